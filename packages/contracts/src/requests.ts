import { z } from 'zod';
import { BOOKING_REQUEST_FIELDS, type BookingRequestField } from './request-fields.ts';

export { BOOKING_REQUEST_FIELDS, type BookingRequestField } from './request-fields.ts';

/**
 * Service requests (SPEC: Booking entity, PATCH /api/bookings/{id}/). The guest's "booking" is the stay;
 * its six booleans are the toggles in the navigation bar.
 */

/** The tasks staff carry out. Do not disturb is a state of the stay, not a task, so it has no kind. */
export const SERVICE_REQUEST_KINDS = [
  'cleaning',
  'towels',
  'toiletries',
  'sheets',
  'general_assistance',
] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ['open', 'done', 'withdrawn'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Which toggle opens which task. */
export const KIND_OF_FIELD = {
  request_cleaning: 'cleaning',
  request_towels: 'towels',
  request_toiletries: 'toiletries',
  request_sheets: 'sheets',
  request_general_assistance: 'general_assistance',
  do_not_disturb: null,
} as const satisfies Record<BookingRequestField, ServiceRequestKind | null>;

export const FIELD_OF_KIND = {
  cleaning: 'request_cleaning',
  towels: 'request_towels',
  toiletries: 'request_toiletries',
  sheets: 'request_sheets',
  general_assistance: 'request_general_assistance',
} as const satisfies Record<ServiceRequestKind, BookingRequestField>;

export const bookingParams = z.object({
  bookingId: z.coerce
    .number({ error: 'Booking id must be a number' })
    .int('Booking id must be a whole number')
    .positive('Booking id must be positive')
    .max(2_147_483_647, 'Booking id is too large'),
});

export const bookingResponse = z.object({
  id: z.number(),
  request_cleaning: z.boolean(),
  request_towels: z.boolean(),
  request_toiletries: z.boolean(),
  request_sheets: z.boolean(),
  request_general_assistance: z.boolean(),
  do_not_disturb: z.boolean(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

const toggle = z.boolean({ error: 'Must be true or false' }).optional();

export const EXACTLY_ONE_FIELD = `Send exactly one of ${BOOKING_REQUEST_FIELDS.join(', ')}.`;

/** One toggle per call (SPEC section 7): the guest app changes one button at a time. Unknown keys are dropped. */
export const bookingPatchRequest = z
  .object({
    request_cleaning: toggle,
    request_towels: toggle,
    request_toiletries: toggle,
    request_sheets: toggle,
    request_general_assistance: toggle,
    do_not_disturb: toggle,
  })
  .refine(
    (body) => BOOKING_REQUEST_FIELDS.filter((field) => body[field] !== undefined).length === 1,
    EXACTLY_ONE_FIELD,
  );
export type BookingPatchRequest = z.infer<typeof bookingPatchRequest>;

/** A task as staff see it: which room, what, since when. */
export const staffServiceRequest = z.object({
  id: z.number(),
  booking_id: z.number(),
  room: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  /** So housekeeping does not knock on a door that asked not to be disturbed. */
  do_not_disturb: z.boolean(),
  created_at: z.iso.datetime(),
  /** When a staff member took it (acknowledge), and who; completing an untaken task takes it too. */
  acknowledged_at: z.iso.datetime().nullable(),
  acknowledged_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  closed_at: z.iso.datetime().nullable(),
});
export type StaffServiceRequest = z.infer<typeof staffServiceRequest>;

export const staffRequestListQuery = z.object({
  status: z
    .enum(SERVICE_REQUEST_STATUSES, { error: `Status must be one of ${SERVICE_REQUEST_STATUSES.join(', ')}` })
    .default('open'),
});

export const staffRequestListResponse = z.object({ requests: z.array(staffServiceRequest) });
export type StaffRequestListResponse = z.infer<typeof staffRequestListResponse>;

export const staffRequestParams = z.object({
  id: z.coerce
    .number({ error: 'Request id must be a number' })
    .int('Request id must be a whole number')
    .positive('Request id must be positive')
    .max(2_147_483_647, 'Request id is too large'),
});

/** Days of response times the queue shows, counted back from today in the hotel's time zone. */
export const REQUEST_STATS_MAX_DAYS = 31;

export const staffRequestStatsQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days is at least 1')
    .max(REQUEST_STATS_MAX_DAYS, `days is at most ${REQUEST_STATS_MAX_DAYS}`)
    .default(7),
});

/** One day of service requests (by the day they were made, hotel time) and how fast staff answered. */
export const requestDayStats = z.object({
  date: z.string(),
  requests: z.number().int(),
  acknowledged: z.number().int(),
  completed: z.number().int(),
  /** Median and slowest seconds from the guest's request to a staff member taking it; null: none taken. */
  median_acknowledge_seconds: z.number().nullable(),
  max_acknowledge_seconds: z.number().nullable(),
  /** Median seconds from the request to done; null: none done. */
  median_complete_seconds: z.number().nullable(),
});
export type RequestDayStats = z.infer<typeof requestDayStats>;

export const staffRequestStatsResponse = z.object({ days: z.array(requestDayStats) });
export type StaffRequestStatsResponse = z.infer<typeof staffRequestStatsResponse>;
