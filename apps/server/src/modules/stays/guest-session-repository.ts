import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hotelCurrencyOf } from '../hotels/index.ts';
import { hotels } from '../hotels/schema.ts';
import { guestSessions, rooms, stays } from './schema.ts';
import type { GuestPrincipal } from './guest-principal.ts';

/**
 * The room (any case) and, in it, the stay under that family name (any case) whose dates cover `today`,
 * in one statement: an unknown room costs the same work as a wrong name.
 */
export async function findRoomAndCurrentStay(
  db: Database,
  hotelId: number,
  roomNumber: string,
  familyName: string,
  today: string,
) {
  const [row] = await db
    .select({ room: rooms, stay: stays })
    .from(rooms)
    .leftJoin(
      stays,
      and(
        eq(stays.roomId, rooms.id),
        sql`lower(${stays.familyName}) = lower(${familyName})`,
        isNull(stays.checkedOutAt),
        lte(stays.checkInDate, today),
        gte(stays.checkOutDate, today),
      ),
    )
    .where(and(eq(rooms.hotelId, hotelId), sql`lower(${rooms.roomNumber}) = lower(${roomNumber})`))
    .orderBy(desc(stays.checkInDate))
    .limit(1);
  return { room: row?.room, stay: row?.stay ?? undefined };
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
      currencyCode: hotels.currencyCode,
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
  if (!row) return undefined;
  const { currencyCode, currencySymbol, ...principal } = row;
  return { ...principal, currency: hotelCurrencyOf({ currencyCode, currencySymbol }) };
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

/** Any language but English is also remembered as the one POST /toggle-language/ goes back to. */
export async function updateStayLanguage(db: Database, stayId: number, language: string) {
  await db
    .update(stays)
    .set({ language, ...(language !== 'en' && { otherLanguage: language }) })
    .where(eq(stays.id, stayId));
}

/** The ids among `sessionIds` that are neither revoked nor expired: the live hub's periodic re-check. */
export async function findLiveGuestSessionIds(db: Database, sessionIds: number[], now: Date) {
  const rows = await db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(
      and(
        inArray(guestSessions.id, sessionIds),
        isNull(guestSessions.revokedAt),
        gt(guestSessions.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Ends every live session of a stay (check-out): the ids and hashes to forget and to close sockets of. */
export async function revokeSessionsOfStay(db: Database, stayId: number, now: Date) {
  return db
    .update(guestSessions)
    .set({ revokedAt: now })
    .where(and(eq(guestSessions.stayId, stayId), isNull(guestSessions.revokedAt)))
    .returning({ id: guestSessions.id, tokenHash: guestSessions.tokenHash });
}

/** A stay's check-out date moved: its live sessions now end with the new check-out day. */
export async function setSessionsExpiryOfStay(db: Database, stayId: number, expiresAt: Date) {
  await db
    .update(guestSessions)
    .set({ expiresAt })
    .where(and(eq(guestSessions.stayId, stayId), isNull(guestSessions.revokedAt)));
}

/** The stay's language and the one POST /toggle-language/ goes back to. */
export async function findStayLanguages(db: Database, stayId: number) {
  const [stay] = await db
    .select({ language: stays.language, otherLanguage: stays.otherLanguage })
    .from(stays)
    .where(eq(stays.id, stayId));
  return stay;
}

export async function setStayLanguages(
  db: Database,
  stayId: number,
  language: string,
  otherLanguage: string,
) {
  await db.update(stays).set({ language, otherLanguage }).where(eq(stays.id, stayId));
}

export async function findStayLanguage(db: Database, stayId: number): Promise<string | undefined> {
  const [row] = await db.select({ language: stays.language }).from(stays).where(eq(stays.id, stayId));
  return row?.language;
}

/** The room number of each stay asked for (stays that do not exist are left out). */
export async function roomNumbersOfStays(db: Database, stayIds: number[]): Promise<Map<number, string>> {
  if (stayIds.length === 0) return new Map();
  const rows = await db
    .select({ stayId: stays.id, roomNumber: rooms.roomNumber })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(inArray(stays.id, stayIds));
  return new Map(rows.map((row) => [row.stayId, row.roomNumber]));
}
