import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_LIMITS,
  HOLDING_STATUSES,
  type Activity,
  type ActivityAvailability,
  type ActivityBooking,
  type ActivityBookingStatus,
  type ActivityWithSlots,
  type GuestActivityBookings,
  type ParsedActivityBookingRequest,
  type PopularActivity,
} from '@hotel/contracts/activities';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound, guestError } from '../../platform/http/errors.ts';
import { createOnce, type IdempotentOutcome } from '../../platform/idempotency/idempotency.ts';
import { publishLive } from '../../platform/live/publish.ts';
import { addDays, dateInZone, timeInZone, zonedToInstant } from '../../platform/time.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { toApiAmount, type HotelCurrency } from '../hotels/index.ts';
import { publishNotification, type NotificationRow } from '../notifications/index.ts';
import { bookingNotice, type BookingEvent, type BookingFacts } from './booking-messages.ts';
import { loadCatalogue } from './catalogue.ts';
import { checkPartySize, chooseOptions, requireFields, totalOf } from './booking-rules.ts';
import {
  changeBooking,
  findBookings,
  findClosures,
  findSlotRows,
  insertBooking,
  isTakenReference,
  type ActivityRecord,
  type BookingRecord,
  type BookingChange,
  type InsertedBooking,
  type NewBooking,
} from './repository.ts';
import { canCancel, toBooking, wallClockOf } from './booking-view.ts';
import { daySnapshotsOf, forgetActivityDay } from './day-snapshot.ts';
import { formattedTime, isClosed, slotsOfDay, type SlotCandidate } from './slots.ts';
import { tellStaff, tellStaffAbout } from './staff-updates.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type Ctx = Pick<AppContext, 'db' | 'bus' | 'now' | 'config'>;

export const ACTIVITY_NOT_FOUND = 'Activity not found.';
export const BOOKING_NOT_FOUND = 'Booking not found.';

// ---------------------------------------------------------------------------------------------------
// Catalogue and slots

export function toActivity(record: ActivityRecord, currency: HotelCurrency): Activity {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    image_url: record.imageUrl,
    price: toApiAmount(record.priceMinor, currency),
    price_per_person: record.pricePerPerson,
    min_people: record.minPeople,
    max_people: record.maxPeople,
    prepayment_required: record.prepaymentRequired,
    currency_symbol: currency.symbol,
    cancel_cutoff_minutes: record.cancelCutoffMinutes,
    options: record.options.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      required: option.required,
      multiple: option.multiple,
      min_selections: option.minSelections,
      max_selections: option.maxSelections,
      values: option.values.map((value) => ({
        id: value.id,
        name: value.name,
        description: value.description,
        price_adjustment: toApiAmount(value.priceAdjustmentMinor, currency),
      })),
    })),
  };
}

export async function listActivities(ctx: Pick<Ctx, 'db'>, guest: GuestPrincipal): Promise<Activity[]> {
  const { activities } = await loadCatalogue(ctx.db, guest.hotelId);
  return activities.filter((record) => record.active).map((record) => toActivity(record, guest.currency));
}

export async function listPopularActivities(
  ctx: Pick<Ctx, 'db'>,
  guest: GuestPrincipal,
): Promise<PopularActivity[]> {
  const { activities } = await loadCatalogue(ctx.db, guest.hotelId);
  const popular = activities
    .filter((record) => record.active && record.popularRank !== null)
    .sort((a, b) => a.popularRank! - b.popularRank!);
  return popular.map((record) => ({
    id: record.id,
    item_id: record.id,
    type: 'activity',
    name: record.name,
    description: record.description,
    price: toApiAmount(record.priceMinor, guest.currency),
    price_per_person: record.pricePerPerson,
    min_people: record.minPeople,
    currency_symbol: guest.currency.symbol,
    image_url: record.imageUrl,
  }));
}

async function findGuestActivity(ctx: Pick<Ctx, 'db'>, hotelId: number, activityId: number) {
  const { activities } = await loadCatalogue(ctx.db, hotelId);
  const record = activities.find((activity) => activity.id === activityId && activity.active);
  if (!record) throw notFound(ACTIVITY_NOT_FOUND, 'activity_not_found');
  return record;
}

