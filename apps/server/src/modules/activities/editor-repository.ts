import { and, eq, gt, sql } from 'drizzle-orm';
import type { ActivityInput, ScheduleInput } from '@hotel/contracts/activities';
import { loadHotelCurrency, toMinorAmount, type HotelCurrency } from '../hotels/index.ts';
import { rowsOf, type Database } from '../../platform/database/database.ts';
import {
  activities,
  activityBookings,
  activityClosures,
  activityOptionValues,
  activityOptions,
  activitySchedules,
  activitySlots,
} from './schema.ts';

type ParsedActivityInput = Required<{ [K in keyof ActivityInput]-?: Exclude<ActivityInput[K], undefined> }>;
type ParsedScheduleInput = Required<{ [K in keyof ScheduleInput]-?: Exclude<ScheduleInput[K], undefined> }>;

function activityColumns(input: ParsedActivityInput, currency: HotelCurrency) {
  return {
    name: input.name,
    description: input.description,
    imageUrl: input.image_url,
    priceMinor: toMinorAmount(input.price, currency, 'Price'),
    pricePerPerson: input.price_per_person,
    minPeople: input.min_people,
    maxPeople: input.max_people,
    prepaymentRequired: input.prepayment_required,
    cancelCutoffMinutes: input.cancel_cutoff_minutes,
    popularRank: input.popular_rank,
    active: input.active,
  };
}

/**
 * Writes an activity and replaces its options, in one transaction. Bookings keep the options as they were
 * named and priced when booked (their own snapshot), so replacing the rows alters no booking.
 */
export async function saveActivity(
  db: Database,
  hotelId: number,
  activityId: number | undefined,
  input: ParsedActivityInput,
): Promise<number | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const currency = await loadHotelCurrency(tx, hotelId);
    let id = activityId;
    if (id === undefined) {
      const [row] = await tx
        .insert(activities)
        .values({ hotelId, ...activityColumns(input, currency) })
        .returning({ id: activities.id });
      id = row!.id;
    } else {
      const updated = await tx
        .update(activities)
        .set(activityColumns(input, currency))
        .where(and(eq(activities.id, id), eq(activities.hotelId, hotelId)))
        .returning({ id: activities.id });
      if (updated.length === 0) return undefined;
      await tx.delete(activityOptions).where(eq(activityOptions.activityId, id));
    }
    for (const [position, option] of input.options.entries()) {
      const [row] = await tx
        .insert(activityOptions)
        .values({
          activityId: id,
          name: option.name,
          description: option.description ?? '',
          required: option.required ?? false,
          multiple: option.multiple ?? false,
          minSelections: option.min_selections ?? 0,
          maxSelections: option.max_selections ?? null,
          sortOrder: position,
        })
        .returning({ id: activityOptions.id });
      await tx.insert(activityOptionValues).values(
        option.values.map((value, index) => ({
          optionId: row!.id,
          name: value.name,
          description: value.description ?? '',
          priceAdjustmentMinor: toMinorAmount(value.price_adjustment ?? 0, currency, 'Price adjustment'),
          sortOrder: index,
        })),
      );
    }
    return id;
  });
}

function scheduleColumns(input: ParsedScheduleInput) {
  return {
    kind: input.kind,
    weekdays: input.kind === 'weekly' ? [...new Set(input.weekdays)].sort() : [],
    onDate: input.kind === 'session' ? input.date : null,
    opensAt: input.opens_at,
    closesAt: input.kind === 'weekly' ? input.closes_at : null,
    slotMinutes: input.slot_minutes,
    capacity: input.capacity,
  };
}

export async function insertSchedule(db: Database, activityId: number, input: ParsedScheduleInput) {
  await db.insert(activitySchedules).values({ activityId, ...scheduleColumns(input) });
}

/** The most people booked in one future stored slot of the schedule: the lowest capacity it may take. */
export async function mostBookedAhead(db: Database, scheduleId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ most: sql<number>`coalesce(max(${activitySlots.booked}), 0)::int` })
    .from(activitySlots)
    .where(and(eq(activitySlots.scheduleId, scheduleId), gt(activitySlots.startsAt, now)));
  return row?.most ?? 0;
}

/**
 * Changes a schedule and the capacity of its future stored slots in one statement. The slots' check
 * constraint (booked <= capacity) fails the statement if bookings arrived since the caller looked, so a
 * capacity below what is booked can never be stored. Undefined: no such schedule.
 */
export async function updateSchedule(
  db: Database,
  activityId: number,
  scheduleId: number,
  input: ParsedScheduleInput,
  now: Date,
): Promise<boolean> {
  const columns = scheduleColumns(input);
  const result = await db.execute<{ id: number }>(sql`
    with changed as (
      update ${activitySchedules}
      set kind = ${columns.kind}, weekdays = ${`{${columns.weekdays.join(',')}}`}::integer[],
          on_date = ${columns.onDate}, opens_at = ${columns.opensAt}, closes_at = ${columns.closesAt},
          slot_minutes = ${columns.slotMinutes}, capacity = ${columns.capacity}
      where id = ${scheduleId} and activity_id = ${activityId}
      returning id
    ), resized as (
      update ${activitySlots} set capacity = ${columns.capacity}
      where schedule_id in (select id from changed) and starts_at > ${now.toISOString()}
    )
    select id from changed`);
  return rowsOf(result).length > 0;
}

/** Future bookings still holding places in the schedule's slots. */
export async function countHoldingAhead(db: Database, scheduleId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(activityBookings)
    .innerJoin(activitySlots, eq(activitySlots.id, activityBookings.slotId))
    .where(
      and(
        eq(activitySlots.scheduleId, scheduleId),
        gt(activitySlots.startsAt, now),
        sql`${activityBookings.status} in ('pending', 'confirmed')`,
      ),
    );
  return row?.count ?? 0;
}

export async function deleteSchedule(db: Database, activityId: number, scheduleId: number): Promise<boolean> {
  const deleted = await db
    .delete(activitySchedules)
    .where(and(eq(activitySchedules.id, scheduleId), eq(activitySchedules.activityId, activityId)))
    .returning({ id: activitySchedules.id });
  return deleted.length > 0;
}

export async function insertClosure(
  db: Database,
  closure: { activityId: number; onDate: string; startTime: string | null; reason: string },
): Promise<number> {
  const [row] = await db.insert(activityClosures).values(closure).returning({ id: activityClosures.id });
  return row!.id;
}

export async function setClosureCount(db: Database, closureId: number, cancelled: number): Promise<void> {
  await db
    .update(activityClosures)
    .set({ cancelledBookings: cancelled })
    .where(eq(activityClosures.id, closureId));
}

/** Deletes a closure; its date, or undefined when the activity has no such closure. */
export async function deleteClosure(
  db: Database,
  activityId: number,
  closureId: number,
): Promise<{ date: string } | undefined> {
  const [deleted] = await db
    .delete(activityClosures)
    .where(and(eq(activityClosures.id, closureId), eq(activityClosures.activityId, activityId)))
    .returning({ date: activityClosures.onDate });
  return deleted;
}
