import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { LocationScope, SignInLockoutKind, StaffRole } from '@hotel/contracts/staff';
import type { Database } from '../../platform/database/database.ts';
import { staffMembers, staffSessions, staffSignInLockouts } from './schema.ts';
import type { StaffPrincipal } from './principal.ts';
import { hotels } from '../hotels/schema.ts';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ staff: staffMembers, hotelUniqueId: hotels.uniqueId })
    .from(staffMembers)
    .innerJoin(hotels, eq(hotels.id, staffMembers.hotelId))
    .where(sql`lower(${staffMembers.email}) = lower(${email})`)
    .limit(1);
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
      hotelId: staffSessions.hotelId,
      hotelUniqueId: hotels.uniqueId,
      timezone: hotels.timezone,
      role: staffMembers.role,
      locationScope: staffMembers.locationScope,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffMemberId))
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

/** Ends every open session of an account (deactivation, password reset); returns the ended ones. */
export async function revokeSessionsOfMember(
  db: Database,
  staffMemberId: number,
  now: Date,
  exceptSessionId?: number,
) {
  return db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffMemberId, staffMemberId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        exceptSessionId === undefined ? undefined : ne(staffSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: staffSessions.id, tokenHash: staffSessions.tokenHash });
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

export async function findStaffMember(db: Database, hotelId: number, staffMemberId: number) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function listStaffMembers(db: Database, hotelId: number) {
  return db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.hotelId, hotelId))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

export async function insertStaffMember(
  db: Database,
  member: {
    hotelId: number;
    email: string;
    name: string;
    role: StaffRole;
    passwordHash: string;
    locationScope: LocationScope;
  },
) {
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return row;
}

export async function updateStaffMember(
  db: Database,
  hotelId: number,
  staffMemberId: number,
  changes: Partial<Pick<StaffMemberRow, 'name' | 'role' | 'active' | 'locationScope' | 'passwordHash'>>,
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

/** The account with that email, created or reset (hotel, name, password, role) and active again. */
export async function upsertStaffMemberRow(
  db: Database,
  member: { hotelId: number; email: string; name: string; passwordHash: string; role: StaffRole },
): Promise<number> {
  const [existing] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, member.email));
  if (existing) {
    const { email: _email, ...changes } = member;
    await db
      .update(staffMembers)
      .set({ ...changes, active: true })
      .where(eq(staffMembers.id, existing.id));
    return existing.id;
  }
  const [created] = await db.insert(staffMembers).values(member).returning({ id: staffMembers.id });
  return created!.id;
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
    hotelId: number;
    staffMemberId: number;
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
        eq(staffSignInLockouts.staffMemberId, lockout.staffMemberId),
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

/** The hotel's sign-in lock-outs still waiting, newest first. */
export async function listActiveSignInLockouts(db: Database, hotelId: number, now: Date) {
  return db
    .select()
    .from(staffSignInLockouts)
    .where(
      and(
        eq(staffSignInLockouts.hotelId, hotelId),
        isNull(staffSignInLockouts.clearedAt),
        gt(staffSignInLockouts.lockedUntil, now),
      ),
    )
    .orderBy(desc(staffSignInLockouts.lockedUntil), desc(staffSignInLockouts.id));
}

export async function findSignInLockout(db: Database, hotelId: number, id: number) {
  const [row] = await db
    .select()
    .from(staffSignInLockouts)
    .where(and(eq(staffSignInLockouts.id, id), eq(staffSignInLockouts.hotelId, hotelId)))
    .limit(1);
  return row;
}

/** Marks open lock-outs cleared: one by id, or an account's (of some kinds, from one address). */
export async function clearSignInLockouts(
  db: Database,
  which: { id: number } | { staffMemberId: number; kinds: readonly SignInLockoutKind[]; address?: string },
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
              eq(staffSignInLockouts.staffMemberId, which.staffMemberId),
              inArray(staffSignInLockouts.kind, [...which.kinds]),
              which.address === undefined ? undefined : eq(staffSignInLockouts.address, which.address),
            ),
      ),
    );
}
