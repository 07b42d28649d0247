import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocationScope, SignInLockoutKind, StaffRole } from '@hotel/contracts/staff';
import { hotels } from '../hotels/schema.ts';

/**
 * A person who signs in to the console (decision 0153): one email, one password, one name, one console
 * language, whatever hotels they work for. What they may do in a hotel is their membership there.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash` in base64url. */
    passwordHash: text().notNull(),
    /** The console's language (a code of LANGUAGES); null: the browser's. */
    language: text(),
    /** The hotel a sign-in opens: the one last switched to, while the membership there is active. */
    lastHotelId: integer().references(() => hotels.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * An account's membership of one hotel: its role and kitchen locations there. Everything staff do is
 * recorded against the membership (its id is the `staffMemberId` other tables keep), so a person who
 * works for two hotels is two members, one account.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** One of STAFF_ROLES (@hotel/contracts/staff); the permission table there says what it may do. */
    role: text().$type<StaffRole>().notNull().default('manager'),
    /** A deactivated membership cannot be signed in to, and its sessions ended when it was deactivated. */
    active: boolean().notNull().default(true),
    /** Kitchen accounts: the locations (and 'room_service') whose orders they see; null is all. */
    locationScope: jsonb().$type<LocationScope>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_members_account_hotel_idx').on(table.accountId, table.hotelId)],
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

/**
 * Staff sign-ins that started to wait after repeated failures (decision 0145), so a manager sees who is
 * being guessed at and from where, and can clear it (the managers of every hotel the account works for). One open row per account, kind and address: a lock-out
 * that starts again extends it. The counts themselves live in the rate store; this is the record.
 */
export const staffSignInLockouts = pgTable(
  'staff_sign_in_lockouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The account the failing attempts named (an address lock-out: the one that used up the allowance). */
    staffAccountId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** One of SIGN_IN_LOCKOUT_KINDS: which count ran out. */
    kind: text().$type<SignInLockoutKind>().notNull(),
    /** The client address; null for the account's count over every unknown device. */
    address: text(),
    /** Failed attempts counted when it (last) started to wait. */
    failures: integer().notNull(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A manager cleared it, or reset the password, or the right password came through. */
    clearedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('staff_sign_in_lockouts_account_idx').on(table.staffAccountId, table.lockedUntil)],
);
