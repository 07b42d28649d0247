import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../jobs/schedule.ts';
import { deleteIdempotencyKeysBefore } from './repository.ts';

/** A retry comes within minutes (the guest app's offline queue within hours); a day is plenty. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
const BATCH = 5_000;

/** Deletes every key older than the retention, in batches; returns how many went. */
export async function purgeIdempotencyKeys(
  app: Pick<FastifyInstance, 'ctx'>,
  now: Date = app.ctx.now(),
): Promise<number> {
  const olderThan = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteIdempotencyKeysBefore(app.ctx.db, olderThan, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Without it the table grows by a row per order for ever. */
export function installIdempotencyRetention(app: FastifyInstance): void {
  scheduleEvery(app, 'purge idempotency keys', PURGE_EVERY_MS, () => purgeIdempotencyKeys(app));
}
