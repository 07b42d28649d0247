import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisAttemptCounter } from './attempt-counter.ts';

// Runs in the Redis suite (REDIS_URL set; CI runs it): counters shared by every instance.
let first: RedisAttemptCounter;
let second: RedisAttemptCounter;
beforeAll(async () => {
  first = await RedisAttemptCounter.connect(process.env.REDIS_URL!);
  second = await RedisAttemptCounter.connect(process.env.REDIS_URL!);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('RedisAttemptCounter', () => {
  it('shares one count between instances, with an expiring window', async () => {
    const key = `test:${randomUUID()}`;
    expect(await first.increment(key, 60_000)).toBe(1);
    expect(await second.increment(key, 60_000)).toBe(2);
    expect(await first.count(key)).toBe(2);
    const remaining = await second.remainingMs(key);
    expect(remaining).toBeGreaterThan(50_000);
    expect(remaining).toBeLessThanOrEqual(60_000);
    await first.reset(key);
    expect(await second.count(key)).toBe(0);
  });

  it('ends the window by itself', async () => {
    const key = `test:${randomUUID()}`;
    await first.increment(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await first.count(key)).toBe(0);
  });
});
