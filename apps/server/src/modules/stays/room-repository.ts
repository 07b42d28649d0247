import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { stays } from './schema.ts';
import { lockHotelRow } from '../hotels/index.ts';
import { rooms } from './schema.ts';

export type RoomRow = typeof rooms.$inferSelect;

/**
 * Serialises changes to one hotel's room list: two clerks adding "A12" and "a12" at once (which the
 * guest login would not tell apart) cannot both succeed.
 */
export async function lockHotelRooms(db: Database, hotelId: number): Promise<void> {
  await lockHotelRow(db, hotelId);
}

export async function listRooms(db: Database, hotelId: number): Promise<RoomRow[]> {
  return db.select().from(rooms).where(eq(rooms.hotelId, hotelId)).orderBy(asc(rooms.id));
}

export async function findRoomById(db: Database, hotelId: number, roomId: number) {
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)))
    .limit(1);
  return room;
}

/** The rooms whose numbers match any of `numbers`, ignoring case (as the guest login does). */
export async function findRoomsByNumbers(db: Database, hotelId: number, numbers: string[]) {
  if (numbers.length === 0) return [];
  const lowered = [...new Set(numbers.map((number) => number.toLowerCase()))];
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), inArray(sql`lower(${rooms.roomNumber})`, lowered)));
}

export async function insertRooms(
  db: Database,
  values: { hotelId: number; roomNumber: string; unlicensed: boolean }[],
): Promise<RoomRow[]> {
  return db.insert(rooms).values(values).returning();
}

export async function updateRoom(
  db: Database,
  hotelId: number,
  roomId: number,
  changes: Partial<Pick<RoomRow, 'roomNumber' | 'unlicensed'>>,
) {
  const [room] = await db
    .update(rooms)
    .set(changes)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)))
    .returning();
  return room;
}

/** Stays of the hotel whose dates cover `date` and that were not checked out: who is in which room. */
export async function listStaysCovering(db: Database, hotelId: number, date: string) {
  return db
    .select({
      id: stays.id,
      roomId: stays.roomId,
      familyName: stays.familyName,
      checkInDate: stays.checkInDate,
      checkOutDate: stays.checkOutDate,
    })
    .from(stays)
    .where(
      and(
        eq(stays.hotelId, hotelId),
        isNull(stays.checkedOutAt),
        lte(stays.checkInDate, date),
        gte(stays.checkOutDate, date),
      ),
    );
}
