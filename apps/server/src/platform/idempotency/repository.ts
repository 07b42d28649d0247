import { and, eq } from 'drizzle-orm';
import type { Database } from '../database/database.ts';
import { idempotencyKeys } from './schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(
  db: Database,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * Inserts the key row; false when the key already exists. On PostgreSQL a concurrent transaction that
 * inserted the same key makes this statement wait on the unique index until that one commits or rolls
 * back, which is what serialises duplicate submissions.
 */
export async function claimIdempotencyKey(
  tx: Database,
  row: { scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function saveIdempotentResponse(
  tx: Database,
  row: { scope: string; key: string; statusCode: number; response: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: row.statusCode, response: row.response })
    .where(and(eq(idempotencyKeys.scope, row.scope), eq(idempotencyKeys.key, row.key)));
}
