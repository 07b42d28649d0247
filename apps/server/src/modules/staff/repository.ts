import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  inArray,
  isNull,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { LocationScope, SignInLockoutKind, StaffRole } from '@hotel/contracts/staff';
import type { Database } from '../../platform/database/database.ts';
import { staffAccounts, staffMembers, staffSessions, staffSignInLockouts } from './schema.ts';
import type { StaffPrincipal } from './principal.ts';
import { hotels } from '../hotels/schema.ts';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffMembershipRow = typeof staffMembers.$inferSelect;
/** A member of one hotel with the person's account fields: what the screens and the API show. */
export type StaffMemberRow = StaffMembershipRow &
  Pick<StaffAccountRow, 'email' | 'name' | 'passwordHash' | 'language'>;

const memberColumns = {
  id: staffMembers.id,
  accountId: staffMembers.accountId,
  hotelId: staffMembers.hotelId,
  role: staffMembers.role,
  active: staffMembers.active,
  locationScope: staffMembers.locationScope,
  createdAt: staffMembers.createdAt,
  email: staffAccounts.email,
  name: staffAccounts.name,
  passwordHash: staffAccounts.passwordHash,
  language: staffAccounts.language,
};

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

export async function findAccount(db: Database, accountId: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, accountId)).limit(1);
  return row;
}

/** Every membership of an account, with its hotel, in hotel-name order (active or not). */
export async function listMembershipsOfAccount(db: Database, accountId: number) {
  return db
    .select({
      memberId: staffMembers.id,
      hotelId: staffMembers.hotelId,
      hotelUniqueId: hotels.uniqueId,
      hotelName: hotels.name,
      role: staffMembers.role,
      active: staffMembers.active,
    })
    .from(staffMembers)
    .innerJoin(hotels, eq(hotels.id, staffMembers.hotelId))
    .where(eq(staffMembers.accountId, accountId))
    .orderBy(asc(hotels.name), asc(hotels.id));
}

export async function insertAccount(
  db: Database,
  account: { email: string; name: string; passwordHash: string; lastHotelId?: number },
) {
  const [row] = await db.insert(staffAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

export async function updateAccountRow(
  db: Database,
  accountId: number,
  changes: Partial<Pick<StaffAccountRow, 'name' | 'passwordHash' | 'language' | 'lastHotelId'>>,
) {
  const [row] = await db
    .update(staffAccounts)
    .set(changes)
    .where(eq(staffAccounts.id, accountId))
    .returning();
  return row;
}

export async function insertStaffSession(
  db: Database,
  session: { tokenHash: string; staffMemberId: number; hotelId: number; expiresAt: Date },
) {
  const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
  return row!.id;
}

/** A live session of an active account, with what the guard needs to decide. */
export async function findStaffPrincipal(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StaffPrincipal | undefined> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffMemberId: staffSessions.staffMemberId,
      staffAccountId: staffMembers.accountId,
      name: staffAccounts.name,
      hotelId: staffSessions.hotelId,
      hotelUniqueId: hotels.uniqueId,
      timezone: hotels.timezone,
      role: staffMembers.role,
      locationScope: staffMembers.locationScope,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffMemberId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMembers.accountId))
    .innerJoin(hotels, eq(hotels.id, staffSessions.hotelId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffMembers.active, true),
      ),
    )
    .limit(1);
  return row;
}