/** A slot of a day with what is left of it. */
export interface DaySlot extends SlotCandidate {
  booked: number;
  remaining: number;
  closed: boolean;
}

/**
 * The slots of `activityIds` on the dates `fromDate`…`toDate`, with places left: the capacity and count of
 * the stored slot when someone booked it, else the schedule's capacity. Three reads whatever the range.
 */
export async function slotsBetween(
  ctx: Pick<Ctx, 'db'>,
  hotelId: number,
  activityIds: number[],
  fromDate: string,
  toDate: string,
  timeZone: string,
): Promise<DaySlot[]> {
  const from = zonedToInstant(fromDate, '00:00:00', timeZone);
  const to = zonedToInstant(addDays(toDate, 1), '00:00:00', timeZone);
  const [schedules, closures, stored] = await Promise.all([
    loadCatalogue(ctx.db, hotelId).then(({ schedules }) =>
      schedules.filter((schedule) => activityIds.includes(schedule.activityId)),
    ),
    findClosures(ctx.db, activityIds, fromDate, toDate),
    findSlotRows(ctx.db, hotelId, activityIds, from, to),
  ]);
  const storedByStart = new Map(stored.map((row) => [`${row.activityId}:${row.startsAt.getTime()}`, row]));
  const slots: DaySlot[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    for (const candidate of slotsOfDay(schedules, date, timeZone)) {
      const row = storedByStart.get(`${candidate.activityId}:${candidate.startsAt.getTime()}`);
      const capacity = row?.capacity ?? candidate.capacity;
      const booked = row?.booked ?? 0;
      slots.push({
        ...candidate,
        capacity,
        booked,
        remaining: Math.max(0, capacity - booked),
        closed: isClosed(candidate, closures),
      });
    }
  }
  return slots;
}

/**
 * The day's open future slots with the places left, as JSON bytes: kept per activity and day
 * (`day-snapshot.ts`, decision 0161) and dropped by every committed change of the day's counts.
 */
export async function activityDayJson(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
  activityId: number,
  date: string | undefined,
): Promise<Buffer> {
  const day = date ?? dateInZone(ctx.now(), guest.timezone);
  return daySnapshotsOf(ctx).body(guest.hotelId, activityId, day, async () => {
    const answer = await getActivityDay(ctx, guest, activityId, day);
    const first = answer.available_slots[0];
    return { json: JSON.stringify(answer), firstStart: first ? Date.parse(first.starts_at) : null };
  });
}

async function getActivityDay(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
  activityId: number,
  date: string | undefined,
): Promise<ActivityWithSlots> {
  const record = await findGuestActivity(ctx, guest.hotelId, activityId);
  const day = date ?? dateInZone(ctx.now(), guest.timezone);
  const now = ctx.now().getTime();
  const slots = await slotsBetween(ctx, guest.hotelId, [record.id], day, day, guest.timezone);
  return {
    ...toActivity(record, guest.currency),
    date: day,
    timezone: guest.timezone,
    available_slots: slots
      .filter((slot) => !slot.closed && slot.startsAt.getTime() > now)
      .map((slot) => ({
        start_time: slot.startTime,
        end_time: slot.endTime,
        formatted_time: formattedTime(slot.startTime, slot.endTime),
        remaining_capacity: slot.remaining,
        capacity: slot.capacity,
        starts_at: slot.startsAt.toISOString(),
      })),
  };
}

/** Per day from `from` to `to` (at most maxAvailabilityDays), the most places one open future slot has. */
export async function getAvailability(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
  activityId: number,
  from: string,
  to: string,
): Promise<ActivityAvailability> {
  if (to < from) throw badRequest('The end date is before the start date.', 'invalid_range');
  if (addDays(from, ACTIVITY_LIMITS.maxAvailabilityDays - 1) < to) {
    throw badRequest(
      `Ask for at most ${ACTIVITY_LIMITS.maxAvailabilityDays} days at a time.`,
      'invalid_range',
    );
  }
  const record = await findGuestActivity(ctx, guest.hotelId, activityId);
  const now = ctx.now().getTime();
  const slots = await slotsBetween(ctx, guest.hotelId, [record.id], from, to, guest.timezone);
  const best = new Map<string, number>();
  for (let date = from; date <= to; date = addDays(date, 1)) best.set(date, 0);
  for (const slot of slots) {
    if (slot.closed || slot.startsAt.getTime() <= now) continue;
    best.set(slot.date, Math.max(best.get(slot.date) ?? 0, slot.remaining));
  }
  return { days: [...best].map(([date, maxRemaining]) => ({ date, max_remaining: maxRemaining })) };
}

