import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase, uniqueSuffix } from '../../../test/test-app.ts';
import type { Database } from '../database/database.ts';
import { jobLeaseOf, runWithLease } from './lease.ts';
import { jobLeases } from './schema.ts';

let db: Database;
beforeAll(async () => {
  db = (await sharedTestDatabase()).db;
});

const LEASE_MS = 60_000;
const at = (instant: Date) => () => instant;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runWithLease', () => {
  it('of two instances racing, exactly one runs the job; the result is kept and the lease released', async () => {
    const name = `job-${uniqueSuffix()}`;
    const now = new Date();
    let runs = 0;
    const job = async () => {
      runs += 1;
      await pause(50);
      return { erased: 3 };
    };
    const outcomes = await Promise.all(
      ['instance-a', 'instance-b', 'instance-c'].map((holder) =>
        runWithLease(db, name, { holder, leaseMs: LEASE_MS, now: at(now) }, job),
      ),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ran)).toEqual([{ ran: true, result: { erased: 3 } }]);
    expect(await jobLeaseOf(db, name)).toMatchObject({
      heldBy: null,
      heldUntil: null,
      lastResult: { erased: 3 },
      lastStartedAt: now,
    });
    // Released: the next run (on any instance) takes it again.
    expect(
      (await runWithLease(db, name, { holder: 'instance-b', leaseMs: LEASE_MS, now: at(now) }, job)).ran,
    ).toBe(true);
  });

  it("a crashed holder's lease is respected until it runs out, then another instance takes it", async () => {
    const name = `job-${uniqueSuffix()}`;
    const crashedAt = new Date('2030-01-01T00:00:00Z');
    await db.insert(jobLeases).values({
      name,
      heldBy: 'crashed',
      heldUntil: new Date(crashedAt.getTime() + LEASE_MS),
      lastStartedAt: crashedAt,
    });
    const job = async () => ({ done: true });
    const during = new Date(crashedAt.getTime() + LEASE_MS - 1);
    expect(
      await runWithLease(db, name, { holder: 'other', leaseMs: LEASE_MS, now: at(during) }, job),
    ).toEqual({
      ran: false,
    });
    expect((await jobLeaseOf(db, name))?.heldBy).toBe('crashed');
    const after = new Date(crashedAt.getTime() + LEASE_MS + 1);
    expect(await runWithLease(db, name, { holder: 'other', leaseMs: LEASE_MS, now: at(after) }, job)).toEqual(
      {
        ran: true,
        result: { done: true },
      },
    );
    expect(await jobLeaseOf(db, name)).toMatchObject({ heldBy: null, lastResult: { done: true } });
  });

  it('a failing job records its error, releases the lease and throws', async () => {
    const name = `job-${uniqueSuffix()}`;
    const options = { holder: 'a', leaseMs: LEASE_MS, now: () => new Date() };
    await expect(
      runWithLease(db, name, options, async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
    expect(row).toMatchObject({ heldBy: null, heldUntil: null, lastResult: { error: 'database went away' } });
  });
});
