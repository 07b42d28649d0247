import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/database/database.ts';
import { orders } from '../../src/modules/dining/schema.ts';
import { idempotencyKeys } from '../../src/platform/idempotency/schema.ts';
import { upsertHotel } from '../../src/modules/hotels/provisioning.ts';
import { checkInGuest } from '../../src/modules/stays/provisioning.ts';
import { locations } from '../../src/modules/dining/schema.ts';
import { loadMenuRecords } from '../../src/modules/dining/menu-repository.ts';
import { seedMenu } from '../../src/seed/demo-dining.ts';
import { addDays, dateInZone } from '../../src/platform/time.ts';
import { TEST_MENU } from '../dining-fixtures.ts';
import { freePort, startOwnRedis, waitFor, type OwnRedis } from '../own-redis.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';
import { startTcpGate, type TcpGate } from './tcp-gate.ts';

/**
 * The fault suite (issue 14): the real server process on PostgreSQL and a Redis of its own, taking
 * orders at a steady rate with unique Idempotency-Keys while the test terminates its database
 * connections, makes the database refuse connections for 10 s, kills -9 and restarts it, and stops
 * its Redis. Each order is retried under its key until acknowledged, as the guest app does. At the end
 * every key has exactly one order, no order exists without a key, and the server never exited by itself.
 */
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The fault suite needs DATABASE_URL naming a PostgreSQL server (CI sets it).');

const faultDatabaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${url.pathname.slice(1) || 'postgres'}_fault`;
  return url;
})();
const faultDatabase = faultDatabaseUrl.pathname.slice(1);

const ORDERS_PER_SECOND = 20;
const GUESTS = 8;
const REFUSAL_MS = 10_000;

let admin: pg.Client;
let gate: TcpGate;
let redis: OwnRedis;
let server: ServerProcess;
let hotelId: number;
let itemId: number;
const tokens: string[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${faultDatabase}" with (force)`);
  await admin.query(`create database "${faultDatabase}"`);

  const direct = await openDatabase({
    databaseUrl: faultDatabaseUrl.toString(),
    migrationsDir: loadConfig({}).migrationsDir,
    poolSize: 2,
  });
  try {
    hotelId = await upsertHotel(direct.db, {
      uniqueId: 'HOTEL-FAULT',
      name: 'Fault hotel',
      timezone: 'UTC',
      roomServiceEnabled: true,
    });
    const today = dateInZone(new Date(), 'UTC');
    for (let guest = 0; guest < GUESTS; guest++) {
      await checkInGuest(direct.db, {
        hotelId,
        roomNumber: String(101 + guest),
        familyName: 'Fault',
        checkInDate: addDays(today, -1),
        checkOutDate: addDays(today, 2),
      });
    }
    await direct.db.insert(locations).values([
      { hotelId, name: 'Terrace', sortOrder: 1 },
      { hotelId, name: 'Bar', sortOrder: 2 },
    ]);
    await seedMenu(direct.db, hotelId, TEST_MENU);
    itemId = (await loadMenuRecords(direct.db, hotelId))!.items.find((item) => item.name === 'Sundae')!.id;
  } finally {
    await direct.close();
  }

  gate = await startTcpGate(faultDatabaseUrl.hostname, Number(faultDatabaseUrl.port || 5432));
  const gated = new URL(faultDatabaseUrl);
  gated.hostname = '127.0.0.1';
  gated.port = String(gate.port);
  redis = await startOwnRedis();
  server = serverProcess(await freePort(), {
    DATABASE_URL: gated.toString(),
    REDIS_URL: redis.url,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    GUEST_WEB_DIST: '/nonexistent',
    // The suite's steady stream of orders from few guests is not what the per-guest limits are for.
    GUEST_WRITE_BURST: '1000',
    GUEST_WRITES_PER_MINUTE: '100000',
    ADDRESS_WRITE_BURST: '100000',
    ADDRESS_WRITES_PER_MINUTE: '1000000',
  });
  await server.start();
  for (let guest = 0; guest < GUESTS; guest++) {
    const response = await fetch(`${server.baseUrl}/api/guest-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        room: String(101 + guest),
        family_name: 'Fault',
        hotel_unique_id: 'HOTEL-FAULT',
      }),
    });
    expect(response.status).toBe(200);
    tokens.push(((await response.json()) as { token: string }).token);
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await gate?.stop();
  await redis?.stop();
  await admin?.query(`drop database if exists "${faultDatabase}" with (force)`).catch(() => undefined);
  await admin?.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places orders at a steady rate, each retried under its own key until the server acknowledges it. */
class OrderStream {
  readonly acknowledged = new Map<string, number>();
  readonly answers = new Map<string, number>();
  readonly successTimes: number[] = [];
  readonly unexpected: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private sent = 0;

  start(): void {
    this.running = true;
    this.timer = setInterval(() => {
      const key = randomUUID();
      const token = tokens[this.sent++ % tokens.length]!;
      const done = this.placeUntilAcknowledged(key, token).finally(() => this.inFlight.delete(done));
      this.inFlight.add(done);
    }, 1_000 / ORDERS_PER_SECOND);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
    this.running = false;
  }

  firstSuccessAfter(instant: number): number | undefined {
    return this.successTimes.find((time) => time >= instant);
  }

  private count(answer: string): void {
    this.answers.set(answer, (this.answers.get(answer) ?? 0) + 1);
  }

  private async placeUntilAcknowledged(key: string, token: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${server.baseUrl}/api/orders/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Token ${token}`,
            'idempotency-key': key,
          },
          body: JSON.stringify({ location: null, items: [{ dining_item: itemId, quantity: 1 }] }),
          signal: AbortSignal.timeout(8_000),
        });
        this.count(String(response.status));
        if (response.status === 201) {
          const order = (await response.json()) as { id: number };
          const earlier = this.acknowledged.get(key);
          if (earlier !== undefined && earlier !== order.id)
            this.unexpected.push(`key ${key} got two orders`);
          this.acknowledged.set(key, order.id);
          this.successTimes.push(Date.now());
          return;
        }
        const body = await response.text();
        if (response.status !== 503 || !response.headers.get('retry-after') || !body.includes('detail'))
          this.unexpected.push(`${response.status} ${body}`);
      } catch {
        this.count('no answer');
      }
      await sleep(200);
    }
    if (this.running) this.unexpected.push(`key ${key} never acknowledged`);
  }
}