// ---------------------------------------------------------------------------------------------------
// Booking

/** Letters and digits a guest cannot misread (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** ACT-7KM3QX: short enough to read over the phone; 31^6 values, collisions are drawn again. */
export function newReferenceNumber(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `ACT-${code}`;
}

function slotError(detail: string, code: string) {
  return badRequest(detail, code);
}

/**
 * Checks every rule of SPEC section 5 and prices the booking on the server, then stores the slot if need be
 * and takes its places with the booking's charge, notification and Idempotency-Key in ONE statement, and
 * answers from what it returns (docs/decisions/0020, 0161).
 */
export async function bookActivity(
  ctx: Ctx,
  guest: GuestPrincipal,
  request: ParsedActivityBookingRequest,
  idempotencyKey: string | undefined,
  log: Log,
): Promise<IdempotentOutcome<ActivityBooking>> {
  const outcome = await createOnce<ActivityBooking>(
    ctx.db,
    {
      scope: `stay:${guest.stayId}`,
      key: idempotencyKey,
      fingerprint: { route: 'POST /api/activity-bookings/', body: request },
    },
    {
      create: async (claim) => {
        const fields = requireFields(request);
        const activity = await findGuestActivity(ctx, guest.hotelId, request.activity_id);
        const options = chooseOptions(activity, request.selected_options ?? {});
        checkPartySize(activity, fields.people);
        const totalMinor = totalOf(activity, options, fields.people);
        const slot = await scheduledSlot(ctx, guest, activity, fields.date, fields.time);

        const now = ctx.now();
        const status: ActivityBookingStatus = activity.prepaymentRequired ? 'pending' : 'confirmed';
        const reminderMs = ctx.config.ACTIVITY_REMINDER_MINUTES * 60_000;
        const remindAt = new Date(slot.startsAt.getTime() - reminderMs);
        const event: BookingEvent = status === 'pending' ? 'received' : 'confirmed';
        for (let attempt = 0; ; attempt++) {
          const referenceNumber = newReferenceNumber();
          const booking: NewBooking = {
            hotelId: guest.hotelId,
            stayId: guest.stayId,
            guestSessionId: guest.sessionId,
            activityId: activity.id,
            slot,
            status,
            numberOfPeople: fields.people,
            optionDetails: options,
            specialRequests: request.special_requests ?? '',
            totalMinor,
            currencySymbol: guest.currency.symbol,
            referenceNumber,
            prepaymentRequired: activity.prepaymentRequired,
            // Booked inside the reminder window: the confirmation is the reminder.
            remindAt: reminderMs > 0 && remindAt > now ? remindAt : null,
            chargeDescription: `${activity.name} (${referenceNumber})`,
            notice: notice(event, {
              ref: referenceNumber,
              activity: activity.name,
              date: slot.date,
              time: slot.startTime,
            }),
            now,
          };
          let inserted: InsertedBooking | undefined;
          try {
            inserted = await insertBooking(ctx.db, booking, claim);
          } catch (error) {
            if (!isTakenReference(error) || attempt >= 4) throw error;
            continue;
          }
          if (!inserted) throw await refusal(ctx, guest, activity, slot, fields.people);
          forgetActivityDay(ctx, guest.hotelId, activity.id, slot.date);
          const record = newBookingRecord(guest, activity, booking, inserted);
          // The slot's own times, unless it was stored before its schedule's hours changed.
          const wall =
            inserted.endsAt.getTime() === slot.endsAt.getTime()
              ? { date: slot.date, startTime: slot.startTime, endTime: slot.endTime }
              : wallClockOf(record);
          const answer = toBooking(record, now, wall);
          await announce(ctx, inserted.notification, answer, log, inserted.language);
          await tellStaffAbout(ctx, record, 'created', log, wall);
          return answer;
        }
      },
      replay: (bookingId) => getGuestBooking(ctx, guest, bookingId),
    },
  );
  return outcome;
}

