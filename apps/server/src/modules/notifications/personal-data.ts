import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { notifications } from './schema.ts';

/**
 * A stay's notifications as personal data (docs/privacy.md): their wording can quote the guest (a bill
 * question's answer, a booking's name). Erasure keeps the notice (type, ids, times) without its words.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.hotelId, hotelId), eq(notifications.stayId, stayId)))
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}

/** Title and message become the marker and the catalogue wording (with its parameters) goes. Returns rows rewritten. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ notifications: number }> {
  const rewritten = await db
    .update(notifications)
    .set({ title: ERASED_TEXT, message: ERASED_TEXT, data: sql`${notifications.data} - 'wording'` })
    .where(
      and(
        eq(notifications.hotelId, hotelId),
        eq(notifications.stayId, stayId),
        or(
          ne(notifications.title, ERASED_TEXT),
          ne(notifications.message, ERASED_TEXT),
          sql`(${notifications.data} -> 'wording') is not null`,
        ),
      ),
    )
    .returning({ id: notifications.id });
  return { notifications: rewritten.length };
}
