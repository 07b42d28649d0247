import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hotels } from './schema.ts';

export type HotelRow = typeof hotels.$inferSelect;
/** What a hotel sets up once; everything not given takes the column default. */
export type NewHotel = typeof hotels.$inferInsert;
/** The columns a change may set (a manager's settings, a logo). */
export type HotelChanges = Partial<typeof hotels.$inferInsert>;

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

export async function updateHotel(
  db: Database,
  id: number,
  changes: HotelChanges,
): Promise<HotelRow | undefined> {
  const [row] = await db.update(hotels).set(changes).where(eq(hotels.id, id)).returning();
  return row;
}

/**
 * Serialises changes that must see one another (a hotel's accounts, rooms, menu): holds the hotel's row until the
 * transaction ends. False when there is no such hotel.
 */
export async function lockHotelRow(db: Database, id: number): Promise<boolean> {
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).for('update');
  return hotel !== undefined;
}

/** Creates a hotel, or updates the one with that unique id. */
export async function upsertHotelRow(db: Database, hotel: NewHotel): Promise<number> {
  const [row] = await db
    .insert(hotels)
    .values(hotel)
    .onConflictDoUpdate({ target: hotels.uniqueId, set: { ...hotel } })
    .returning({ id: hotels.id });
  return row!.id;
}

export async function findHotelCurrencyColumns(db: Database, id: number) {
  const [row] = await db
    .select({ currencyCode: hotels.currencyCode, currencySymbol: hotels.currencySymbol, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.id, id));
  return row;
}

/** Every hotel, by unique id: the CLI's list-hotels. */
export async function listHotels(db: Database): Promise<HotelRow[]> {
  return db.select().from(hotels).orderBy(asc(hotels.uniqueId));
}

/**
 * The hotel a request for the site's own icon (/favicon.ico) means: the one whose own address has this host, else
 * the only hotel of this server; null when neither names one.
 */
export async function findHotelServingHost(db: Database, host: string): Promise<HotelRow | undefined> {
  const withOwnAddress = await db.select().from(hotels).where(isNotNull(hotels.publicUrl));
  const own = withOwnAddress.find((hotel) => hostOf(hotel.publicUrl!) === host.toLowerCase());
  if (own) return own;
  const firstTwo = await db.select().from(hotels).orderBy(asc(hotels.id)).limit(2);
  return firstTwo.length === 1 ? firstTwo[0] : undefined;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}
