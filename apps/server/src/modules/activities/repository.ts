import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityBookingStatus } from '@hotel/contracts/activities';
import { rowsOf, type Database } from '../../platform/database/database.ts';
import { insertIdempotencyKey, type IdempotencyClaim } from '../../platform/idempotency/repository.ts';
import { stays } from '../stays/schema.ts';
import { billLineSql, type BillLineWording } from '../billing/index.ts';
import { charges } from '../billing/schema.ts';
import { hotels } from '../hotels/schema.ts';
import { rooms } from '../stays/schema.ts';
import { notificationFromJson, type NotificationJson, type NotificationRow } from '../notifications/index.ts';
import { notifications, type NoticeWording } from '../notifications/schema.ts';
import {
  activities,
  activityBookings,
  activityClosures,
  activityOptions,
  activityOptionValues,
  activitySchedules,
  activitySlots,
  type BookingOptionDetail,
} from './schema.ts';
import type { ClosureRecord, ScheduleRecord, SlotCandidate } from './slots.ts';

// ---------------------------------------------------------------------------------------------------
// Catalogue

export interface ActivityOptionRecord {
  id: number;
  name: string;
  description: string;
  required: boolean;
  multiple: boolean;
  minSelections: number;
  maxSelections: number | null;
  values: { id: number; name: string; description: string; priceAdjustmentMinor: number }[];
}

export type ActivityRow = typeof activities.$inferSelect;
export interface ActivityRecord extends ActivityRow {
  options: ActivityOptionRecord[];
}

/** The hotel's activities (active ones unless told), in display order, with their options and values. */
export async function findActivities(
  db: Database,
  hotelId: number,
  filter: { activityId?: number; includeInactive?: boolean } = {},
): Promise<ActivityRecord[]> {
  const scope: SQL[] = [eq(activities.hotelId, hotelId)];
  if (filter.activityId !== undefined) scope.push(eq(activities.id, filter.activityId));
  if (!filter.includeInactive) scope.push(eq(activities.active, true));
  const [rows, optionRows, valueRows] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(and(...scope))
      .orderBy(asc(activities.sortOrder), asc(activities.id)),
    db
      .select({ option: activityOptions })
      .from(activityOptions)
      .innerJoin(activities, eq(activities.id, activityOptions.activityId))
      .where(and(...scope))
      .orderBy(asc(activityOptions.sortOrder), asc(activityOptions.id)),
    db
      .select({ value: activityOptionValues })
      .from(activityOptionValues)
      .innerJoin(activityOptions, eq(activityOptions.id, activityOptionValues.optionId))
      .innerJoin(activities, eq(activities.id, activityOptions.activityId))
      .where(and(...scope))
      .orderBy(asc(activityOptionValues.sortOrder), asc(activityOptionValues.id)),
  ]);
  const valuesByOption = new Map<number, ActivityOptionRecord['values']>();
  for (const { value } of valueRows) {
    const list = valuesByOption.get(value.optionId) ?? [];
    list.push({
      id: value.id,
      name: value.name,
      description: value.description,
      priceAdjustmentMinor: value.priceAdjustmentMinor,
    });
    valuesByOption.set(value.optionId, list);
  }
  const optionsByActivity = new Map<number, ActivityOptionRecord[]>();
  for (const { option } of optionRows) {
    const list = optionsByActivity.get(option.activityId) ?? [];
    list.push({
      id: option.id,
      name: option.name,
      description: option.description,
      required: option.required,
      multiple: option.multiple,
      minSelections: option.minSelections,
      maxSelections: option.maxSelections,
      values: valuesByOption.get(option.id) ?? [],
    });
    optionsByActivity.set(option.activityId, list);
  }
  return rows.map((row) => ({ ...row, options: optionsByActivity.get(row.id) ?? [] }));
}

export async function findSchedules(db: Database, activityIds: number[]): Promise<ScheduleRecord[]> {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(activitySchedules)
    .where(inArray(activitySchedules.activityId, activityIds))
    .orderBy(asc(activitySchedules.id));
}

