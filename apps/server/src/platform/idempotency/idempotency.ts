import { createHash } from 'node:crypto';
import type { Database } from '../database/database.ts';
import { conflict, HttpError } from '../http/errors.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  saveIdempotentResponse,
  type IdempotencyRow,
} from './repository.ts';

export interface IdempotentRequest {
  /** Whose key it is (e.g. `stay:12`): keys of different guests never meet. */
  scope: string;
  /** The client's Idempotency-Key; absent means an ordinary request that simply runs. */
  key: string | undefined;
  /** What was asked: method, route and validated body. The same key with anything else is refused. */
  fingerprint: unknown;
}

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
}

export interface IdempotentOutcome<T> extends IdempotentResult<T> {
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/**
 * Runs `work` in one transaction at most once per key. The key row is inserted first inside the
 * transaction, so on PostgreSQL a concurrent duplicate blocks on the unique key until the first commits
 * and then replays its answer instead of creating a second record; if the first rolls back, the
 * duplicate goes ahead. Only a successful answer is stored: a refused request leaves no key behind.
 *
 * `work` must do all its writes through the transaction it is given.
 */
export async function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Database) => Promise<IdempotentResult<T>>,
): Promise<IdempotentOutcome<T>> {
  const { scope, key } = request;
  if (!key) {
    const result = await db.transaction((tx) => work(tx));
    return { ...result, replayed: false };
  }
  const requestHash = fingerprintHash(request.fingerprint);
  // No look-up before the transaction: most keys are new, and the claim below finds a used one anyway.
  // Read committed, whatever the server default: after waiting on the key, the re-read must see the winner.
  return db.transaction(
    async (tx) => {
      const claimed = await claimIdempotencyKey(tx, { scope, key, requestHash });
      if (!claimed) {
        const winner = await findIdempotencyKey(tx, scope, key);
        if (!winner) throw stillRunning();
        return replay<T>(winner, requestHash);
      }
      const result = await work(tx);
      await saveIdempotentResponse(tx, { scope, key, statusCode: result.statusCode, response: result.body });
      return { ...result, replayed: false };
    },
    { isolationLevel: 'read committed' },
  );
}

function replay<T>(row: IdempotencyRow, requestHash: string): IdempotentOutcome<T> {
  if (row.requestHash !== requestHash)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED, 'idempotency_key_reused');
  if (row.statusCode === null) throw stillRunning();
  // The stored body is the JSON this helper saved from an earlier `work` of the same request.
  return { statusCode: row.statusCode, body: row.response as T, replayed: true };
}

const stillRunning = () =>
  conflict(
    'A request with this Idempotency-Key is still being processed. Please try again.',
    'idempotency_in_progress',
  );

/** SHA-256 of the fingerprint as JSON with sorted keys, so property order does not matter. */
export function fingerprintHash(fingerprint: unknown): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
