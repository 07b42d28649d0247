import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketPaths } from '@hotel/contracts/live';
import { notifyGuest } from '../../src/modules/notifications/service.ts';
import { connectLive, listenForSockets } from '../live-client.ts';
import { connectShared } from '../../src/platform/create-context.ts';
import { DependencyHealth } from '../../src/platform/health/dependency-health.ts';
import { freePort, startOwnRedis, waitFor, type OwnRedis } from '../own-redis.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
  type TestHotel,
} from '../test-app.ts';

/**
 * Redis going away after start-up (item 2 of issue 14): logins and writes keep their normal speed, live
 * events are delivered when Redis returns, /ready says degraded, and the log says it once. The test
 * stops and starts a Redis of its own; the shared one is never touched.
 */
let redis: OwnRedis;
let a: TestApp;
let b: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  const deployment = { REDIS_URL: redis.url, REDIS_NAMESPACE: `outage-${uniqueSuffix()}`, LOG_LEVEL: 'warn' };
  const logStream = { write: (line: string) => void logLines.push(line) };
  a = await createTestApp(deployment, { logStream });
  b = await createTestApp(deployment, { logStream });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.stop();
});

const notice = (hotel: TestHotel, message: string) => ({
  hotelId: hotel.hotelId,
  stayId: hotel.stayId,
  type: 'other' as const,
  title: 'Hello',
  message,
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('Redis goes away after start-up', () => {
  it('keeps logins and writes fast, reports degraded, buffers events and delivers them when Redis returns', async () => {
    const hotel = await createTestHotel(a.ctx);
    const token = await loginTestGuest(a.app, hotel);
    const url = await listenForSockets(a);
    const client = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
    await client.opened;

    await redis.stop();
    await waitFor(
      () => a.ctx.health.isDown('redis') && b.ctx.health.isDown('redis'),
      5_000,
      'outage not seen',
    );

    const ready = await a.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });

    // Logins use the local fallback counters: answered at once, not after seconds of retries.
    const login = await timed(() => loginTestGuest(b.app, hotel));
    expect(login.ms).toBeLessThan(500);
    const toggle = await timed(() =>
      b.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${hotel.stayId}/`,
        headers: auth(login.value),
        payload: { request_towels: true },
      }),
    );
    expect(toggle.value.statusCode).toBe(200);
    expect(toggle.ms).toBeLessThan(500);

    // Produced on A (the guest's instance): delivered at once. Produced on B: kept until Redis returns.
    const local = await timed(() => notifyGuest(a.ctx, notice(hotel, 'from A during the outage')));
    expect(local.ms).toBeLessThan(500);
    await client.next((m) => m.type === 'notification' && m.message === 'from A during the outage');
    await notifyGuest(b.ctx, notice(hotel, 'from B during the outage'));
    await client.expectNothing((m) => m.type === 'notification' && m.message === 'from B during the outage');

    await redis.start();
    const recoveredAt = performance.now();
    await client.next((m) => m.type === 'notification' && m.message === 'from B during the outage', 10_000);
    console.log(
      `Redis outage: buffered events delivered ${Math.round(performance.now() - recoveredAt)} ms after Redis returned`,
    );
    await waitFor(() => !a.ctx.health.isDown('redis'), 5_000, 'recovery not seen');
    expect((await a.app.inject({ url: '/ready' })).json().status).toBe('ready');
    // A delivered its own event during the outage: the late copy on the channel is not delivered twice.
    await client.expectNothing(
      (m) => m.type === 'notification' && m.message === 'from A during the outage',
      800,
    );
    await client.close();

    const outageLines = logLines.filter((line) => line.includes('redis unavailable'));
    expect(outageLines).toHaveLength(2); // one per instance, not one per request
  });
});

describe('/ready', () => {
  it('asks Redis itself from start-up on: a Redis that hangs is reported before any request used it', async () => {
    const own = await startOwnRedis();
    const app = await createTestApp({
      REDIS_URL: own.url,
      REDIS_NAMESPACE: `ready-${uniqueSuffix()}`,
      LOG_LEVEL: 'silent',
    });
    try {
      expect((await app.app.inject({ url: '/ready' })).json()).toEqual({
        status: 'ready',
        database: 'ok',
        redis: 'ok',
      });
      // Frozen, not stopped: no connection closes, so nothing but a round trip can notice.
      own.pause();
      const asked = await timed(() => app.app.inject({ url: '/ready' }));
      expect(asked.value.statusCode).toBe(200);
      expect(asked.value.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
      expect(asked.ms).toBeLessThan(2_000);
      own.resume();
      await waitFor(
        async () => (await app.app.inject({ url: '/ready' })).json().status === 'ready',
        5_000,
        'recovery not reported',
      );
    } finally {
      own.resume();
      await app.close();
      await own.stop();
    }
  });

  it('reports a Redis that went away before anything was sent to it', async () => {
    const own = await startOwnRedis();
    const app = await createTestApp({
      REDIS_URL: own.url,
      REDIS_NAMESPACE: `ready-${uniqueSuffix()}`,
      LOG_LEVEL: 'silent',
    });
    try {
      await own.stop();
      expect((await app.app.inject({ url: '/ready' })).json()).toMatchObject({
        status: 'degraded',
        redis: 'unavailable',
      });
    } finally {
      await app.close();
    }
  });
});

describe('two deployments on one Redis', () => {
  it('never deliver each other’s events', async () => {
    const first = await createTestApp({ REDIS_URL: redis.url, REDIS_NAMESPACE: `first-${uniqueSuffix()}` });
    const second = await createTestApp({ REDIS_URL: redis.url, REDIS_NAMESPACE: `second-${uniqueSuffix()}` });
    try {
      // The same stay id in both (both use this worker's database): only the namespace keeps them apart.
      const hotel = await createTestHotel(first.ctx);
      const token = await loginTestGuest(first.app, hotel);
      const firstClient = connectLive(
        await listenForSockets(first),
        liveSocketPaths.guest(hotel.uniqueId, token),
      );
      const secondClient = connectLive(
        await listenForSockets(second),
        liveSocketPaths.guest(hotel.uniqueId, token),
      );
      await Promise.all([firstClient.opened, secondClient.opened]);
      await notifyGuest(first.ctx, notice(hotel, 'order 12: no peanuts'));
      await firstClient.next((m) => m.type === 'notification' && m.message === 'order 12: no peanuts');
      await secondClient.expectNothing((m) => m.type === 'notification', 500);
      await Promise.all([firstClient.close(), secondClient.close()]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a wrong REDIS_URL', () => {
  it('stops the start-up within a second, with a message naming the address', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = performance.now();
    await expect(connectShared(url, 'wrong-url', new DependencyHealth())).rejects.toThrow(
      /^Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
