import type { FastifyBaseLogger } from 'fastify';
import {
  HOLDING_STATUSES,
  type activityInput,
  type closureInput,
  type scheduleInput,
  type staffBookingChange,
  type Closure,
  type StaffActivity,
  type StaffActivityBooking,
  type StaffActivityDay,
} from '@hotel/contracts/activities';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { addDays, dateInZone, zonedToInstant } from '../../platform/time.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import {
  countHoldingAhead,
  deleteClosure,
  deleteSchedule,
  insertClosure,
  insertSchedule,
  mostBookedAhead,
  saveActivity,
  setClosureCount,
  updateSchedule,
} from './editor-repository.ts';
import { loadHotelCurrency } from '../hotels/index.ts';
import { toBooking, toStaffBooking } from './booking-view.ts';
import { forgetCatalogue } from './catalogue.ts';
import { ACTIVITY_EDITED, forgetActivity, forgetActivityDay } from './day-snapshot.ts';
import { findActivities, findBookings, findClosures, findSchedules } from './repository.ts';
import { ACTIVITY_NOT_FOUND, BOOKING_NOT_FOUND, applyChange, slotsBetween, toActivity } from './service.ts';
import { tellStaff } from './staff-updates.ts';
import { settleBookingAtDesk } from '../billing/index.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type Ctx = Pick<AppContext, 'db' | 'bus' | 'now' | 'config'>;
type EditCtx = Pick<Ctx, 'db' | 'bus' | 'now'>;

/**
 * After an edit of an activity or its schedules is committed: drops the catalogue and the activity's days
 * here, and tells every instance (which drop theirs, decision 0161) and the open consoles (which refresh).
 */
async function announceEdit(ctx: EditCtx, hotelId: number, activityId: number): Promise<void> {
  forgetCatalogue(ctx.db, hotelId);
  forgetActivity(ctx, hotelId, activityId);
  await publishStaffUpdate(ctx, hotelId, {
    topic: 'bookings',
    action: ACTIVITY_EDITED,
    id: activityId,
    data: { activity_id: activityId },
  });
}

/** Every activity's slots of a day (closed ones too, marked) with the bookings in each. */
export async function staffDay(
  ctx: Pick<Ctx, 'db' | 'now'>,
  staff: StaffPrincipal,
  date: string | undefined,
): Promise<StaffActivityDay> {
  const today = dateInZone(ctx.now(), staff.timezone);
  const day = date ?? today;
  const records = await findActivities(ctx.db, staff.hotelId, { includeInactive: true });
  const ids = records.map((record) => record.id);
  const [slots, bookings, waiting] = await Promise.all([
    slotsBetween(ctx, staff.hotelId, ids, day, day, staff.timezone),
    findBookings(ctx.db, {
      hotelId: staff.hotelId,
      from: zonedToInstant(day, '00:00:00', staff.timezone),
      to: zonedToInstant(addDays(day, 1), '00:00:00', staff.timezone),
    }),
    findBookings(ctx.db, {
      hotelId: staff.hotelId,
      from: zonedToInstant(today, '00:00:00', staff.timezone),
      statuses: ['pending'],
    }),
  ]);
  const now = ctx.now();
  return {
    date: day,
    timezone: staff.timezone,
    pending_days: pendingDays(waiting, day, staff.timezone),
    activities: records.map((record) => {
      const ofActivity = bookings.filter((booking) => booking.activityId === record.id);
      const ownSlots = slots.filter((slot) => slot.activityId === record.id);
      // A booking whose slot the schedule no longer gives (hours were edited) is still shown, in its own slot.
      const orphanStarts = ofActivity
        .map((booking) => booking.startsAt.getTime())
        .filter((start) => !ownSlots.some((slot) => slot.startsAt.getTime() === start));
      const rows = [
        ...ownSlots.map((slot) => ({
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          capacity: slot.capacity,
          booked: slot.booked,
          closed: slot.closed,
        })),
        ...[...new Set(orphanStarts)].map((start) => {
          const first = ofActivity.find((booking) => booking.startsAt.getTime() === start)!;
          return { startsAt: first.startsAt, endsAt: first.endsAt, capacity: 0, booked: 0, closed: false };
        }),
      ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      return {
        id: record.id,
        name: record.name,
        slots: rows.map((row) => {
          const inSlot = ofActivity.filter(
            (booking) => booking.startsAt.getTime() === row.startsAt.getTime(),
          );
          const booked = inSlot
            .filter(
              (booking) =>
                (HOLDING_STATUSES as readonly string[]).includes(booking.status) ||
                booking.status === 'attended' ||
                booking.status === 'no_show',
            )
            .reduce((sum, booking) => sum + booking.numberOfPeople, 0);
          const staffBookings = inSlot.map((booking) => toStaffBooking(booking, now));
          const first = staffBookings[0];
          return {
            start_time: first?.scheduled_time ?? timeOf(row.startsAt, staff.timezone),
            end_time: first?.end_time ?? timeOf(row.endsAt, staff.timezone),
            starts_at: row.startsAt.toISOString(),
            capacity: row.capacity,
            booked: Math.max(row.booked, booked),
            closed: row.closed,
            bookings: staffBookings,
          };
        }),
      };
    }),
  };
}

/** The days other than `shown`, from today on, with bookings waiting for confirmation, soonest first. */
function pendingDays(
  pending: readonly { startsAt: Date }[],
  shown: string,
  zone: string,
): StaffActivityDay['pending_days'] {
  const counts = new Map<string, number>();
  for (const booking of pending) {
    const date = dateInZone(booking.startsAt, zone);
    if (date !== shown) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, count]) => ({ date, count }));
}

