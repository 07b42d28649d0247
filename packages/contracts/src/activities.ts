import { z } from 'zod';
import { DESK_PAYMENT_METHODS } from './billing.ts';
import { isoDate, money, userText, recordId } from './common.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from './currency.ts';
import { itemOption } from './dining.ts';
import {
  ACTIVITY_BOOKING_ERROR_CODES,
  ACTIVITY_BOOKING_STATUSES,
  ACTIVITY_LIMITS,
  HOLDING_STATUSES,
  type ActivityBookingErrorCode,
  type ActivityBookingStatus,
} from './activity-status.ts';

/*
 * Activities (SPEC sections 2, 3, 5 and 7): the catalogue, a day's slots with remaining capacity, the booking
 * request and its answer, the guest's bookings, and the staff side. Money is a number with the hotel
 * currency's decimals (common.ts `money`); times are wall-clock times in the hotel's time zone.
 */

export { ACTIVITY_BOOKING_ERROR_CODES, ACTIVITY_BOOKING_STATUSES, ACTIVITY_LIMITS, HOLDING_STATUSES };
export type { ActivityBookingErrorCode, ActivityBookingStatus };
export const activityBookingStatus = z.enum(ACTIVITY_BOOKING_STATUSES, { error: 'Unknown booking status' });

const id = recordId;
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');

// ---------------------------------------------------------------------------------------------------
// Catalogue

/** Options have the dining item's shape: required, single or multiple choice, min/max, priced values. */
export const activityOption = itemOption;
export type ActivityOption = z.infer<typeof activityOption>;

export const activity = z.object({
  id,
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  price: money,
  /** true: the price is per person; false: per booking. */
  price_per_person: z.boolean(),
  min_people: z.number().int().min(1),
  /** null: no maximum other than ACTIVITY_LIMITS.maxPeople and the slot's capacity. */
  max_people: z.number().int().min(1).nullable(),
  options: z.array(activityOption),
  prepayment_required: z.boolean(),
  currency_symbol: z.string(),
  /** A booking may be cancelled by the guest until this many minutes before the start. */
  cancel_cutoff_minutes: z.number().int().min(0),
});
export type Activity = z.infer<typeof activity>;
export const activityList = z.array(activity);

/** SPEC "Available slot"; `starts_at` is the instant, for clients that compute with it. */
export const availableSlot = z.object({
  start_time: wallTime,
  end_time: wallTime,
  formatted_time: z.string(),
  remaining_capacity: z.number().int().min(0),
  capacity: z.number().int().min(0),
  starts_at: z.iso.datetime(),
});
export type AvailableSlot = z.infer<typeof availableSlot>;

export const activityDayQuery = z.object({ date: isoDate.optional() });

export const activityWithSlots = activity.extend({
  /** The day the slots are for (today in the hotel's zone when no date was asked for). */
  date: isoDate,
  timezone: z.string(),
  /** Future, open slots of that day, earliest first; full ones are listed with remaining_capacity 0. */
  available_slots: z.array(availableSlot),
});
export type ActivityWithSlots = z.infer<typeof activityWithSlots>;

/** What the booking dialog's date picker needs: per day, the most places any one open slot still has. */
export const activityAvailabilityQuery = z.object({ from: isoDate, to: isoDate });
export const activityAvailability = z.object({
  days: z.array(z.object({ date: isoDate, max_remaining: z.number().int().min(0) })),
});
export type ActivityAvailability = z.infer<typeof activityAvailability>;

export const popularActivity = z.object({
  id,
  item_id: id,
  type: z.literal('activity'),
  name: z.string(),
  description: z.string(),
  price: money,
  price_per_person: z.boolean(),
  min_people: z.number().int(),
  currency_symbol: z.string(),
  image_url: z.string().nullable(),
});
export type PopularActivity = z.infer<typeof popularActivity>;
export const popularActivityList = z.array(popularActivity);

// ---------------------------------------------------------------------------------------------------
// Booking (SPEC section 3 request and response; section 5 rules)

const valueId = z
  .number({ error: 'Option values must be ids' })
  .int('Option values must be ids')
  .positive('Option values must be ids')
  .max(2_147_483_647, 'Option values must be ids');

/**
 * Date, time and party size are nullable here so their absence is answered with the rule's own key
 * (missing_required_fields) rather than a schema message.
 */
