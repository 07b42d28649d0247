import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TouristInfoField } from '@hotel/contracts/content';
import type { WeatherReading } from '../../platform/providers/weather-provider.ts';
import { hotels } from '../hotels/schema.ts';

const hotelReference = () =>
  integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' });

/** The dashboard slideshow. A slide shows between show_from and show_until (either open), in sort order. */
export const slides = pgTable(
  'slides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: hotelReference(),
    imageUrl: text().notNull(),
    caption: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    showFrom: timestamp({ withTimezone: true }),
    showUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slides_hotel_idx').on(table.hotelId, table.sortOrder)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images staff upload (slides). Kept in the database, not on one instance's disk, so every instance
 * behind the load balancer serves them; the key is random and the bytes never change.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: hotelReference(),
    key: text().notNull().unique(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_images_hotel_idx').on(table.hotelId)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: hotelReference(),
    title: text().notNull(),
    description: text().notNull().default(''),
    location: text().notNull().default(''),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_events_hotel_start_idx').on(table.hotelId, table.startTime)],
);

/** One row per hotel with every field of SPEC's Tourist info, each null until the hotel fills it. */
export const touristInfo = pgTable('tourist_info', {
  hotelId: integer()
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  fields: jsonb().$type<Partial<Record<TouristInfoField, string>>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the weather widget looks, and the last reading the provider gave for it. The reading survives
 * restarts so a hotel whose provider is down (or offline demo) still shows its last weather with its time.
 */
export const weatherLocations = pgTable('weather_locations', {
  hotelId: integer()
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  townName: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  reading: jsonb().$type<WeatherReading>(),
  readingFetchedAt: timestamp({ withTimezone: true }),
});
