import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { forgetCachedGuestSession } from './guest-session-cache.ts';
import { guestSessions, rooms, stays } from './schema.ts';

/**
 * The stay's own personal data (docs/privacy.md): who stayed (family name, languages), in which room and when,
 * and a manager's words at a check-out with an unpaid bill. The privacy module asks for it and erases it.
 */
export interface StayPersonalData {
  id: number;
  room_number: string;
  family_name: string;
  language: string;
  other_language: string | null;
  check_in_date: string;
  check_out_date: string;
  checked_out_at: string | null;
  check_out_override_reason: string | null;
  personal_data_erased_at: string | null;
  created_at: string;
}

/** The stay (of that hotel), or undefined: another hotel's stay is not found. */
export async function personalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<StayPersonalData | undefined> {
  const [row] = await db
    .select({ stay: stays, roomNumber: rooms.roomNumber })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId)))
    .limit(1);
  if (!row) return undefined;
  const { stay } = row;
  return {
    id: stay.id,
    room_number: row.roomNumber,
    family_name: stay.familyName,
    language: stay.language,
    other_language: stay.otherLanguage,
    check_in_date: stay.checkInDate,
    check_out_date: stay.checkOutDate,
    checked_out_at: stay.checkedOutAt?.toISOString() ?? null,
    check_out_override_reason: stay.checkOutOverrideReason,
    personal_data_erased_at: stay.personalDataErasedAt?.toISOString() ?? null,
    created_at: stay.createdAt.toISOString(),
  };
}

/** Locks the stay's row for the erasure's transaction, so two erasures of one stay run one after the other. */
export async function lockStayForErasure(db: Database, hotelId: number, stayId: number): Promise<void> {
  await db
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId)))
    .for('update');
}

/**
 * Replaces the name and the manager's reason with the markers, forgets the other language, marks the stay
 * erased (the first erasure's time is kept) and deletes its sessions, so nothing signs in to it again. Room,
 * dates and language stay: occupancy and the accounts need them, and they name nobody.
 */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
  now: Date,
): Promise<{ stays: number; sessions: number }> {
  const updated = await db
    .update(stays)
    .set({
      familyName: ERASED_NAME,
      otherLanguage: null,
      checkOutOverrideReason: sql`case when ${stays.checkOutOverrideReason} is null then null else ${ERASED_TEXT} end`,
      personalDataErasedAt: sql`coalesce(${stays.personalDataErasedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(stays.hotelId, hotelId), eq(stays.id, stayId), isNotNull(stays.checkedOutAt)))
    .returning({ id: stays.id });
  const sessions = await db
    .delete(guestSessions)
    .where(and(eq(guestSessions.hotelId, hotelId), eq(guestSessions.stayId, stayId)))
    .returning({ tokenHash: guestSessions.tokenHash });
  for (const session of sessions) forgetCachedGuestSession(session.tokenHash);
  return { stays: updated.length, sessions: sessions.length };
}

/** Checked-out stays not yet erased whose check-out was before `before`, oldest first (the automatic erasure). */
export async function staysDueForErasure(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ hotelId: number; stayId: number }[]> {
  return db
    .select({ hotelId: stays.hotelId, stayId: stays.id })
    .from(stays)
    .where(
      and(isNull(stays.personalDataErasedAt), isNotNull(stays.checkedOutAt), lt(stays.checkedOutAt, before)),
    )
    .orderBy(asc(stays.checkedOutAt))
    .limit(limit);
}
