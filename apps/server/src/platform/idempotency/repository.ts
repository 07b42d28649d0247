import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../database/database.ts';
import { idempotencyKeys } from './schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** A key as the creating statement stores it: whose, which, and the hash of what was asked. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

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
 * The `insert` that stores the key, for a `WITH` entry of the statement that creates the record: `created`
 * names the entry that inserted it (its `id` becomes `resource_id`). A used key fails the whole statement
 * with a unique violation, so nothing is created; on PostgreSQL a concurrent statement with the same key
 * waits until the first commits (then fails) or rolls back (then goes ahead). The claim's fields may be
 * `sql.placeholder`s, for a statement prepared once (preparedStatement).
 */
export function insertIdempotencyKey(
  claim: { [field in keyof IdempotencyClaim]: IdempotencyClaim[field] | Placeholder },
  created: string,
): SQL {
  return sql`insert into ${idempotencyKeys} (scope, key, request_hash, resource_id)
    select ${claim.scope}, ${claim.key}, ${claim.requestHash}, id from ${sql.identifier(created)}`;
}

/** Whether `error` is the unique violation of a used Idempotency-Key (the driver's error, or a wrapper's cause). */
export function isUsedIdempotencyKey(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === IDEMPOTENCY_KEY_CONSTRAINT) return true;
  }
  return false;
}

const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_scope_key_pk';

/**
 * Deletes keys created before `olderThan`, at most `batch` at a time (short statements beside live
 * traffic); returns how many went.
 */
export async function deleteIdempotencyKeysBefore(
  db: Database,
  olderThan: Date,
  batch: number,
): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (
        select scope, key from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${olderThan} limit ${batch})`,
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
