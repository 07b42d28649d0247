import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hotels, locations } from './schema.ts';

export type HotelRow = typeof hotels.$inferSelect;

export async function findHotelByUniqueId(db: Database, uniqueId: string): Promise<HotelRow | undefined> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.uniqueId, uniqueId)).limit(1);
  return hotel;
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
