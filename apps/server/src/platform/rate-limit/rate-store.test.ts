import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/own-redis.ts';
import { DependencyHealth } from '../health/dependency-health.ts';
import { FallbackRateStore, MemoryRateStore, type RateStore } from './rate-store.ts';

const rule = { burst: 3, intervalMs: 1_000 };

describe('MemoryRateStore', () => {
  it('lets a burst through, then one event per interval, and says how long to wait', async () => {
    let now = 0;
    const store = new MemoryRateStore(() => now);
    for (let event = 0; event < 3; event++) expect(await store.apply('k', rule, 'take')).toBe(0);
    expect(await store.apply('k', rule, 'take')).toBe(1_000);
    expect(await store.apply('k', rule, 'peek')).toBe(1_000);
    now = 999;
    expect(await store.apply('k', rule, 'take')).toBe(1);
    now = 1_000;
    expect(await store.apply('k', rule, 'take')).toBe(0);
    expect(await store.apply('k', rule, 'take')).toBe(1_000);
    expect(await store.apply('other', rule, 'peek')).toBe(0);
  });

  it('counts a hit even over the rate, and a refused take not at all', async () => {
    let now = 0;
    const store = new MemoryRateStore(() => now);
    for (let event = 0; event < 5; event++) await store.apply('k', rule, 'hit');
    expect(await store.apply('k', rule, 'peek')).toBe(3_000);
    for (let event = 0; event < 5; event++) await store.apply('t', rule, 'take');
    expect(await store.apply('t', rule, 'peek')).toBe(1_000);
    now = 10_000;
    expect(await store.apply('k', rule, 'peek')).toBe(0);
  });

  it('stays within its key bound under a flood of distinct keys', async () => {
    const store = new MemoryRateStore(() => 0, 1_000);
    for (let key = 0; key < 5_000; key++) await store.apply(`flood:${key}`, rule, 'hit');
    expect(store.size).toBeLessThanOrEqual(1_000);
  });
});

describe('FallbackRateStore', () => {
  it('counts locally while the shared store fails, and logs the outage once', async () => {
    const warnings: string[] = [];
    const health = new DependencyHealth();
    health.useLog({ warn: (_details, message) => warnings.push(message), info: () => undefined });
    const broken: RateStore = {
      apply: () => Promise.reject(new Error('Connection is closed.')),
      reset: () => Promise.reject(new Error('Connection is closed.')),
      close: async () => undefined,
    };
    const store = new FallbackRateStore(broken, new MemoryRateStore(() => 0), health);
    for (let event = 0; event < 3; event++) expect(await store.apply('k', rule, 'take')).toBe(0);
    expect(await store.apply('k', rule, 'take')).toBe(1_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^redis unavailable/);
    expect(health.isDown('redis')).toBe(true);
  });

  it('goes back to the shared store once health has its connection up again (a hang that healed)', async () => {
    const health = new DependencyHealth({ recheckMs: 20 });
    health.useLog({ warn: () => undefined, info: () => undefined });
    let hung = true;
    const sharedCounts = new MemoryRateStore(() => 0);
    const shared: RateStore = {
      apply: (key, r, mode) =>
        hung ? Promise.reject(new Error('Command timed out.')) : sharedCounts.apply(key, r, mode),
      reset: (key) => sharedCounts.reset(key),
      close: async () => undefined,
    };
    // What connectRedis registers for the limits connection: a PING on it.
    health.watchRecovery('redis', 'limits', async () => {
      if (hung) throw new Error('Command timed out.');
    });
    const store = new FallbackRateStore(shared, new MemoryRateStore(() => 0), health);
    expect(await store.apply('k', rule, 'hit')).toBe(0);
    expect(health.isDown('redis', 'limits')).toBe(true);
    hung = false;
    await waitFor(() => !health.isDown('redis'), 2_000, 'recovery not reported');
    for (let event = 0; event < 3; event++) await store.apply('k', rule, 'hit');
    expect(await sharedCounts.apply('k', rule, 'peek')).toBe(1_000); // the three hits reached the shared store
  });

  it('follows its own connection: another Redis connection down leaves it on the shared store', async () => {
    const health = new DependencyHealth();
    health.useLog({ warn: () => undefined, info: () => undefined });
    const sharedCounts = new MemoryRateStore(() => 0);
    const store = new FallbackRateStore(sharedCounts, new MemoryRateStore(() => 0), health);
    health.reportDown('redis', 'live subscriber', 'connection closed');
    for (let event = 0; event < 3; event++) await store.apply('k', rule, 'hit');
    expect(await sharedCounts.apply('k', rule, 'peek')).toBe(1_000);
  });
});
