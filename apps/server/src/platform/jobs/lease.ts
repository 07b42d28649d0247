import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database.ts';
import { jobLeases } from './schema.ts';

/** This process, as a lease names its holder: which machine and process, plus a nonce (two apps in one process). */
export function leaseHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export interface LeaseOptions {
  /** Who takes it (leaseHolder()). */
  holder: string;
  /** How long the lease holds: a holder that crashed frees it after this, so the job must finish well within it. */
  leaseMs: number;
  /** The clock (the app's, so tests can move it). */
  now: () => Date;
}

export type LeaseRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `job` only if this caller takes the job's lease (decision 0155): one statement inserts the row or takes
 * it over when the lease is free or has run out, so of two instances racing exactly one gets it. The result (or
 * the error's message) is kept in last_result for operators, and the lease is released when the job ends.
 * An instance that dies mid-run leaves a lease that runs out after leaseMs; the next run anywhere takes it.
 */
export async function runWithLease<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  options: LeaseOptions,
  job: () => Promise<T>,
): Promise<LeaseRun<T>> {
  const startedAt = options.now();
  const heldUntil = new Date(startedAt.getTime() + options.leaseMs);
  const taken = await db
    .insert(jobLeases)
    .values({ name, heldBy: options.holder, heldUntil, lastStartedAt: startedAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { heldBy: options.holder, heldUntil, lastStartedAt: startedAt },
      setWhere: sql`${jobLeases.heldUntil} is null or ${jobLeases.heldUntil} < ${startedAt.toISOString()}::timestamptz`,
    })
    .returning({ name: jobLeases.name });
  if (taken.length === 0) return { ran: false };

  let lastResult: Record<string, unknown> = {};
  try {
    const result = await job();
    lastResult = result;
    return { ran: true, result };
  } catch (error) {
    lastResult = { error: error instanceof Error ? error.message : String(error) };
    throw error;
  } finally {
    // Only our own lease: if we overran it and another instance took it, that one's lease stands.
    await db
      .update(jobLeases)
      .set({ heldBy: null, heldUntil: null, lastFinishedAt: options.now(), lastResult })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.heldBy, options.holder)));
  }
}

/** What a leased job did last, for operators and tests. */
export async function jobLeaseOf(db: Database, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name)).limit(1);
  return row;
}
