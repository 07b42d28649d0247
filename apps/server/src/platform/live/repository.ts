import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database/database.ts';
import { guestSessions } from '../../modules/auth/schema.ts';

const CHUNK = 1_000;

/** The ids among `sessionIds` that are neither revoked nor expired: the hub's periodic re-check. */
export async function findLiveSessionIds(
  db: Database,
  sessionIds: number[],
  now: Date,
): Promise<Set<number>> {
  const live = new Set<number>();
  for (let start = 0; start < sessionIds.length; start += CHUNK) {
    const rows = await db
      .select({ id: guestSessions.id })
      .from(guestSessions)
      .where(
        and(
          inArray(guestSessions.id, sessionIds.slice(start, start + CHUNK)),
          isNull(guestSessions.revokedAt),
          gt(guestSessions.expiresAt, now),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}
