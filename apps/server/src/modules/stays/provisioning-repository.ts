import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { rooms, stays } from './schema.ts';

/** The CLI's and the demo seed's writes: rooms and stays set up outside the console. */

export async function findRoomIdByNumber(
  db: Database,
  hotelId: number,
  roomNumber: string,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomNumber, roomNumber)));
  return existing?.id;
}

/** The room with that number (created if missing), licensed or not as asked. */
export async function ensureRoom(
  db: Database,
  hotelId: number,
  roomNumber: string,
  unlicensed = false,
): Promise<number> {
  const existingId = await findRoomIdByNumber(db, hotelId, roomNumber);
  if (existingId !== undefined) {
    await db.update(rooms).set({ unlicensed }).where(eq(rooms.id, existingId));
    return existingId;
  }
  const [created] = await db
    .insert(rooms)
    .values({ hotelId, roomNumber, unlicensed })
    .returning({ id: rooms.id });
  return created!.id;
}

export async function insertStay(db: Database, stay: typeof stays.$inferInsert): Promise<number> {
  const [row] = await db.insert(stays).values(stay).returning({ id: stays.id });
  return row!.id;
}