async function ready(): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${server.baseUrl}/ready`, { signal: AbortSignal.timeout(8_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

describe('orders through database and Redis faults', () => {
  it('loses and duplicates no acknowledged order, and the server never exits by itself', async () => {
    const stream = new OrderStream();
    const recovery: Record<string, number> = {};
    const recoveredAfter = async (name: string, since: number) => {
      await waitFor(() => stream.firstSuccessAfter(since) !== undefined, 30_000, `no order after ${name}`);
      recovery[name] = stream.firstSuccessAfter(since)! - since;
    };
    stream.start();
    await sleep(2_000);

    // 1. What a PostgreSQL restart or fail-over does to every open connection.
    const terminatedAt = Date.now();
    const terminated = await admin.query(
      'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [faultDatabase],
    );
    expect(Number(terminated.rows[0].n)).toBeGreaterThan(0);
    await recoveredAfter('connections terminated', terminatedAt);
    await sleep(2_000);

    // 2. The database refuses connections for 10 s: 503 with Retry-After, /ready not ready.
    gate.close();
    await sleep(1_500);
    const whileAway = await ready();
    expect(whileAway.status).toBe(503);
    expect(JSON.parse(whileAway.body)).toMatchObject({ status: 'not_ready', database: 'unavailable' });
    await sleep(REFUSAL_MS - 1_500);
    const reopenedAt = Date.now();
    gate.open();
    await recoveredAfter('database refused connections for 10 s', reopenedAt);
    await waitFor(async () => (await ready()).status === 200, 10_000, '/ready did not recover');
    await sleep(2_000);

    // 3. kill -9 and a restart.
    const killedAt = Date.now();
    await server.kill9();
    await server.start();
    await recoveredAfter('kill -9 and restart', killedAt);
    await sleep(2_000);

    // 4. Redis goes away: orders go on at normal speed, /ready says degraded.
    await redis.stop();
    const redisStoppedAt = Date.now();
    await waitFor(
      async () => (await ready()).body.includes('degraded'),
      10_000,
      '/ready did not say degraded',
    );
    await sleep(3_000);
    const duringRedisOutage = stream.successTimes.filter((time) => time > redisStoppedAt).length;
    expect(duringRedisOutage).toBeGreaterThan(ORDERS_PER_SECOND * 2);
    await redis.start();
    await waitFor(async () => (await ready()).body.includes('"status":"ready"'), 15_000, 'Redis not back');
    await sleep(1_000);

    await stream.stop();

    const direct = await openDatabase({
      databaseUrl: faultDatabaseUrl.toString(),
      migrationsDir: loadConfig({}).migrationsDir,
      poolSize: 1,
    });
    try {
      const stored = await direct.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.hotelId, hotelId));
      const keys = await direct.db.$count(idempotencyKeys);
      const acknowledgedIds = new Set(stream.acknowledged.values());
      console.log(
        `Fault suite: ${stream.acknowledged.size} orders acknowledged, ${stored.length} stored; answers ${JSON.stringify(Object.fromEntries(stream.answers))}; ` +
          `time to recover (ms): ${JSON.stringify(recovery)}`,
      );
      expect(stream.unexpected).toEqual([]);
      expect(acknowledgedIds.size).toBe(stream.acknowledged.size); // no two keys share an order
      expect(stored.length).toBe(stream.acknowledged.size); // no order without an acknowledged key
      expect(new Set(stored.map((row) => row.id))).toEqual(acknowledgedIds);
      expect(keys).toBe(stream.acknowledged.size);
    } finally {
      await direct.close();
    }
    expect(server.unexpectedExits).toEqual([]);
  }, 180_000);
});