export const activityBookingRequest = z.object({
  activity_id: z
    .number({ error: 'activity_id must be an activity id' })
    .int('activity_id must be an activity id')
    .positive('activity_id must be an activity id')
    .max(2_147_483_647, 'activity_id must be an activity id'),
  scheduled_date: z.union([isoDate, z.literal('')]).nullish(),
  scheduled_time: z
    .union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'Expected a time as HH:MM'), z.literal('')])
    .nullish(),
  number_of_people: z
    .number({ error: 'number_of_people must be a whole number' })
    .int('number_of_people must be a whole number')
    .max(ACTIVITY_LIMITS.maxPeople, `At most ${ACTIVITY_LIMITS.maxPeople} people per booking`)
    .nullish(),
  special_requests: userText('Special requests', {
    max: ACTIVITY_LIMITS.maxSpecialRequestsLength,
    required: false,
  }).nullish(),
  /** Option id → a value id (single choice) or a list of value ids (multiple choice); null is no choice. */
  selected_options: z
    .record(
      z.string().regex(/^\d{1,10}$/, 'Option ids must be numbers'),
      z.union([valueId, z.array(valueId).max(50, 'Too many choices'), z.null()], {
        error: 'A choice must be a value id or a list of value ids',
      }),
    )
    .nullish(),
});
export type ActivityBookingRequest = z.input<typeof activityBookingRequest>;
export type ParsedActivityBookingRequest = z.infer<typeof activityBookingRequest>;

export const selectedOptionDetail = z.object({
  id,
  name: z.string(),
  values: z.array(z.object({ id, name: z.string(), price_adjustment: money })),
});
export type SelectedOptionDetail = z.infer<typeof selectedOptionDetail>;

