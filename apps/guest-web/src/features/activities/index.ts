// The activities feature's public file (docs/decisions/0146); its screens are *-page.lazy.tsx.
export { bookingOutboxKind } from './booking-outbox.tsx';
export { PopularActivitiesSection } from './popular-activities-section.tsx';
export { applyBookingUpdate, popularActivitiesQueryOptions } from './use-activities.ts';
