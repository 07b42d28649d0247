import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocationScope, StaffRole } from '@hotel/contracts/staff';
import { hotels } from '../hotels/schema.ts';

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