/** The booking as `findBookings` would read it, from what the statement was given and returned. */
function newBookingRecord(
  guest: GuestPrincipal,
  activity: ActivityRecord,
  booking: NewBooking,
  inserted: InsertedBooking,
): BookingRecord {
  return {
    id: inserted.id,
    hotelId: guest.hotelId,
    stayId: guest.stayId,
    activityId: activity.id,
    activityName: activity.name,
    activityImage: activity.imageUrl,
    cancelCutoffMinutes: activity.cancelCutoffMinutes,
    slotId: inserted.slotId,
    startsAt: booking.slot.startsAt,
    endsAt: inserted.endsAt,
    status: booking.status,
    numberOfPeople: booking.numberOfPeople,
    optionDetails: booking.optionDetails,
    specialRequests: booking.specialRequests,
    totalMinor: booking.totalMinor,
    currencySymbol: booking.currencySymbol,
    referenceNumber: booking.referenceNumber,
    prepaymentRequired: booking.prepaymentRequired,
    prepaymentMade: false,
    cancelReason: null,
    createdAt: booking.now,
    updatedAt: booking.now,
    roomNumber: inserted.roomNumber,
    familyName: inserted.familyName,
    language: inserted.language,
    timezone: guest.timezone,
    currencyCode: guest.currency.code,
    hotelUniqueId: guest.hotelUniqueId,
  };
}

/**
 * Why the statement took no places, read afresh (the refused path only): the slot was closed meanwhile,
 * or had fewer places left than the party.
 */
async function refusal(
  ctx: Pick<Ctx, 'db'>,
  guest: GuestPrincipal,
  activity: ActivityRecord,
  slot: SlotCandidate,
  people: number,
) {
  const [now] = (
    await slotsBetween(ctx, guest.hotelId, [activity.id], slot.date, slot.date, guest.timezone)
  ).filter((each) => each.startTime === slot.startTime);
  if (now?.closed) return closedError(activity, slot.date, slot.startTime);
  return capacityError(now ?? { ...slot, remaining: 0 }, people);
}

function capacityError(slot: Pick<DaySlot, 'remaining' | 'startTime'>, people: number) {
  const detail =
    slot.remaining === 0
      ? `${slot.startTime} is fully booked. Please choose another time.`
      : slot.remaining < people
        ? `Only ${slot.remaining} ${slot.remaining === 1 ? 'place is' : 'places are'} left at ${slot.startTime}, not ${people}.`
        : // Places were freed between the refusal and this read.
          `The places left at ${slot.startTime} changed meanwhile. Please try again.`;
  return conflict(detail, 'insufficient_capacity');
}

function closedError(activity: ActivityRecord, date: string, time: string) {
  return slotError(`${activity.name} does not run at ${time} on ${date}.`, 'slot_closed');
}

/**
 * The schedule's slot at `time` on `date`, from the catalogue: it must exist, be ahead, and start before
 * check-out. Whether it is closed or full is the booking statement's to find.
 */
async function scheduledSlot(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
  activity: ActivityRecord,
  date: string,
  time: string,
): Promise<SlotCandidate> {
  const { schedules } = await loadCatalogue(ctx.db, guest.hotelId);
  const ofActivity = schedules.filter((schedule) => schedule.activityId === activity.id);
  const slot = slotsOfDay(ofActivity, date, guest.timezone).find((each) => each.startTime === time);
  if (!slot) throw slotError(`${activity.name} has no session at ${time} on ${date}.`, 'slot_not_found');
  if (slot.startsAt.getTime() <= ctx.now().getTime()) {
    throw guestError(400, 'slotInPast', 'slot_in_past');
  }
  if (slot.startsAt.getTime() >= guest.expiresAt.getTime()) {
    throw guestError(400, 'afterCheckout', 'after_checkout');
  }
  return slot;
}

function notice(event: BookingEvent, facts: BookingFacts) {
  return { ...bookingNotice(event, facts), variant: 'success' };
}

/**
 * After the change is committed: the stored notification and the booking_update message (the same id, so
 * the guest app keeps one entry), which /bookings/{id} follows. Best effort: a phone that missed it catches
 * up over HTTP.
 */