function timeOf(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

const ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed', event: 'confirmed' },
  attended: { from: ['pending', 'confirmed', 'no_show'], to: 'attended', event: 'attended' },
  no_show: { from: ['pending', 'confirmed', 'attended'], to: 'no_show', event: 'no_show' },
  cancel: { from: HOLDING_STATUSES, to: 'cancelled', event: 'cancelled_by_hotel' },
} as const;

/** Confirm (a prepayment booking: the payment was received), cancel with a reason, attended, no-show. */
export async function changeStaffBooking(
  ctx: Ctx,
  staff: StaffPrincipal,
  bookingId: number,
  change: z.infer<typeof staffBookingChange>,
  log: Log,
): Promise<StaffActivityBooking> {
  const [record] = await findBookings(ctx.db, { hotelId: staff.hotelId, bookingId });
  if (!record) throw notFound(BOOKING_NOT_FOUND, 'booking_not_found');
  const action = ACTIONS[change.action];
  if (!(action.from as readonly string[]).includes(record.status)) {
    throw conflict(
      `A ${record.status.replace('_', '-')} booking cannot be ${change.action === 'confirm' ? 'confirmed' : change.action === 'cancel' ? 'cancelled' : `marked ${change.action.replace('_', '-')}`}.`,
      'invalid_status_change',
    );
  }
  if ((change.action === 'attended' || change.action === 'no_show') && record.startsAt > ctx.now()) {
    throw conflict('Attendance can be marked once the activity has started.', 'not_started');
  }
  const takesPayment = change.action === 'confirm' && record.prepaymentRequired;
  let paidAtDesk = false;
  // Confirming a prepayment booking says the desk took the money: its bill line is settled with the change, or
  // the guest would be asked for it again (decision 0134).
  const settlePayment = async (db: Database) => {
    const scope = { hotelId: record.hotelId, stayId: record.stayId };
    const outcome = await settleBookingAtDesk(db, scope, bookingId, {
      method: change.payment_method,
      reference: change.payment_reference,
      staffMemberId: staff.staffMemberId,
      now: ctx.now(),
    });
    if (outcome === 'method_missing')
      throw badRequest(
        'Say how the guest paid (cash, card terminal or bank transfer): the booking is confirmed with its payment.',
        'payment_method_required',
      );
    paidAtDesk = outcome === 'settled';
  };
  await applyChange(
    ctx,
    record,
    {
      from: action.from,
      to: action.to,
      markPrepaid: takesPayment,
      ...(change.action === 'cancel' && {
        cancel: { reason: change.reason ?? null, by: 'hotel' },
      }),
    },
    action.event,
    log,
    takesPayment ? settlePayment : undefined,
  );
  await tellStaff(ctx, staff.hotelId, bookingId, change.action === 'cancel' ? 'cancelled' : 'changed', log);
  if (paidAtDesk)
    await publishStaffUpdate(
      ctx,
      staff.hotelId,
      { topic: 'billing', action: 'updated', id: record.stayId },
      log,
    );
  const [after] = await findBookings(ctx.db, { hotelId: staff.hotelId, bookingId });
  return toStaffBooking(after!, ctx.now());
}

