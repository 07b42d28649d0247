import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hotels, locations } from './schema.ts';

export type HotelRow = typeof hotels.$inferSelect;

export async function findHotelByUniqueId(db: Database, uniqueId: string): Promise<HotelRow | undefined> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.uniqueId, uniqueId)).limit(1);
  return hotel;
}

/**
 * The hotel a guest typed the ID of: the exact ID, else the one hotel whose ID differs only in case ('Hotel-demo'
 * typed on a phone for HOTEL-DEMO). Two hotels whose IDs differ only in case leave a wrongly-cased ID unfound.
 */
export async function findHotelByTypedUniqueId(db: Database, typed: string): Promise<HotelRow | undefined> {
  const exact = await findHotelByUniqueId(db, typed);
  if (exact) return exact;
  const matches = await db
    .select()
    .from(hotels)
    .where(sql`lower(${hotels.uniqueId}) = lower(${typed})`)
    .limit(2);
  return matches.length === 1 ? matches[0] : undefined;
}

export async function findHotelById(db: Database, id: number): Promise<HotelRow | undefined> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  return hotel;
}

export async function listLocations(db: Database, hotelId: number) {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      description: locations.description,
      openingHours: locations.openingHours,
    })
    .from(locations)
    .where(and(eq(locations.hotelId, hotelId), eq(locations.archived, false)))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}
