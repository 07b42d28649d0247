/*
 * Activity booking statuses and limits, without zod: the guest app imports these at run time, and a value
 * import of activities.ts would ship zod with it. activities.ts re-exports them.
 */

/**
 * pending: places held, waiting for the hotel (prepayment activities); confirmed: places held and
 * confirmed; cancelled by the guest or the hotel; attended / no_show: marked by staff after the start.
 */
export const ACTIVITY_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'attended',
  'no_show',
] as const;
export type ActivityBookingStatus = (typeof ACTIVITY_BOOKING_STATUSES)[number];

/** Statuses that hold places in their slot: only these count against capacity. */
export const HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly ActivityBookingStatus[];

export const ACTIVITY_LIMITS = {
  /** The largest party one booking may hold, whatever an activity's max_people says. */
  maxPeople: 50,
  maxSpecialRequestsLength: 500,
  /** How far ahead the availability calendar may be asked for, in days. */
  maxAvailabilityDays: 62,
  /** Default for an activity's cancellation cut-off before the start. */
  defaultCancelCutoffMinutes: 120,
} as const;

/** The stable keys of SPEC section 5's activity booking rules, which the guest app translates. */
export const ACTIVITY_BOOKING_ERROR_CODES = [
  'missing_required_fields',
  'option_required',
  'min_selections_required',
  'max_selections_exceeded',
  'invalid_option',
  'party_too_small',
  'party_too_large',
  'slot_not_found',
  'slot_closed',
  'slot_in_past',
  'after_checkout',
  'insufficient_capacity',
  'activity_not_found',
  'activity_booking_failed',
] as const;
export type ActivityBookingErrorCode = (typeof ACTIVITY_BOOKING_ERROR_CODES)[number];
