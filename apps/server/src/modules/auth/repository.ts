import { and, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hotels, rooms } from '../hotels/schema.ts';
import { guestSessions, staffMembers, staffSessions, stays } from './schema.ts';
import type { GuestPrincipal, StaffPrincipal } from './principals.ts';

export async function findRoom(db: Database, hotelId: number, roomNumber: string) {
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), sql`lower(${rooms.roomNumber}) = lower(${roomNumber})`))
    .limit(1);
  return room;
}

/** The stay in that room under that family name (any case) whose dates cover `today`. */
export async function findCurrentStay(db: Database, roomId: number, familyName: string, today: string) {
  const [stay] = await db
    .select()
    .from(stays)
    .where(
      and(
        eq(stays.roomId, roomId),
        sql`lower(${stays.familyName}) = lower(${familyName})`,
        lte(stays.checkInDate, today),
        gte(stays.checkOutDate, today),
      ),
    )
    .orderBy(desc(stays.checkInDate))
    .limit(1);
  return stay;
}

export async function insertGuestSession(
  db: Database,
  session: { tokenHash: string; stayId: number; hotelId: number; expiresAt: Date },
) {
  await db.insert(guestSessions).values(session);
}

export async function findGuestPrincipal(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<GuestPrincipal | undefined> {
  const [row] = await db
    .select({
      sessionId: guestSessions.id,
      stayId: guestSessions.stayId,
      hotelId: guestSessions.hotelId,
      hotelUniqueId: hotels.uniqueId,
      timezone: hotels.timezone,
      currencySymbol: hotels.currencySymbol,
      language: stays.language,
      expiresAt: guestSessions.expiresAt,
    })
    .from(guestSessions)
    .innerJoin(stays, eq(stays.id, guestSessions.stayId))
    .innerJoin(hotels, eq(hotels.id, guestSessions.hotelId))
    .where(
      and(
        eq(guestSessions.tokenHash, tokenHash),
        isNull(guestSessions.revokedAt),
        gt(guestSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeGuestSession(db: Database, sessionId: number, now: Date) {
  await db.update(guestSessions).set({ revokedAt: now }).where(eq(guestSessions.id, sessionId));
}

export async function findStayDetails(db: Database, stayId: number) {
  const [row] = await db
    .select({ stay: stays, roomNumber: rooms.roomNumber })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(eq(stays.id, stayId))
    .limit(1);
  return row;
}

export async function updateStayLanguage(db: Database, stayId: number, language: string) {
  await db.update(stays).set({ language }).where(eq(stays.id, stayId));
}

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
  await db.insert(staffSessions).values(session);
}

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
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(hotels, eq(hotels.id, staffSessions.hotelId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}
