import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocationScope, StaffRole } from '@hotel/contracts/staff';
import { sql } from 'drizzle-orm';
import { hotels, rooms } from '../hotels/schema.ts';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stays_hotel_room_idx').on(table.hotelId, table.roomId),
    index('stays_family_name_idx').on(table.hotelId, sql`lower(${table.familyName})`),
  ],
);

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

export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text().notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash` in base64url. */
    passwordHash: text().notNull(),
    /** One of STAFF_ROLES (@hotel/contracts/staff); the permission table there says what it may do. */
    role: text().$type<StaffRole>().notNull().default('manager'),
    /** A deactivated account cannot sign in, and its sessions ended when it was deactivated. */
    active: boolean().notNull().default(true),
    /** Kitchen accounts: the locations (and 'room_service') whose orders they see; null is all. */
    locationScope: jsonb().$type<LocationScope>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_members_email_idx').on(sql`lower(${table.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull(),
    staffMemberId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Slides forward with use (STAFF_SESSION_IDLE_MINUTES): an idle console signs itself out. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_idx').on(table.tokenHash),
    index('staff_sessions_member_idx').on(table.staffMemberId),
  ],
);