export async function extendStaffSession(db: Database, sessionId: number, expiresAt: Date) {
  await db.update(staffSessions).set({ expiresAt }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/**
 * Ends open sessions (returns them): of one membership (deactivated there), or of every membership of an
 * account (a new password).
 */
export async function revokeSessions(
  db: Database,
  whose: { staffMemberId: number } | { accountId: number },
  now: Date,
  exceptSessionId?: number,
) {
  return db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        'staffMemberId' in whose
          ? eq(staffSessions.staffMemberId, whose.staffMemberId)
          : inArray(
              staffSessions.staffMemberId,
              db
                .select({ id: staffMembers.id })
                .from(staffMembers)
                .where(eq(staffMembers.accountId, whose.accountId)),
            ),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        exceptSessionId === undefined ? undefined : ne(staffSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: staffSessions.id, tokenHash: staffSessions.tokenHash, hotelId: staffSessions.hotelId });
}

export async function findLiveStaffSessionIds(db: Database, sessionIds: number[], now: Date) {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffMemberId))
    .where(
      and(
        inArray(staffSessions.id, sessionIds),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffMembers.active, true),
      ),
    );
  return rows.map((row) => row.id);
}

export async function findStaffMember(
  db: Database,
  hotelId: number,
  staffMemberId: number,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staffMembers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMembers.accountId))
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.hotelId, hotelId)))
    .limit(1);
  return row;
}

/**
 * The active members among these ids, with what deciding and wording an alert needs: role, kitchen places and
 * the person's console language. A deactivated member is simply not among them.
 */
export async function findActiveMembers(
  db: Database,
  hotelId: number,
  staffMemberIds: number[],
): Promise<{ id: number; role: StaffRole; locationScope: LocationScope; language: string | null }[]> {
  if (staffMemberIds.length === 0) return [];
  return db
    .select({
      id: staffMembers.id,
      role: staffMembers.role,
      locationScope: staffMembers.locationScope,
      language: staffAccounts.language,
    })
    .from(staffMembers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMembers.accountId))
    .where(
      and(
        eq(staffMembers.hotelId, hotelId),
        eq(staffMembers.active, true),
        inArray(staffMembers.id, staffMemberIds),
      ),
    );
}

/** The account's membership of a hotel, active or not. */
export async function findMembership(
  db: Database,
  hotelId: number,
  accountId: number,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staffMembers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMembers.accountId))
    .where(and(eq(staffMembers.accountId, accountId), eq(staffMembers.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function listStaffMembers(db: Database, hotelId: number): Promise<StaffMemberRow[]> {
  return db
    .select(memberColumns)
    .from(staffMembers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMembers.accountId))
    .where(eq(staffMembers.hotelId, hotelId))
    .orderBy(asc(staffAccounts.name), asc(staffMembers.id));
}

/** A membership of an account in a hotel; undefined when it has one there already. */
export async function insertMembership(
  db: Database,
  membership: { accountId: number; hotelId: number; role: StaffRole; locationScope: LocationScope },
) {
  const [row] = await db.insert(staffMembers).values(membership).onConflictDoNothing().returning();
  return row;
}

export async function updateMembership(
  db: Database,
  hotelId: number,
  staffMemberId: number,
  changes: Partial<Pick<StaffMembershipRow, 'role' | 'active' | 'locationScope'>>,
) {
  const [row] = await db
    .update(staffMembers)
    .set(changes)
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.hotelId, hotelId)))
    .returning();
  return row;
}

export async function countActiveManagers(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.hotelId, hotelId), eq(staffMembers.role, 'manager'), eq(staffMembers.active, true)),
    );
  return row?.total ?? 0;
}

export type SignInLockoutRow = typeof staffSignInLockouts.$inferSelect;

/**
 * Records a lock-out that started: a new row, or, when the same count of the same account and address
 * started waiting again soon after its last wait (one more failure per window), that row with one more
 * failure and the new end.
 */
