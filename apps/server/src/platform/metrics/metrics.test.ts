import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketPaths } from '@hotel/contracts/live';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { sendDueReminders } from '../../modules/activities/reminder-job.ts';
import { zonedToInstant } from '../time.ts';
import { Metrics } from './metrics.ts';

/*
 * /metrics (issue 35, decision 0151): Prometheus text scraped through the real route, after real requests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scrape(app: TestApp = t): Promise<string> {
  const response = await app.app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let found: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value))
      found = (found ?? 0) + Number(match[3]);
  }
  return found;
}

describe('GET /metrics', () => {
  it('counts a placed order once (not its replayed retry) and times requests by route pattern, never the URL', async () => {
    const hotel = await createTestHotel(t.ctx);
    const menu = await createMenuFixture(t.ctx, hotel.hotelId);
    const token = await loginTestGuest(t.app, hotel);
    const before = await scrape();
    expect(sample(before, 'hotel_orders_placed_total')).toBeDefined();
    const ordersBefore = sample(before, 'hotel_orders_placed_total')!;
    const placedBefore =
      sample(before, 'hotel_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/orders/',
        status_code: '201',
      }) ?? 0;

    const order = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { ...auth(token), 'idempotency-key': `metrics-${hotel.uniqueId}` },
        payload: {
          location: menu.terrace.id,
          items: [
            {
              dining_item: menu.item('Curry').id,
              quantity: 1,
              selected_options: {
                [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Spice', 'Hot'),
                [menu.option('Curry', 'Protein')]: menu.value('Curry', 'Protein', 'Tofu'),
              },
            },
          ],
        },
      });
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    const retried = await order();
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const orderId = placed.json<{ id: number }>().id;
    expect((await t.app.inject({ url: `/api/orders/${orderId}/`, headers: auth(token) })).statusCode).toBe(
      200,
    );

    const after = await scrape();
    expect(sample(after, 'hotel_orders_placed_total')).toBe(ordersBefore + 1);
    expect(
      sample(after, 'hotel_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/orders/',
        status_code: '201',
      }),
    ).toBe(placedBefore + 2);
    expect(
      sample(after, 'hotel_http_request_duration_seconds_bucket', {
        route: '/api/orders/:id/',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/api/orders/${orderId}/`);
    expect(after).toContain('# TYPE hotel_http_request_duration_seconds histogram');
  });

  it('reports the dependencies, the job queues, the process and (on PostgreSQL) the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'hotel_dependency_up', { dependency: 'database' })).toBe(1);
    expect(sample(text, 'hotel_dependency_up', { dependency: 'redis' })).toBeUndefined();
    expect(sample(text, 'hotel_job_lag_seconds', { job: 'activity_reminders' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hotel_job_failures_total', { job: 'activity_reminders' })).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const pool = sample(text, 'hotel_db_pool_connections', { state: 'total' });
    if (t.ctx.dbKind === 'postgres') expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();

    t.ctx.health.reportDown('database', 'metrics-test', 'pretend');
    try {
      expect(sample(await scrape(), 'hotel_dependency_up', { dependency: 'database' })).toBe(0);
    } finally {
      t.ctx.health.reportUp('database', 'metrics-test');
    }
  });

  it('reads the reminder queue lag at scrape time: the age of the oldest due reminder, 0 once sent', async () => {
    const { hotel, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx);
    expect((await book(valid())).statusCode).toBe(201);
    // The 10:00 booking's reminder is due at 09:00; at 09:30 it has waited 30 minutes.
    t.setNow(zonedToInstant(tomorrow, '09:30:00', hotel.timezone));
    try {
      const lag = sample(await scrape(), 'hotel_job_lag_seconds', { job: 'activity_reminders' });
      expect(lag).toBeGreaterThanOrEqual(30 * 60);
      await sendDueReminders(t.ctx);
      expect(sample(await scrape(), 'hotel_job_lag_seconds', { job: 'activity_reminders' })).toBe(0);
    } finally {
      t.setNow(undefined);
    }
  });

  it('counts open live sockets by channel', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const base = await listenForSockets(t);
    const guests = () => sample(text, 'hotel_live_sockets', { channel: 'guest' });
    let text = await scrape();
    const before = guests()!;
    expect(sample(text, 'hotel_live_sockets', { channel: 'staff' })).toBe(0);
    const client = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await client.opened;
    text = await scrape();
    expect(guests()).toBe(before + 1);
    await client.close();
    await expect
      .poll(async () => sample(await scrape(), 'hotel_live_sockets', { channel: 'guest' }))
      .toBe(before);
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: this machine only, by the socket address, and not through a proxy on it', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('hotel_');
    // X-Forwarded-For cannot make an outside client local…
    const claimed = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(claimed.statusCode).toBe(404);
    // …and a reverse proxy on this machine (it connects from 127.0.0.1) does not pass an outside client on.
    const proxied = await t.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN: the Bearer token is required, from anywhere', async () => {
    const token = 'scrape-token-0123456789';
    const guarded = await createTestApp({ METRICS_TOKEN: token });
    try {
      const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        guarded.app.inject({ url: '/metrics', headers, remoteAddress });
      const missing = await ask({});
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await ask({ authorization: `Bearer ${token}x` })).statusCode).toBe(401);
      expect((await ask({ authorization: `Token ${token}` })).statusCode).toBe(401);
      const allowed = await ask({ authorization: `Bearer ${token}` }, '203.0.113.9');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('hotel_orders_placed_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('Metrics', () => {
  it('keeps each instance in its own registry, and leaves a failing or hanging source out of the scrape', async () => {
    const one = new Metrics();
    const two = new Metrics();
    one.counter('hotel_test_total', 'test').inc();
    one.counter('hotel_test_total', 'test').inc();
    two.counter('hotel_test_total', 'test');
    expect(sample(await one.scrape(), 'hotel_test_total')).toBe(2);
    expect(sample(await two.scrape(), 'hotel_test_total')).toBe(0);

    one.jobLag('fine', async () => 12);
    one.jobLag('broken', async () => {
      throw new Error('database away');
    });
    one.jobLag('hanging', () => new Promise<number>(() => undefined));
    one.jobFailed('broken');
    const text = await one.scrape();
    expect(sample(text, 'hotel_job_lag_seconds', { job: 'fine' })).toBe(12);
    expect(sample(text, 'hotel_job_lag_seconds', { job: 'broken' })).toBeUndefined();
    expect(sample(text, 'hotel_job_lag_seconds', { job: 'hanging' })).toBeUndefined();
    expect(sample(text, 'hotel_job_failures_total', { job: 'broken' })).toBe(1);
    expect(sample(text, 'hotel_job_failures_total', { job: 'fine' })).toBe(0);
  });
});