/** SPEC "Activity booking response" and "Activity booking" (account list) in one shape. */
export const activityBooking = z.object({
  id,
  activity_id: id,
  activity_name: z.string(),
  activity_image: z.string().nullable(),
  status: activityBookingStatus,
  scheduled_date: isoDate,
  scheduled_time: wallTime,
  end_time: wallTime,
  formatted_time: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  timezone: z.string(),
  number_of_people: z.number().int(),
  selected_options_details: z.array(selectedOptionDetail),
  special_requests: z.string(),
  total_price: money,
  currency_symbol: z.string(),
  reference_number: z.string(),
  prepayment_required: z.boolean(),
  prepayment_made: z.boolean(),
  can_cancel: z.boolean(),
  /** Until when the guest may cancel (the start minus the activity's cut-off). */
  cancel_until: z.iso.datetime(),
  /** Why the hotel cancelled it; null when the guest did, or when it is not cancelled. */
  cancel_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ActivityBooking = z.infer<typeof activityBooking>;

export const guestActivityBookings = z.object({ bookings: z.array(activityBooking) });
export type GuestActivityBookings = z.infer<typeof guestActivityBookings>;

// ---------------------------------------------------------------------------------------------------
// Staff: a day's bookings, status changes, the editor

export const staffActivityBooking = activityBooking.extend({
  room_number: z.string(),
  family_name: z.string(),
});
export type StaffActivityBooking = z.infer<typeof staffActivityBooking>;

export const staffDayQuery = z.object({ date: isoDate.optional() });

export const staffSlot = z.object({
  start_time: wallTime,
  end_time: wallTime,
  starts_at: z.iso.datetime(),
  capacity: z.number().int(),
  booked: z.number().int(),
  closed: z.boolean(),
  bookings: z.array(staffActivityBooking),
});
export type StaffSlot = z.infer<typeof staffSlot>;

export const staffActivityDay = z.object({
  date: isoDate,
  timezone: z.string(),
  /** Other days, from today on, with bookings waiting for the desk's confirmation, soonest first. */
  pending_days: z.array(z.object({ date: isoDate, count: z.number().int() })),
  activities: z.array(z.object({ id, name: z.string(), slots: z.array(staffSlot) })),
});
export type StaffActivityDay = z.infer<typeof staffActivityDay>;

export const STAFF_BOOKING_ACTIONS = ['confirm', 'cancel', 'attended', 'no_show'] as const;
export const staffBookingChange = z
  .object({
    action: z.enum(STAFF_BOOKING_ACTIONS, { error: 'action must be confirm, cancel, attended or no_show' }),
    /** Shown to the guest; required when cancelling. */
    reason: userText('Reason', { max: 300, required: false }).nullish(),
    /**
     * Confirming a prepayment booking whose bill line is still open: how the desk took the payment, which settles
     * that line (required then); the reference (a receipt or transfer number) is optional.
     */
    payment_method: z.enum(DESK_PAYMENT_METHODS, { error: 'Choose how the guest paid' }).optional(),
    payment_reference: userText('Reference', { max: 120, required: false }).optional(),
  })
  .refine((change) => change.action !== 'cancel' || (change.reason ?? '').length > 0, {
    message: 'Please give the guest a reason for the cancellation',
    path: ['reason'],
  });
export type StaffBookingChange = z.input<typeof staffBookingChange>;

const editorOptionValue = z.object({
  name: userText('Value name', { max: 120 }),
  description: userText('Value description', { max: 300, required: false }).default(''),
  price_adjustment: z
    .number()
    .min(-MAX_AMOUNT, AMOUNT_TOO_LARGE)
    .max(MAX_AMOUNT, AMOUNT_TOO_LARGE)
    .default(0),
});

const editorOption = z.object({
  name: userText('Option name', { max: 120 }),
  description: userText('Option description', { max: 300, required: false }).default(''),
  required: z.boolean().default(false),
  multiple: z.boolean().default(false),
  min_selections: z.number().int().min(0).max(50).default(0),
  max_selections: z.number().int().min(1).max(50).nullable().default(null),
  values: z.array(editorOptionValue).min(1, 'An option needs at least one value').max(30),
});

/** The editor's activity: everything but the schedules, which have their own calls. */
export const activityInput = z
  .object({
    name: userText('Name', { max: 120 }),
    description: userText('Description', { max: 2000, required: false }).default(''),
    image_url: z.string().max(500).nullable().default(null),
    price: z.number().min(0, 'The price cannot be negative').max(MAX_AMOUNT, AMOUNT_TOO_LARGE),
    price_per_person: z.boolean(),
    min_people: z.number().int().min(1).max(ACTIVITY_LIMITS.maxPeople).default(1),
    max_people: z.number().int().min(1).max(ACTIVITY_LIMITS.maxPeople).nullable().default(null),
    prepayment_required: z.boolean().default(false),
    cancel_cutoff_minutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .default(ACTIVITY_LIMITS.defaultCancelCutoffMinutes),
    popular_rank: z.number().int().min(1).max(100).nullable().default(null),
    active: z.boolean().default(true),
    options: z.array(editorOption).max(20).default([]),
  })
  .refine((input) => input.max_people === null || input.max_people >= input.min_people, {
    message: 'The maximum number of people cannot be below the minimum',
    path: ['max_people'],
  });
export type ActivityInput = z.input<typeof activityInput>;

export const SCHEDULE_KINDS = ['weekly', 'session'] as const;

/**
 * weekly: on the given weekdays (0 Sunday … 6 Saturday) from opens_at to closes_at, one slot every
 * slot_minutes; session: one slot on `date` from opens_at lasting slot_minutes.
 */
export const scheduleInput = z
  .object({
    kind: z.enum(SCHEDULE_KINDS),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    date: isoDate.nullable().default(null),
    opens_at: wallTime,
    closes_at: wallTime.nullable().default(null),
    slot_minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    capacity: z.number().int().min(1).max(1000),
  })
  .refine((s) => s.kind !== 'weekly' || (s.weekdays.length > 0 && s.closes_at !== null), {
    message: 'A weekly schedule needs weekdays and a closing time',
  })
  .refine((s) => s.kind !== 'session' || s.date !== null, { message: 'A session needs a date' })
  .refine((s) => s.closes_at === null || s.closes_at > s.opens_at, {
    message: 'The closing time must be after the opening time',
  });
export type ScheduleInput = z.input<typeof scheduleInput>;

export const schedule = z.object({
  id,
  kind: z.enum(SCHEDULE_KINDS),
  weekdays: z.array(z.number().int()),
  date: isoDate.nullable(),
  opens_at: wallTime,
  closes_at: wallTime.nullable(),
  slot_minutes: z.number().int(),
  capacity: z.number().int(),
});
export type Schedule = z.infer<typeof schedule>;

export const closureInput = z.object({
  date: isoDate,
  /** null closes the whole day; a time closes the slot starting then. */
  start_time: wallTime.nullable().default(null),
  reason: userText('Reason', { max: 300 }),
});
export type ClosureInput = z.input<typeof closureInput>;

export const closure = z.object({
  id,
  date: isoDate,
  start_time: wallTime.nullable(),
  reason: z.string(),
  /** Bookings the closure cancelled (each guest notified). */
  cancelled_bookings: z.number().int(),
});
export type Closure = z.infer<typeof closure>;

export const staffActivity = activity.extend({
  popular_rank: z.number().int().nullable(),
  active: z.boolean(),
  schedules: z.array(schedule),
  closures: z.array(closure),
});
export type StaffActivity = z.infer<typeof staffActivity>;
export const staffActivityList = z.array(staffActivity);

/** The staff channel's message when a booking is made or changes. */
export const activityBookingChangedMessage = z.object({
  type: z.literal('activity_booking_changed'),
  booking: staffActivityBooking,
});
export type ActivityBookingChangedMessage = z.infer<typeof activityBookingChangedMessage>;
