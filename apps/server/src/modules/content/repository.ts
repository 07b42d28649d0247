import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TouristInfoField } from '@hotel/contracts/content';
import { rowsOf, type Database } from '../../platform/database/database.ts';
import type { WeatherReading } from '../../platform/providers/weather-provider.ts';
import { calendarEvents, slides, touristInfo, uploadedImages, weatherLocations } from './schema.ts';

export type SlideRow = typeof slides.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type WeatherLocationRow = typeof weatherLocations.$inferSelect;
export type TouristInfoFields = Partial<Record<TouristInfoField, string>>;

// ---------------------------------------------------------------- slides

/** The slides on show at `now`, in the hotel's order. */
export function listSlidesOnShow(db: Database, hotelId: number, now: Date): Promise<SlideRow[]> {
  return db
    .select()
    .from(slides)
    .where(
      and(
        eq(slides.hotelId, hotelId),
        or(isNull(slides.showFrom), lte(slides.showFrom, now)),
        or(isNull(slides.showUntil), gt(slides.showUntil, now)),
      ),
    )
    .orderBy(asc(slides.sortOrder), asc(slides.id));
}

export function listAllSlides(db: Database, hotelId: number): Promise<SlideRow[]> {
  return db
    .select()
    .from(slides)
    .where(eq(slides.hotelId, hotelId))
    .orderBy(asc(slides.sortOrder), asc(slides.id));
}

export type SlideValues = Pick<typeof slides.$inferInsert, 'imageUrl' | 'caption' | 'showFrom' | 'showUntil'>;

/** A new slide goes last. */
export async function insertSlide(db: Database, hotelId: number, values: SlideValues): Promise<SlideRow> {
  const [row] = await db
    .insert(slides)
    .values({
      ...values,
      hotelId,
      sortOrder: sql`(select coalesce(max(${slides.sortOrder}) + 1, 0) from ${slides} where ${slides.hotelId} = ${hotelId})`,
    })
    .returning();
  return row!;
}

export async function updateSlide(
  db: Database,
  hotelId: number,
  id: number,
  values: Partial<SlideValues>,
): Promise<SlideRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db
      .select()
      .from(slides)
      .where(and(eq(slides.id, id), eq(slides.hotelId, hotelId)));
    return row;
  }
  const [row] = await db
    .update(slides)
    .set(values)
    .where(and(eq(slides.id, id), eq(slides.hotelId, hotelId)))
    .returning();
  return row;
}

export async function deleteSlide(db: Database, hotelId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(slides)
    .where(and(eq(slides.id, id), eq(slides.hotelId, hotelId)))
    .returning({ id: slides.id });
  return rows.length > 0;
}

/** Sets each slide's position to its index in `ids`; the caller checked `ids` is the hotel's whole set. */
export async function reorderSlides(db: Database, hotelId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
    sql` `,
  );
  await db
    .update(slides)
    .set({ sortOrder: sql`case ${slides.id} ${positions} end` })
    .where(and(eq(slides.hotelId, hotelId), inArray(slides.id, ids)));
}

// ---------------------------------------------------------------- uploaded images (before 0071's store)

/** Pictures uploaded before the one image store (decision 0071): still served at their old URLs. */
export async function findLegacyImage(
  db: Database,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.key, key));
  return row;
}

// ---------------------------------------------------------------- calendar events

/** Events that have not started at `now`, soonest first, at most `limit`. */
export function listUpcomingEvents(
  db: Database,
  hotelId: number,
  now: Date,
  limit: number,
): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.hotelId, hotelId), gt(calendarEvents.startTime, now)))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id))
    .limit(limit);
}

export function listAllEvents(db: Database, hotelId: number): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.hotelId, hotelId))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
}

export type EventValues = Pick<
  typeof calendarEvents.$inferInsert,
  'title' | 'description' | 'location' | 'startTime' | 'endTime'
>;

export async function insertEvent(
  db: Database,
  hotelId: number,
  values: EventValues,
): Promise<CalendarEventRow> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...values, hotelId })
    .returning();
  return row!;
}

export async function findEvent(
  db: Database,
  hotelId: number,
  id: number,
): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.hotelId, hotelId)));
  return row;
}

export async function updateEvent(
  db: Database,
  hotelId: number,
  id: number,
  values: EventValues,
): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .update(calendarEvents)
    .set(values)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.hotelId, hotelId)))
    .returning();
  return row;
}

export async function deleteEvent(db: Database, hotelId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.hotelId, hotelId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- tourist info

export async function findTouristInfo(db: Database, hotelId: number): Promise<TouristInfoFields> {
  const [row] = await db
    .select({ fields: touristInfo.fields })
    .from(touristInfo)
    .where(eq(touristInfo.hotelId, hotelId));
  return row?.fields ?? {};
}

export async function saveTouristInfo(
  db: Database,
  hotelId: number,
  fields: TouristInfoFields,
  now: Date,
): Promise<void> {
  await db
    .insert(touristInfo)
    .values({ hotelId, fields, updatedAt: now })
    .onConflictDoUpdate({ target: touristInfo.hotelId, set: { fields, updatedAt: now } });
}

// ---------------------------------------------------------------- weather

export async function findWeatherLocation(
  db: Database,
  hotelId: number,
): Promise<WeatherLocationRow | undefined> {
  const [row] = await db.select().from(weatherLocations).where(eq(weatherLocations.hotelId, hotelId));
  return row;
}

/** A new place forgets the old place's reading, so guests never see another town's weather. */
export async function saveWeatherLocation(
  db: Database,
  hotelId: number,
  place: { townName: string; latitude: number; longitude: number },
): Promise<void> {
  const [current] = await db
    .select({ latitude: weatherLocations.latitude, longitude: weatherLocations.longitude })
    .from(weatherLocations)
    .where(eq(weatherLocations.hotelId, hotelId));
  const moved = !current || current.latitude !== place.latitude || current.longitude !== place.longitude;
  const set = moved ? { ...place, reading: null, readingFetchedAt: null } : place;
  await db
    .insert(weatherLocations)
    .values({ hotelId, ...place })
    .onConflictDoUpdate({ target: weatherLocations.hotelId, set });
}

/** Keeps a reading only if the place is still the one it was read for (staff may have moved it meanwhile). */
export async function storeWeatherReading(
  db: Database,
  hotelId: number,
  place: { latitude: number; longitude: number },
  reading: WeatherReading,
  fetchedAt: Date,
): Promise<void> {
  await db
    .update(weatherLocations)
    .set({ reading, readingFetchedAt: fetchedAt })
    .where(
      and(
        eq(weatherLocations.hotelId, hotelId),
        eq(weatherLocations.latitude, place.latitude),
        eq(weatherLocations.longitude, place.longitude),
      ),
    );
}

/** The dashboard content's texts a guest reads (slide captions, events, tourist information), for translation. */
export async function contentTexts(db: Database, hotelId: number): Promise<(string | null)[]> {
  const result = await db.execute(sql`
    select caption as text from slides where hotel_id = ${hotelId}
    union select title from calendar_events where hotel_id = ${hotelId}
    union select description from calendar_events where hotel_id = ${hotelId}
    union select location from calendar_events where hotel_id = ${hotelId}
    union select value from tourist_info, jsonb_each_text(tourist_info.fields) where hotel_id = ${hotelId}`);
  return rowsOf<{ text: string | null }>(result).map((row) => row.text);
}
