import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BookingRequestField } from '@hotel/contracts/requests';
import type { Database } from '../../platform/database/database.ts';
import { staffMemberNameOf } from '../staff/index.ts';
import { stays } from '../stays/schema.ts';
import { hotels } from '../hotels/schema.ts';
import { rooms } from '../stays/schema.ts';
import { serviceRequests, type ServiceRequestKind, type ServiceRequestStatus } from './schema.ts';

type StayRow = typeof stays.$inferSelect;
type HotelRow = typeof hotels.$inferSelect;

/** The stay column behind each API field. */
export const STAY_COLUMN = {
  request_cleaning: 'requestCleaning',
  request_towels: 'requestTowels',
  request_toiletries: 'requestToiletries',
  request_sheets: 'requestSheets',
  request_general_assistance: 'requestGeneralAssistance',
  do_not_disturb: 'doNotDisturb',
} as const satisfies Record<BookingRequestField, keyof StayRow>;

/** The hotel flag that lets guests use each field (SPEC section 6). */
export const HOTEL_FLAG = {
  request_cleaning: 'guestsCanRequestCleaning',
  request_towels: 'guestsCanRequestTowels',
  request_toiletries: 'guestsCanRequestToiletries',
  request_sheets: 'guestsCanRequestSheets',
  request_general_assistance: 'guestsCanRequestGeneralAssistance',
  do_not_disturb: 'guestsCanSetDoNotDisturb',
} as const satisfies Record<BookingRequestField, keyof HotelRow>;

const bookingColumns = {
  id: stays.id,
  requestCleaning: stays.requestCleaning,
  requestTowels: stays.requestTowels,
  requestToiletries: stays.requestToiletries,
  requestSheets: stays.requestSheets,
  requestGeneralAssistance: stays.requestGeneralAssistance,
  doNotDisturb: stays.doNotDisturb,
};

export type BookingRow = { [K in keyof typeof bookingColumns]: K extends 'id' ? number : boolean };

const ofStay = (hotelId: number, stayId: number) => and(eq(stays.id, stayId), eq(stays.hotelId, hotelId));

export async function findBooking(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db.select(bookingColumns).from(stays).where(ofStay(hotelId, stayId)).limit(1);
  return row;
}

/**
 * The stay with its room and the hotel's flags, locked until the transaction ends: two phones of the
 * same stay toggling at once are serialised here. Always lock the stay before its service requests.
 */
export async function lockBooking(db: Database, hotelId: number, stayId: number) {
  const [row] = await db
    .select({
      booking: bookingColumns,
      room: rooms.roomNumber,
      flags: {
        guestsCanRequestCleaning: hotels.guestsCanRequestCleaning,
        guestsCanRequestTowels: hotels.guestsCanRequestTowels,
        guestsCanRequestToiletries: hotels.guestsCanRequestToiletries,
        guestsCanRequestSheets: hotels.guestsCanRequestSheets,
        guestsCanRequestGeneralAssistance: hotels.guestsCanRequestGeneralAssistance,
        guestsCanSetDoNotDisturb: hotels.guestsCanSetDoNotDisturb,
      },
    })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .innerJoin(hotels, eq(hotels.id, stays.hotelId))
    .where(ofStay(hotelId, stayId))
    .for('update', { of: stays })
    .limit(1);
  return row;
}

export async function setStayField(
  db: Database,
  hotelId: number,
  stayId: number,
  field: BookingRequestField,
  value: boolean,
): Promise<BookingRow | undefined> {
  const change: Partial<StayRow> = {};
  change[STAY_COLUMN[field]] = value;
  const [row] = await db.update(stays).set(change).where(ofStay(hotelId, stayId)).returning(bookingColumns);
  return row;
}

/**
 * Opens a task unless one of that kind is already open for the stay (the partial unique index). The id
 * of the task it opened, or undefined when one was open already.
 */
export async function openServiceRequest(
  db: Database,
  request: { hotelId: number; stayId: number; kind: ServiceRequestKind; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(serviceRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: serviceRequests.id });
  return row?.id;
}

/** The id of the task it closed, or undefined when none of that kind was open. */
export async function closeOpenServiceRequest(
  db: Database,
  request: { hotelId: number; stayId: number; kind: ServiceRequestKind },
  status: Exclude<ServiceRequestStatus, 'open'>,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(serviceRequests)
    .set({ status, closedAt: now })
    .where(
      and(
        eq(serviceRequests.hotelId, request.hotelId),
        eq(serviceRequests.stayId, request.stayId),
        eq(serviceRequests.kind, request.kind),
        eq(serviceRequests.status, 'open'),
      ),
    )
    .returning({ id: serviceRequests.id });
  return row?.id;
}

const staffColumns = {
  id: serviceRequests.id,
  stayId: serviceRequests.stayId,
  kind: serviceRequests.kind,
  status: serviceRequests.status,
  createdAt: serviceRequests.createdAt,
  acknowledgedAt: serviceRequests.acknowledgedAt,
  acknowledgedById: serviceRequests.acknowledgedByStaffId,
  acknowledgedByName: staffMemberNameOf(serviceRequests.acknowledgedByStaffId),
  closedAt: serviceRequests.closedAt,
  room: rooms.roomNumber,
  doNotDisturb: stays.doNotDisturb,
};

