import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { guestSessions, rooms, stays } from './schema.ts';

export type StayRow = typeof stays.$inferSelect;

const stayColumns = (now: Date) => ({
  stay: stays,
  roomNumber: rooms.roomNumber,
  roomUnlicensed: rooms.unlicensed,
  signedInDevices: sql<number>`(
    select count(*)::int from ${guestSessions}
    where ${guestSessions.stayId} = ${stays.id}
      and ${guestSessions.revokedAt} is null
      and ${guestSessions.expiresAt} > ${now.toISOString()}
  )`,
});

export type StayWithRoom = NonNullable<Awaited<ReturnType<typeof findStay>>>;

/** Stays of the hotel whose dates cover `date` (arrivals, guests in house and departures of that day). */
export async function listStaysOfDay(db: Database, hotelId: number, date: string, now: Date) {
  return db
    .select(stayColumns(now))
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.hotelId, hotelId), lte(stays.checkInDate, date), gte(stays.checkOutDate, date)))
    .orderBy(asc(stays.id));
}

export async function findStay(db: Database, hotelId: number, stayId: number, now: Date) {
  const [row] = await db
    .select(stayColumns(now))
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId)))
    .limit(1);
  return row;
}

/** Locks rooms (in id order, so two transactions never wait on each other) while their stays are checked. */
export async function lockRooms(db: Database, hotelId: number, roomIds: number[]): Promise<void> {
  if (roomIds.length === 0) return;
  await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.id, roomIds)))
    .orderBy(asc(rooms.id))
    .for('update');
}

/** Stays in these rooms that are still running on or after `from`: the candidates for an overlap. */
export async function listStaysOfRoomsFrom(db: Database, roomIds: number[], from: string) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      id: stays.id,
      roomId: stays.roomId,
      familyName: stays.familyName,
      checkInDate: stays.checkInDate,
      checkOutDate: stays.checkOutDate,
    })
    .from(stays)
    .where(and(inArray(stays.roomId, roomIds), gte(stays.checkOutDate, from)));
}

export async function insertStays(db: Database, values: (typeof stays.$inferInsert)[]) {
  return db.insert(stays).values(values).returning({ id: stays.id });
}

export async function updateStay(
  db: Database,
  hotelId: number,
  stayId: number,
  changes: Partial<
    Pick<StayRow, 'roomId' | 'familyName' | 'checkInDate' | 'checkOutDate' | 'language' | 'checkedOutAt'>
  >,
) {
  await db
    .update(stays)
    .set(changes)
    .where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId)));
}

export async function deleteStay(db: Database, hotelId: number, stayId: number) {
  await db.delete(stays).where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId)));
}

/** Whether any phone ever signed in to the stay (such a stay may have orders and is never deleted). */
export async function stayWasUsed(db: Database, stayId: number): Promise<boolean> {
  const rows = await db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(eq(guestSessions.stayId, stayId))
    .limit(1);
  return rows.length > 0;
}
