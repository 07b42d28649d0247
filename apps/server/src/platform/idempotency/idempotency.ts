import { createHash } from 'node:crypto';
import type { Database } from '../database/database.ts';
import { conflict, HttpError } from '../http/errors.ts';
import {
  findIdempotencyKey,
  isUsedIdempotencyKey,
  type IdempotencyClaim,
  type IdempotencyRow,
} from './repository.ts';

export type { IdempotencyClaim } from './repository.ts';

export interface IdempotentRequest {
  /** Whose key it is (e.g. `stay:12`): keys of different guests never meet. */
  scope: string;
  /** The client's Idempotency-Key; absent means an ordinary request that simply runs. */
  key: string | undefined;
  /** What was asked: method, route and validated body. The same key with anything else is refused. */
  fingerprint: unknown;
  /**
   * Look the key up before `create`, for work that costs something outside the database before its
   * statement (a chat message's translation, a provider call): a retry is then answered without doing it
   * again. One read more per keyed request; two first requests at once are still decided by the statement.
   */
  checkKeyFirst?: boolean;
}

export interface IdempotentOutcome<T> {
  value: T;
  /** True when this answers an earlier request with the same key. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/**
 * Creates a record at most once per key (docs/decisions/0011-idempotency-keys.md). `create` validates,
 * then writes the record and, when it is given a claim, the key row in ONE statement
 * (`insertIdempotencyKey`): a used key fails that statement and nothing is created. Then, and when
 * `create` refuses the request while its key is already used (a retry after the menu changed), the
 * record the key points at is answered through `replay`. A refused request stores no key, so the guest
 * can correct it and resend under the same key. With `checkKeyFirst` a used key is answered before
 * `create` runs at all.
 */
export async function createOnce<T>(
  db: Database,
  request: IdempotentRequest,
  steps: { create: (claim: IdempotencyClaim | undefined) => Promise<T>; replay: (id: number) => Promise<T> },
): Promise<IdempotentOutcome<T>> {
  const claim = request.key
    ? { scope: request.scope, key: request.key, requestHash: fingerprintHash(request.fingerprint) }
    : undefined;
  if (claim && request.checkKeyFirst) {
    const used = await findIdempotencyKey(db, claim.scope, claim.key);
    if (used) return answerRetry(used, claim, steps.replay);
  }
  try {
    return { value: await steps.create(claim), replayed: false };
  } catch (error) {
    if (!claim || !(isUsedIdempotencyKey(error) || error instanceof HttpError)) throw error;
    const used = await findIdempotencyKey(db, claim.scope, claim.key);
    if (!used) {
      if (error instanceof HttpError) throw error;
      // The key's row was there when the statement failed and is gone now: only a purge does that.
      throw conflict('This Idempotency-Key expired meanwhile. Please try again.', 'idempotency_key_expired');
    }
    return answerRetry(used, claim, steps.replay);
  }
}

/** The record a used key points at, if it was used for this same request; 422 for any other. */
async function answerRetry<T>(
  used: IdempotencyRow,
  claim: IdempotencyClaim,
  replay: (id: number) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  if (used.requestHash !== claim.requestHash)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED, 'idempotency_key_reused');
  return { value: await replay(used.resourceId), replayed: true };
}

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
