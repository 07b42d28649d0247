// The service requests' public file (docs/decisions/0146).
export { bookingQueryOptions } from './booking-requests.ts';
export { requestOutboxKind } from './request-outbox.ts';
export { RequestsTooltip } from './requests-tooltip.tsx';
export { ServiceRequestButtons } from './service-request-buttons.tsx';
export { useBookingChannel } from './use-service-requests.ts';