/** Closures of the activities on the dates from `fromDate` to `toDate` inclusive. */
export async function findClosures(
  db: Database,
  activityIds: number[],
  fromDate: string,
  toDate: string,
): Promise<ClosureRecord[]> {
  if (activityIds.length === 0) return [];
  return db
    .select({
      id: activityClosures.id,
      activityId: activityClosures.activityId,
      onDate: activityClosures.onDate,
      startTime: activityClosures.startTime,
      reason: activityClosures.reason,
      cancelledBookings: activityClosures.cancelledBookings,
    })
    .from(activityClosures)
    .where(
      and(
        inArray(activityClosures.activityId, activityIds),
        sql`${activityClosures.onDate} between ${fromDate} and ${toDate}`,
      ),
    )
    .orderBy(asc(activityClosures.onDate), asc(activityClosures.id));
}

export interface SlotRow {
  id: number;
  activityId: number;
  startsAt: Date;
  capacity: number;
  booked: number;
}

/** Stored slots (those ever booked) of the hotel's activities starting in [from, to). */
export async function findSlotRows(
  db: Database,
  hotelId: number,
  activityIds: number[],
  from: Date,
  to: Date,
): Promise<SlotRow[]> {
  if (activityIds.length === 0) return [];
  return db
    .select({
      id: activitySlots.id,
      activityId: activitySlots.activityId,
      startsAt: activitySlots.startsAt,
      capacity: activitySlots.capacity,
      booked: activitySlots.booked,
    })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.hotelId, hotelId),
        inArray(activitySlots.activityId, activityIds),
        gte(activitySlots.startsAt, from),
        lt(activitySlots.startsAt, to),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------
// Bookings

export interface NewBooking {
  hotelId: number;
  stayId: number;
  guestSessionId: number;
  activityId: number;
  /** The schedule's slot: stored with the booking's places if nobody booked it yet. */
  slot: SlotCandidate;
  status: ActivityBookingStatus;
  numberOfPeople: number;
  optionDetails: BookingOptionDetail[];
  specialRequests: string;
  totalMinor: number;
  currencySymbol: string;
  referenceNumber: string;
  prepaymentRequired: boolean;
  remindAt: Date | null;
  chargeDescription: string;
  notice: BookingNotice;
  now: Date;
}

export interface BookingNotice {
  title: string;
  message: string;
  wording: NoticeWording;
  variant: string;
}

/** What the booking statement returns: enough, with what the caller sent, to answer without reading back. */
export interface InsertedBooking {
  id: number;
  slotId: number;
  /** The stored slot's end (a slot stored before its schedule's hours changed keeps its own). */
  endsAt: Date;
  notification: NotificationRow;
  roomNumber: string;
  familyName: string;
  /** The stay's language, to word the notification pushed. */
  language: string;
}

/**
 * Takes the places and writes the booking, its charge, the guest's notification and the Idempotency-Key in
 * ONE statement (docs/decisions/0161). Its first entry stores the slot with the party's places (`insert … on
 * conflict`) or, when the slot is stored, adds them while `booked + people <= capacity`: on PostgreSQL a
 * concurrent booking of the same slot waits on the row lock and the condition is checked against the
 * committed count, so a full slot matches nothing and nothing else is written (decision 0020). A closure of
 * the day or the slot matches nothing either. Undefined: the slot was closed or had too few places left.
 */
