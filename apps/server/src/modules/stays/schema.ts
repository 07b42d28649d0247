import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from '../hotels/schema.ts';

export const rooms = pgTable(
  'rooms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomNumber: text().notNull(),
    /** A room the hotel has not licensed for the guest app: login answers room_unlicensed. */
    unlicensed: boolean().notNull().default(false),
  },
  (table) => [uniqueIndex('rooms_hotel_number_idx').on(table.hotelId, table.roomNumber)],
);

/**
 * A guest's stay in a room: what SPEC calls the "booking" (GET/PATCH /api/bookings/{id}/), which also
 * carries the service-request toggles.
 */
export const stays = pgTable(
  'stays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    familyName: text().notNull(),
    language: text().notNull().default('en'),
    /** The language POST /toggle-language/ goes back to from the hotel's own. */
    otherLanguage: text(),
    checkInDate: date({ mode: 'string' }).notNull(),
    checkOutDate: date({ mode: 'string' }).notNull(),
    requestCleaning: boolean().notNull().default(false),
    requestTowels: boolean().notNull().default(false),
    requestToiletries: boolean().notNull().default(false),
    requestSheets: boolean().notNull().default(false),
    requestGeneralAssistance: boolean().notNull().default(false),
    doNotDisturb: boolean().notNull().default(false),
    /** Set by the front desk's check-out: the stay's sessions ended then, and it no longer logs in. */
    checkedOutAt: timestamp({ withTimezone: true }),
    /** A manager's reason for checking out with an unpaid folio. */
    checkOutOverrideReason: text(),
    /**
     * When the stay's personal data was erased (docs/privacy.md): the family name, chat text, notes and
     * free text are replaced; money lines and counts stay for the accounts.
     */
    personalDataErasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stays_hotel_room_idx').on(table.hotelId, table.roomId),
    index('stays_family_name_idx').on(table.hotelId, sql`lower(${table.familyName})`),
  ],
);

/** A phone signed in to a stay: it lives and ends with the stay (check-out, moved dates). */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('guest_sessions_token_idx').on(table.tokenHash)],
);
