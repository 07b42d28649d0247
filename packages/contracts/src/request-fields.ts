/**
 * Service requests (SPEC: Booking entity, PATCH /api/bookings/{id}/), without zod: the guest's "booking" is the
 * stay; its six booleans are the toggles in the navigation bar. requests.ts re-exports them.
 */
export const BOOKING_REQUEST_FIELDS = [
  'request_cleaning',
  'request_towels',
  'request_toiletries',
  'request_sheets',
  'request_general_assistance',
  'do_not_disturb',
] as const;
export type BookingRequestField = (typeof BOOKING_REQUEST_FIELDS)[number];