// ---------------------------------------------------------------------------------------------------
// Editor

export async function listStaffActivities(
  ctx: Pick<Ctx, 'db' | 'now'>,
  staff: StaffPrincipal,
): Promise<StaffActivity[]> {
  const currency = await loadHotelCurrency(ctx.db, staff.hotelId);
  const records = await findActivities(ctx.db, staff.hotelId, { includeInactive: true });
  const ids = records.map((record) => record.id);
  const today = dateInZone(ctx.now(), staff.timezone);
  const [schedules, closures] = await Promise.all([
    findSchedules(ctx.db, ids),
    findClosures(ctx.db, ids, today, addDays(today, 3660)),
  ]);
  return records.map((record) => ({
    ...toActivity(record, currency),
    popular_rank: record.popularRank,
    active: record.active,
    schedules: schedules
      .filter((schedule) => schedule.activityId === record.id)
      .map((schedule) => ({
        id: schedule.id,
        kind: schedule.kind,
        weekdays: schedule.weekdays,
        date: schedule.onDate,
        opens_at: schedule.opensAt,
        closes_at: schedule.closesAt,
        slot_minutes: schedule.slotMinutes,
        capacity: schedule.capacity,
      })),
    closures: closures.filter((closure) => closure.activityId === record.id).map(toClosure),
  }));
}

function toClosure(closure: Awaited<ReturnType<typeof findClosures>>[number]): Closure {
  return {
    id: closure.id,
    date: closure.onDate,
    start_time: closure.startTime,
    reason: closure.reason,
    cancelled_bookings: closure.cancelledBookings,
  };
}

async function requireActivity(ctx: Pick<Ctx, 'db'>, staff: StaffPrincipal, activityId: number) {
  const [record] = await findActivities(ctx.db, staff.hotelId, { activityId, includeInactive: true });
  if (!record) throw notFound(ACTIVITY_NOT_FOUND, 'activity_not_found');
  return record;
}

export async function saveStaffActivity(
  ctx: EditCtx,
  staff: StaffPrincipal,
  activityId: number | undefined,
  input: z.infer<typeof activityInput>,
): Promise<number> {
  for (const option of input.options) {
    if (option.max_selections !== null && option.max_selections < option.min_selections) {
      throw badRequest(
        `${option.name}: the maximum selections cannot be below the minimum.`,
        'invalid_option',
      );
    }
  }
  const id = await saveActivity(ctx.db, staff.hotelId, activityId, input);
  if (id === undefined) throw notFound(ACTIVITY_NOT_FOUND, 'activity_not_found');
  await announceEdit(ctx, staff.hotelId, id);
  return id;
}

export async function addSchedule(
  ctx: EditCtx,
  staff: StaffPrincipal,
  activityId: number,
  input: z.infer<typeof scheduleInput>,
): Promise<void> {
  await requireActivity(ctx, staff, activityId);
  await insertSchedule(ctx.db, activityId, input);
  await announceEdit(ctx, staff.hotelId, activityId);
}

/** Refuses, with the number booked, a capacity below what a future slot of the schedule already holds. */
export async function changeSchedule(
  ctx: EditCtx,
  staff: StaffPrincipal,
  activityId: number,
  scheduleId: number,
  input: z.infer<typeof scheduleInput>,
): Promise<void> {
  await requireActivity(ctx, staff, activityId);
  const now = ctx.now();
  const refuse = (booked: number) =>
    conflict(
      `A coming slot already has ${booked} ${booked === 1 ? 'person' : 'people'} booked: the capacity cannot go below ${booked}. Cancel or move bookings first.`,
      'capacity_below_booked',
    );
  const most = await mostBookedAhead(ctx.db, scheduleId, now);
  if (input.capacity < most) throw refuse(most);
  try {
    if (!(await updateSchedule(ctx.db, activityId, scheduleId, input, now))) {
      throw notFound('Schedule not found.', 'schedule_not_found');
    }
  } catch (error) {
    // A booking landed between the check and the update: the slots' check constraint refused it.
    if (isCheckViolation(error)) throw refuse(await mostBookedAhead(ctx.db, scheduleId, now));
    throw error;
  }
  await announceEdit(ctx, staff.hotelId, activityId);
}

function isCheckViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

export async function removeSchedule(
  ctx: EditCtx,
  staff: StaffPrincipal,
  activityId: number,
  scheduleId: number,
): Promise<void> {
  await requireActivity(ctx, staff, activityId);
  const holding = await countHoldingAhead(ctx.db, scheduleId, ctx.now());
  if (holding > 0) {
    throw conflict(
      `${holding} coming ${holding === 1 ? 'booking uses' : 'bookings use'} this schedule. Close those days or slots first: that cancels the bookings and tells the guests.`,
      'schedule_has_bookings',
    );
  }
  if (!(await deleteSchedule(ctx.db, activityId, scheduleId)))
    throw notFound('Schedule not found.', 'schedule_not_found');
  await announceEdit(ctx, staff.hotelId, activityId);
}

/** Closes a day or one slot and cancels its bookings, each guest told the reason. */
export async function addClosure(
  ctx: Ctx,
  staff: StaffPrincipal,
  activityId: number,
  input: z.infer<typeof closureInput>,
  log: Log,
): Promise<Closure> {
  await requireActivity(ctx, staff, activityId);
  const closureId = await insertClosure(ctx.db, {
    activityId,
    onDate: input.date,
    startTime: input.start_time,
    reason: input.reason,
  });
  const bookings = await findBookings(ctx.db, {
    hotelId: staff.hotelId,
    from: zonedToInstant(input.date, '00:00:00', staff.timezone),
    to: zonedToInstant(addDays(input.date, 1), '00:00:00', staff.timezone),
    statuses: HOLDING_STATUSES,
  });
  let cancelled = 0;
  for (const booking of bookings) {
    if (booking.activityId !== activityId) continue;
    if (input.start_time !== null && toBooking(booking, ctx.now()).scheduled_time !== input.start_time)
      continue;
    try {
      await applyChange(
        ctx,
        booking,
        {
          from: HOLDING_STATUSES,
          to: 'cancelled',
          cancel: { reason: input.reason, by: 'hotel' },
        },
        'cancelled_by_hotel',
        log,
      );
      cancelled++;
      await tellStaff(ctx, staff.hotelId, booking.id, 'cancelled', log);
    } catch (error) {
      // Cancelled by its guest meanwhile: nothing left to do for it.
      if (!(error instanceof Error && 'code' in error && error.code === 'booking_changed')) throw error;
    }
  }
  await setClosureCount(ctx.db, closureId, cancelled);
  // Its bookings' cancellations dropped the day already where it had any; a closure of an empty day too.
  forgetActivityDay(ctx, staff.hotelId, activityId, input.date);
  await publishStaffUpdate(
    ctx,
    staff.hotelId,
    {
      topic: 'bookings',
      action: 'closed',
      id: closureId,
      data: { activity_id: activityId, scheduled_date: input.date },
    },
    log,
  );
  return {
    id: closureId,
    date: input.date,
    start_time: input.start_time,
    reason: input.reason,
    cancelled_bookings: cancelled,
  };
}

export async function removeClosure(
  ctx: EditCtx,
  staff: StaffPrincipal,
  activityId: number,
  closureId: number,
): Promise<void> {
  await requireActivity(ctx, staff, activityId);
  const reopened = await deleteClosure(ctx.db, activityId, closureId);
  if (!reopened) throw notFound('Closure not found.', 'closure_not_found');
  forgetActivityDay(ctx, staff.hotelId, activityId, reopened.date);
  await publishStaffUpdate(ctx, staff.hotelId, {
    topic: 'bookings',
    action: 'reopened',
    id: closureId,
    data: { activity_id: activityId, scheduled_date: reopened.date },
  });
}