export async function insertBooking(
  db: Database,
  booking: NewBooking,
  claim?: IdempotencyClaim,
): Promise<InsertedBooking | undefined> {
  const now = booking.now.toISOString();
  const { slot, numberOfPeople: people } = booking;
  const result = await db.execute(sql`
    with taken as (
      insert into ${activitySlots} as slot (hotel_id, activity_id, schedule_id, starts_at, ends_at, capacity, booked)
      select ${booking.hotelId}::int, ${booking.activityId}::int, ${slot.scheduleId}::int,
        ${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz, ${slot.capacity}::int,
        ${people}::int
      where ${people}::int <= ${slot.capacity}::int
        and not exists (
          select 1 from ${activityClosures} closure
          where closure.activity_id = ${booking.activityId}::int and closure.on_date = ${slot.date}::date
            and (closure.start_time is null or closure.start_time = ${slot.startTime}::text))
      on conflict (activity_id, starts_at) do update set booked = slot.booked + excluded.booked
        where slot.hotel_id = excluded.hotel_id and slot.booked + excluded.booked <= slot.capacity
      returning slot.id, slot.ends_at
    ), new_booking as (
      insert into ${activityBookings} (hotel_id, stay_id, guest_session_id, activity_id, slot_id, status,
        number_of_people, option_details, special_requests, total_minor, currency_symbol, reference_number,
        prepayment_required, remind_at, created_at, updated_at)
      select ${booking.hotelId}::int, ${booking.stayId}::int, ${booking.guestSessionId}::int,
        ${booking.activityId}::int, taken.id, ${booking.status}::text, ${people}::int,
        ${JSON.stringify(booking.optionDetails)}::jsonb, ${booking.specialRequests}::text,
        ${booking.totalMinor}::bigint, ${booking.currencySymbol}::text, ${booking.referenceNumber}::text,
        ${booking.prepaymentRequired}::boolean, ${booking.remindAt?.toISOString() ?? null}::timestamptz,
        ${now}::timestamptz, ${now}::timestamptz
      from taken
      returning id, hotel_id, stay_id, slot_id, status, total_minor
    ), new_charge as (
      insert into ${charges} (hotel_id, stay_id, source, source_id, description, amount_minor)
      select hotel_id, stay_id, 'activity_booking', id, ${booking.chargeDescription}::text, total_minor
      from new_booking where total_minor > 0
    ), new_notice as (
      ${noticeInsert('new_booking', booking.notice, now)}
    )${claim ? sql`, new_key as (${insertIdempotencyKey(claim, 'new_booking')})` : sql``}
    select new_booking.id as booking_id, new_booking.slot_id,
           (extract(epoch from taken.ends_at) * 1000)::float8 as ends_at_ms,
           (select row_to_json(new_notice) from new_notice) as notification,
           room.room_number, stay.family_name, stay.language
    from new_booking
    join taken on taken.id = new_booking.slot_id
    join ${stays} stay on stay.id = new_booking.stay_id
    join ${rooms} room on room.id = stay.room_id`);
  const [row] = rowsOf<{
    booking_id: number;
    slot_id: number;
    ends_at_ms: number | string;
    notification: NotificationJson | null;
    room_number: string;
    family_name: string;
    language: string;
  }>(result);
  if (!row?.notification) return undefined;
  return {
    id: row.booking_id,
    slotId: row.slot_id,
    endsAt: new Date(Number(row.ends_at_ms)),
    notification: notificationFromJson(row.notification),
    roomNumber: row.room_number,
    familyName: row.family_name,
    language: row.language,
  };
}

/** The notifications insert for a WITH entry `source` that returns id, hotel_id, stay_id and status. */
function noticeInsert(source: string, notice: BookingNotice, now: string): SQL {
  return sql`insert into ${notifications} (hotel_id, stay_id, type, title, message, data, created_at)
    select hotel_id, stay_id, 'booking_update', ${notice.title}, ${notice.message},
      jsonb_build_object('booking_id', id, 'activity_booking_id', id, 'status', status,
                         'variant', ${notice.variant}::text, 'wording', ${JSON.stringify(notice.wording)}::jsonb),
      ${now}
    from ${sql.identifier(source)}
    returning *`;
}

export interface BookingChange {
  hotelId: number;
  bookingId: number;
  /** Set for the guest's own changes: another stay's booking matches nothing. */
  stayId?: number;
  from: readonly ActivityBookingStatus[];
  to: ActivityBookingStatus;
  /** Cancellations: frees the places and puts a reversing line on the bill, worded by who cancelled. */
  cancel?: { reason: string | null; by: 'guest' | 'hotel' };
  markPrepaid?: boolean;
  notice: BookingNotice;
  now: Date;
}

/**
 * Moves a booking to another status in ONE statement, only while its status is one of `from` (two staff
 * members, or a guest and a closure, acting at once: the second matches nothing). A cancellation frees its
 * places and adds a reversing line for its charge; charge lines are never edited. Undefined when nothing matched.
 */