export type StaffRequestRow = {
  id: number;
  stayId: number;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  createdAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedById: number | null;
  acknowledgedByName: string | null;
  closedAt: Date | null;
  room: string;
  doNotDisturb: boolean;
};

/** Open tasks oldest first (the order to work them in); closed ones newest first. */
export async function listServiceRequests(
  db: Database,
  hotelId: number,
  status: ServiceRequestStatus,
  limit: number,
): Promise<StaffRequestRow[]> {
  return db
    .select(staffColumns)
    .from(serviceRequests)
    .innerJoin(stays, eq(stays.id, serviceRequests.stayId))
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(serviceRequests.hotelId, hotelId), eq(serviceRequests.status, status)))
    .orderBy(
      status === 'open' ? asc(serviceRequests.id) : desc(serviceRequests.closedAt),
      desc(serviceRequests.id),
    )
    .limit(limit);
}

export async function findServiceRequest(
  db: Database,
  hotelId: number,
  id: number,
): Promise<StaffRequestRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(serviceRequests)
    .innerJoin(stays, eq(stays.id, serviceRequests.stayId))
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.hotelId, hotelId)))
    .limit(1);
  return row;
}

/** Re-reads the task under lock (after its stay was locked) so a concurrent withdrawal is seen. */
export async function lockServiceRequest(db: Database, hotelId: number, id: number) {
  const [row] = await db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.hotelId, hotelId)))
    .for('update')
    .limit(1);
  return row;
}

export async function markServiceRequestDone(
  db: Database,
  hotelId: number,
  id: number,
  staffMemberId: number,
  now: Date,
): Promise<void> {
  // Done without being taken first: whoever did it took it, at that moment.
  await db
    .update(serviceRequests)
    .set({
      status: 'done',
      closedAt: now,
      closedByStaffId: staffMemberId,
      acknowledgedAt: sql`coalesce(${serviceRequests.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      acknowledgedByStaffId: sql`coalesce(${serviceRequests.acknowledgedByStaffId}, ${staffMemberId})`,
    })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.hotelId, hotelId)));
}

/**
 * Takes an open task that nobody has taken yet. Undefined when nothing changed: already taken (the first
 * one keeps it), closed, or not this hotel's.
 */
export async function acknowledgeServiceRequest(
  db: Database,
  hotelId: number,
  id: number,
  staffMemberId: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(serviceRequests)
    .set({ acknowledgedAt: now, acknowledgedByStaffId: staffMemberId })
    .where(
      and(
        eq(serviceRequests.id, id),
        eq(serviceRequests.hotelId, hotelId),
        eq(serviceRequests.status, 'open'),
        isNull(serviceRequests.acknowledgedAt),
      ),
    )
    .returning({ id: serviceRequests.id });
  return row?.id;
}

type StatsRow = {
  date: string;
  requests: string | number;
  acknowledged: string | number;
  completed: string | number;
  median_ack: string | number | null;
  max_ack: string | number | null;
  median_done: string | number | null;
};

export interface RequestDayRow {
  date: string;
  requests: number;
  acknowledged: number;
  completed: number;
  medianAcknowledgeSeconds: number | null;
  maxAcknowledgeSeconds: number | null;
  medianCompleteSeconds: number | null;
}

/**
 * Per day (the hotel's calendar day the guest asked on), from `since` on: how many requests, how many
 * were taken and done, and how long that took. Withdrawn requests count as asked but not as answered.
 */
export async function requestStatsByDay(
  db: Database,
  hotelId: number,
  timezone: string,
  since: Date,
): Promise<RequestDayRow[]> {
  const result = await db.execute<StatsRow>(sql`
    select to_char(${serviceRequests.createdAt} at time zone ${timezone}, 'YYYY-MM-DD') as date,
           count(*) as requests,
           count(${serviceRequests.acknowledgedAt}) as acknowledged,
           count(*) filter (where ${serviceRequests.status} = 'done') as completed,
           percentile_cont(0.5) within group (order by extract(epoch from
             ${serviceRequests.acknowledgedAt} - ${serviceRequests.createdAt})) as median_ack,
           max(extract(epoch from ${serviceRequests.acknowledgedAt} - ${serviceRequests.createdAt})) as max_ack,
           percentile_cont(0.5) within group (order by extract(epoch from
             ${serviceRequests.closedAt} - ${serviceRequests.createdAt}))
             filter (where ${serviceRequests.status} = 'done') as median_done
    from ${serviceRequests}
    where ${serviceRequests.hotelId} = ${hotelId} and ${serviceRequests.createdAt} >= ${since.toISOString()}
    group by 1
    order by 1 desc
  `);
  // PGlite and pg both answer { rows }; counts come back as text from pg.
  const rows = (result as unknown as { rows: StatsRow[] }).rows;
  const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    date: row.date,
    requests: Number(row.requests),
    acknowledged: Number(row.acknowledged),
    completed: Number(row.completed),
    medianAcknowledgeSeconds: numberOrNull(row.median_ack),
    maxAcknowledgeSeconds: numberOrNull(row.max_ack),
    medianCompleteSeconds: numberOrNull(row.median_done),
  }));
}
