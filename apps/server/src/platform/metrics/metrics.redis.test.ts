import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Runs only when REDIS_URL names a Redis server (see vitest.config.ts); CI always sets it.
const redisUrl = process.env.REDIS_URL!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: redisUrl });
});
afterAll(() => t.close());

const redisUp = async () =>
  /^hotel_dependency_up\{dependency="redis"\} (\d)$/m.exec(
    (await t.app.inject({ url: '/metrics' })).body,
  )?.[1];

describe('/metrics with Redis', () => {
  it('says whether Redis (the event bus and the shared limits) is up, as DependencyHealth sees it', async () => {
    expect(await redisUp()).toBe('1');
    t.ctx.health.reportDown('redis', 'live publisher', 'pretend');
    try {
      expect(await redisUp()).toBe('0');
    } finally {
      t.ctx.health.reportUp('redis', 'live publisher');
    }
    expect(await redisUp()).toBe('1');
  });
});