export async function announce(
  ctx: Pick<AppContext, 'bus' | 'db'>,
  notification: NotificationRow,
  booking: Pick<ActivityBooking, 'id' | 'status'>,
  log?: Log,
  language?: string,
): Promise<void> {
  const worded = await publishNotification(ctx, notification, log, language);
  await publishLive(
    ctx,
    {
      type: 'booking_update',
      hotelId: notification.hotelId,
      stayId: notification.stayId,
      payload: {
        id: notification.id,
        message: worded.message,
        booking_id: booking.id,
        activity_booking_id: booking.id,
        status: booking.status,
      },
    },
    log,
  );
}

// ---------------------------------------------------------------------------------------------------
// The guest's bookings

export async function listGuestBookings(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
): Promise<GuestActivityBookings> {
  const records = await findBookings(ctx.db, { hotelId: guest.hotelId, stayId: guest.stayId });
  const now = ctx.now();
  return { bookings: records.map((record) => toBooking(record, now)) };
}

async function findGuestRecord(ctx: Pick<Ctx, 'db'>, guest: GuestPrincipal, bookingId: number) {
  const [record] = await findBookings(ctx.db, { hotelId: guest.hotelId, stayId: guest.stayId, bookingId });
  if (!record) throw notFound(BOOKING_NOT_FOUND, 'booking_not_found');
  return record;
}

/** Only the stay's own bookings: another stay's or hotel's answers 404. */
export async function getGuestBooking(
  ctx: Pick<Ctx, 'db' | 'now'>,
  guest: GuestPrincipal,
  bookingId: number,
): Promise<ActivityBooking> {
  return toBooking(await findGuestRecord(ctx, guest, bookingId), ctx.now());
}

export function describeCutoff(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'}`;
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  return `${minutes} minutes`;
}

export async function cancelGuestBooking(
  ctx: Ctx,
  guest: GuestPrincipal,
  bookingId: number,
  log: Log,
): Promise<ActivityBooking> {
  const record = await findGuestRecord(ctx, guest, bookingId);
  const now = ctx.now();
  if (!(HOLDING_STATUSES as readonly string[]).includes(record.status)) {
    throw conflict(
      `This booking is ${record.status.replace('_', ' ')} and cannot be cancelled.`,
      'booking_not_cancellable',
    );
  }
  if (!canCancel(record, now)) {
    throw conflict(
      `Bookings for ${record.activityName} can be cancelled until ${describeCutoff(record.cancelCutoffMinutes)} before the start. Please contact the front desk.`,
      'cancel_window_passed',
    );
  }
  await applyChange(
    ctx,
    record,
    {
      stayId: guest.stayId,
      from: HOLDING_STATUSES,
      to: 'cancelled',
      cancel: { reason: null, by: 'guest' },
    },
    'cancelled_by_guest',
    log,
  );
  await tellStaff(ctx, guest.hotelId, bookingId, 'cancelled', log);
  return getGuestBooking(ctx, guest, bookingId);
}

/**
 * Applies a status change to a booking read just before, then announces it. A booking that changed in
 * between is refused with 409 rather than changed twice. `alongside` writes what must happen with the change
 * or not at all (the desk's payment of a prepaid booking): both then go in one transaction, it first.
 */
export async function applyChange(
  ctx: Ctx,
  record: BookingRecord,
  change: Omit<BookingChange, 'hotelId' | 'bookingId' | 'notice' | 'now'>,
  event: BookingEvent,
  log: Log,
  alongside?: (db: Database) => Promise<void>,
): Promise<void> {
  const write = async (db: Database) => {
    await alongside?.(db);
    const changed = await changeBooking(db, {
      ...change,
      hotelId: record.hotelId,
      bookingId: record.id,
      now: ctx.now(),
      notice: notice(event, {
        ref: record.referenceNumber,
        activity: record.activityName,
        date: dateInZone(record.startsAt, record.timezone),
        time: timeInZone(record.startsAt, record.timezone),
        reason: change.cancel?.reason ?? null,
      }),
    });
    if (!changed) {
      throw conflict('This booking changed meanwhile. Please reload and try again.', 'booking_changed');
    }
    return changed;
  };
  const changed = alongside ? await ctx.db.transaction(write) : await write(ctx.db);
  forgetActivityDay(ctx, record.hotelId, record.activityId, dateInZone(record.startsAt, record.timezone));
  await announce(ctx, changed.notification, { id: record.id, status: change.to }, log);
}