export async function changeBooking(
  db: Database,
  change: BookingChange,
): Promise<{ notification: NotificationRow } | undefined> {
  const now = change.now.toISOString();
  const statuses = sql.join(
    change.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const cancel = change.cancel;
  const reversalWording: BillLineWording = cancel?.by === 'hotel' ? 'cancelled_by_hotel' : 'cancelled';
  const result = await db.execute<{ notification: NotificationJson | null }>(sql`
    with changed as (
      update ${activityBookings}
      set status = ${change.to}, updated_at = ${now},
          prepayment_made = prepayment_made or ${change.markPrepaid ?? false}
          ${cancel ? sql`, cancel_reason = ${cancel.reason}` : sql``}
      where id = ${change.bookingId} and hotel_id = ${change.hotelId}
        ${change.stayId === undefined ? sql`` : sql`and stay_id = ${change.stayId}`}
        and status in (${statuses})
      returning id, hotel_id, stay_id, status, slot_id, number_of_people, total_minor
    )${
      cancel
        ? sql`, released as (
      update ${activitySlots} slot set booked = slot.booked - changed.number_of_people
      from changed where slot.id = changed.slot_id
    ), reversal as (
      insert into ${charges} (hotel_id, stay_id, source, source_id, description, wording, amount_minor,
                              reverses_charge_id)
      select changed.hotel_id, changed.stay_id, 'reversal', changed.id,
             ${billLineSql(reversalWording, sql`charge.description`)}, ${reversalWording}, -charge.amount_minor,
             charge.id
      from changed join ${charges} charge
        on charge.source = 'activity_booking' and charge.source_id = changed.id and charge.stay_id = changed.stay_id
      where not exists (select 1 from ${charges} done where done.reverses_charge_id = charge.id)
    )`
        : sql``
    }, notice as (
      ${noticeInsert('changed', change.notice, now)}
    )
    select (select row_to_json(notice) from notice) as notification`);
  const row = rowsOf<{ notification: NotificationJson | null }>(result)[0];
  if (!row?.notification) return undefined;
  return { notification: notificationFromJson(row.notification) };
}

export interface BookingRecord {
  id: number;
  hotelId: number;
  stayId: number;
  activityId: number;
  activityName: string;
  activityImage: string | null;
  cancelCutoffMinutes: number;
  slotId: number;
  startsAt: Date;
  endsAt: Date;
  status: ActivityBookingStatus;
  numberOfPeople: number;
  optionDetails: BookingOptionDetail[];
  specialRequests: string;
  totalMinor: number;
  currencySymbol: string;
  referenceNumber: string;
  prepaymentRequired: boolean;
  prepaymentMade: boolean;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  roomNumber: string;
  familyName: string;
  language: string;
  timezone: string;
  /** The hotel's currency: the exponent its amounts are stored in. */
  currencyCode: string;
  hotelUniqueId: string;
}

export interface BookingFilter {
  hotelId: number;
  /** Only these bookings. */
  ids?: number[];
  stayId?: number;
  bookingId?: number;
  /** Bookings whose slot starts in [from, to). */
  from?: Date;
  to?: Date;
  statuses?: readonly ActivityBookingStatus[];
}

/** Bookings with their activity, slot and guest, earliest start first (the newest first for a stay). */
export async function findBookings(db: Database, filter: BookingFilter): Promise<BookingRecord[]> {
  const scope: SQL[] = [eq(activityBookings.hotelId, filter.hotelId)];
  if (filter.stayId !== undefined) scope.push(eq(activityBookings.stayId, filter.stayId));
  if (filter.bookingId !== undefined) scope.push(eq(activityBookings.id, filter.bookingId));
  if (filter.ids) scope.push(inArray(activityBookings.id, filter.ids.length > 0 ? filter.ids : [0]));
  if (filter.from) scope.push(gte(activitySlots.startsAt, filter.from));
  if (filter.to) scope.push(lt(activitySlots.startsAt, filter.to));
  if (filter.statuses) scope.push(inArray(activityBookings.status, [...filter.statuses]));
  const rows = await db
    .select({
      id: activityBookings.id,
      hotelId: activityBookings.hotelId,
      stayId: activityBookings.stayId,
      activityId: activityBookings.activityId,
      activityName: activities.name,
      activityImage: activities.imageUrl,
      cancelCutoffMinutes: activities.cancelCutoffMinutes,
      slotId: activityBookings.slotId,
      startsAt: activitySlots.startsAt,
      endsAt: activitySlots.endsAt,
      status: activityBookings.status,
      numberOfPeople: activityBookings.numberOfPeople,
      optionDetails: activityBookings.optionDetails,
      specialRequests: activityBookings.specialRequests,
      totalMinor: activityBookings.totalMinor,
      currencySymbol: activityBookings.currencySymbol,
      referenceNumber: activityBookings.referenceNumber,
      prepaymentRequired: activityBookings.prepaymentRequired,
      prepaymentMade: activityBookings.prepaymentMade,
      cancelReason: activityBookings.cancelReason,
      createdAt: activityBookings.createdAt,
      updatedAt: activityBookings.updatedAt,
      roomNumber: rooms.roomNumber,
      familyName: stays.familyName,
      language: stays.language,
      timezone: hotels.timezone,
      currencyCode: hotels.currencyCode,
      hotelUniqueId: hotels.uniqueId,
    })
    .from(activityBookings)
    .innerJoin(activitySlots, eq(activitySlots.id, activityBookings.slotId))
    .innerJoin(activities, eq(activities.id, activityBookings.activityId))
    .innerJoin(stays, eq(stays.id, activityBookings.stayId))
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .innerJoin(hotels, eq(hotels.id, activityBookings.hotelId))
    .where(and(...scope))
    .orderBy(
      ...(filter.stayId !== undefined
        ? [desc(activitySlots.startsAt), desc(activityBookings.id)]
        : [asc(activitySlots.startsAt), asc(activityBookings.id)]),
    );
  return rows;
}

/** Whether `error` is the unique violation of a reference number (then the caller draws another). */
export function isTakenReference(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'activity_bookings_reference_idx') return true;
  }
  return false;
}