export async function recordSignInLockout(
  db: Database,
  lockout: {
    staffAccountId: number;
    kind: SignInLockoutKind;
    address: string | null;
    failures: number;
    lockedUntil: Date;
  },
  continuesAfter: Date,
): Promise<void> {
  const [open] = await db
    .select({ id: staffSignInLockouts.id })
    .from(staffSignInLockouts)
    .where(
      and(
        eq(staffSignInLockouts.staffAccountId, lockout.staffAccountId),
        eq(staffSignInLockouts.kind, lockout.kind),
        lockout.address === null
          ? isNull(staffSignInLockouts.address)
          : eq(staffSignInLockouts.address, lockout.address),
        isNull(staffSignInLockouts.clearedAt),
        gt(staffSignInLockouts.lockedUntil, continuesAfter),
      ),
    )
    .orderBy(desc(staffSignInLockouts.id))
    .limit(1);
  if (open) {
    await db
      .update(staffSignInLockouts)
      .set({ failures: sql`${staffSignInLockouts.failures} + 1`, lockedUntil: lockout.lockedUntil })
      .where(eq(staffSignInLockouts.id, open.id));
    return;
  }
  await db.insert(staffSignInLockouts).values(lockout);
}

/** Lock-outs still waiting of the accounts that work for the hotel, newest first, with their member id here. */
export async function listActiveSignInLockouts(db: Database, hotelId: number, now: Date) {
  return db
    .select({ lockout: staffSignInLockouts, staffMemberId: staffMembers.id })
    .from(staffSignInLockouts)
    .innerJoin(
      staffMembers,
      and(eq(staffMembers.accountId, staffSignInLockouts.staffAccountId), eq(staffMembers.hotelId, hotelId)),
    )
    .where(and(isNull(staffSignInLockouts.clearedAt), gt(staffSignInLockouts.lockedUntil, now)))
    .orderBy(desc(staffSignInLockouts.lockedUntil), desc(staffSignInLockouts.id));
}

/** A lock-out of an account that works for the hotel. */
export async function findSignInLockout(db: Database, hotelId: number, id: number) {
  const [row] = await db
    .select({ lockout: staffSignInLockouts, account: staffAccounts })
    .from(staffSignInLockouts)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSignInLockouts.staffAccountId))
    .innerJoin(
      staffMembers,
      and(eq(staffMembers.accountId, staffSignInLockouts.staffAccountId), eq(staffMembers.hotelId, hotelId)),
    )
    .where(eq(staffSignInLockouts.id, id))
    .limit(1);
  return row;
}

/** Marks open lock-outs cleared: one by id, or an account's (of some kinds, from one address). */
export async function clearSignInLockouts(
  db: Database,
  which: { id: number } | { staffAccountId: number; kinds: readonly SignInLockoutKind[]; address?: string },
  now: Date,
): Promise<void> {
  await db
    .update(staffSignInLockouts)
    .set({ clearedAt: now })
    .where(
      and(
        isNull(staffSignInLockouts.clearedAt),
        'id' in which
          ? eq(staffSignInLockouts.id, which.id)
          : and(
              eq(staffSignInLockouts.staffAccountId, which.staffAccountId),
              inArray(staffSignInLockouts.kind, [...which.kinds]),
              which.address === undefined ? undefined : eq(staffSignInLockouts.address, which.address),
            ),
      ),
    );
}

/**
 * The name of the member whose id is in `memberId` (a column of another module's table), as a column other
 * modules select: who took a chat, acknowledged a request, recorded a payment. Null when nobody (or gone).
 */
export function staffMemberNameOf(memberId: AnyColumn): SQL<string | null> {
  // Qualified by hand (the schema's snake_case names): a one-table select renders its selected columns
  // unqualified, which inside this subquery would name the staff tables' own columns instead.
  const outer = sql`${sql.identifier(getTableName(memberId.table))}.${sql.identifier(toSnakeCase(memberId.name))}`;
  return sql<
    string | null
  >`(select staff_name.name from staff_members staff_member join staff_accounts staff_name on staff_name.id = staff_member.account_id where staff_member.id = ${outer})`;
}

/** Email and password hash of every account that can sign in somewhere (an active membership). */
export async function listAccountsThatCanSignIn(db: Database) {
  return db
    .selectDistinct({ email: staffAccounts.email, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .innerJoin(
      staffMembers,
      and(eq(staffMembers.accountId, staffAccounts.id), eq(staffMembers.active, true)),
    );
}