/** Whether the hotel has any activities: their amounts pin the currency's decimals (hotels' currencyLocked). */
export async function hotelHasActivities(db: Database, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.hotelId, hotelId))
    .limit(1);
  return row !== undefined;
}

/** The activities' texts a guest reads (names, descriptions, options and their values), for translation. */
export async function activityTexts(db: Database, hotelId: number): Promise<(string | null)[]> {
  const result = await db.execute(sql`
    select name as text from activities where hotel_id = ${hotelId}
    union select description from activities where hotel_id = ${hotelId}
    union select o.name from activity_options o join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
    union select o.description from activity_options o join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
    union select v.name from activity_option_values v join activity_options o on o.id = v.option_id
      join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
    union select v.description from activity_option_values v join activity_options o on o.id = v.option_id
      join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}`);
  return rowsOf<{ text: string | null }>(result).map((row) => row.text);
}

/** Seconds since the oldest reminder still to send fell due (0 when none is): the queue's lag, for /metrics. */
export async function oldestDueReminderSeconds(db: Database, now: Date): Promise<number> {
  const [row] = rowsOf<{ oldest: string | Date | null }>(
    await db.execute(sql`
      select min(remind_at) as oldest from ${activityBookings}
      where remind_at <= ${now.toISOString()} and reminded_at is null and status in ('pending', 'confirmed')`),
  );
  return row?.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0;
}

/**
 * Claims up to `limit` bookings whose reminder is due (FOR UPDATE SKIP LOCKED, so of several instances exactly one
 * takes each) and marks them reminded, in the caller's transaction.
 */
export async function claimDueReminders(
  tx: Database,
  now: Date,
  limit: number,
): Promise<{ id: number; hotel_id: number }[]> {
  const due = rowsOf<{ id: number; hotel_id: number }>(
    await tx.execute(sql`
      select id, hotel_id from ${activityBookings}
      where remind_at <= ${now.toISOString()} and reminded_at is null and status in ('pending', 'confirmed')
      order by remind_at
      limit ${limit}
      for update skip locked`),
  );
  if (due.length === 0) return due;
  await tx.execute(sql`
    update ${activityBookings} set reminded_at = ${now.toISOString()}
    where id in (${sql.join(
      due.map((row) => sql`${row.id}`),
      sql`, `,
    )})`);
  return due;
}
