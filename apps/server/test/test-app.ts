import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/database/database.ts';
import { InProcessEventBus, type EventBus } from '../src/platform/events/event-bus.ts';
import { RedisEventBus } from '../src/platform/events/redis-event-bus.ts';
import { MemoryAttemptCounter } from '../src/platform/rate-limit/attempt-counter.ts';
import { addDays, dateInZone } from '../src/platform/time.ts';
import {
  checkInGuest,
  ensureRoom,
  upsertHotel,
  upsertStaffMember,
  type NewHotel,
} from '../src/modules/hotels/provisioning.ts';

/**
 * API tests run against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (one
 * database per worker). Tests never reset it: each creates its own hotel with a unique id, and every
 * query is scoped by hotel, so tests cannot see each other's rows — which is also the scoping rule itself.
 */

let sharedDatabase: Promise<DatabaseHandle> | undefined;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GUEST_WEB_DIST: '/nonexistent',
    ...workerDatabaseEnv(),
    ...overrides,
  });
}

function workerDatabaseEnv(): Record<string, string> {
  const url = process.env.DATABASE_URL;
  if (!url) return {};
  const parsed = new URL(url);
  parsed.pathname = `/${parsed.pathname.slice(1) || 'postgres'}_test_${process.env.VITEST_POOL_ID ?? '0'}`;
  return { DATABASE_URL: parsed.toString() };
}

async function ensureWorkerDatabase(workerUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const name = new URL(workerUrl).pathname.slice(1);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

export function sharedTestDatabase(): Promise<DatabaseHandle> {
  sharedDatabase ??= (async () => {
    const config = testConfig();
    if (config.DATABASE_URL) await ensureWorkerDatabase(config.DATABASE_URL);
    return openDatabase({
      databaseUrl: config.DATABASE_URL,
      migrationsDir: config.migrationsDir,
      poolSize: 5,
    });
  })();
  return sharedDatabase;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the server's clock; `undefined` returns to real time. */
  setNow(instant: Date | undefined): void;
  close(): Promise<void>;
}

/**
 * Apps of one test process given the same REDIS_URL share a pub/sub channel (two instances behind one
 * Redis); other processes and runs get other channels, so parallel workers never see each other's events.
 */
const TEST_REDIS_CHANNEL = `hotel-guest:test:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * An app on the worker's database. It gets its own in-process bus, or with `REDIS_URL` in the overrides
 * a Redis bus, so two such apps behave as two instances of one deployment.
 */
export async function createTestApp(
  configOverrides: Record<string, string> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const database = await sharedTestDatabase();
  let fixedNow: Date | undefined;
  const config = testConfig(configOverrides);
  const bus: EventBus = config.REDIS_URL
    ? await RedisEventBus.connect(config.REDIS_URL, { channel: TEST_REDIS_CHANNEL })
    : new InProcessEventBus();
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    bus,
    attempts: new MemoryAttemptCounter(() => ctx.now().getTime()),
    now: () => fixedNow ?? new Date(),
  };
  const app = await buildApp(ctx, buildOptions);
  await app.ready();
  return {
    app,
    ctx,
    setNow: (instant) => {
      fixedNow = instant;
    },
    close: async () => {
      await app.close();
      await ctx.bus.close();
    },
  };
}

export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

export interface TestHotel {
  hotelId: number;
  uniqueId: string;
  timezone: string;
  roomNumber: string;
  familyName: string;
  stayId: number;
}

/** A hotel with one room and a guest staying from yesterday to three days from today (hotel time). */
export async function createTestHotel(
  ctx: AppContext,
  overrides: Partial<NewHotel> = {},
): Promise<TestHotel> {
  const uniqueId = overrides.uniqueId ?? `HOTEL-T${uniqueSuffix()}`;
  const timezone = overrides.timezone ?? 'Asia/Bangkok';
  const hotelId = await upsertHotel(ctx.db, {
    name: `Test hotel ${uniqueId}`,
    currencySymbol: '฿',
    ...overrides,
    uniqueId,
    timezone,
  });
  const today = dateInZone(ctx.now(), timezone);
  const stayId = await checkInGuest(ctx.db, {
    hotelId,
    roomNumber: '101',
    familyName: 'Tanaka',
    checkInDate: addDays(today, -1),
    checkOutDate: addDays(today, 3),
  });
  return { hotelId, uniqueId, timezone, roomNumber: '101', familyName: 'Tanaka', stayId };
}

/** Another guest in the same hotel (room 102 unless told): scoping by stay, not only by hotel. */
export async function addTestGuest(
  ctx: AppContext,
  hotel: TestHotel,
  guest: { roomNumber?: string; familyName?: string } = {},
): Promise<TestHotel> {
  const roomNumber = guest.roomNumber ?? '102';
  const familyName = guest.familyName ?? 'Suzuki';
  const today = dateInZone(ctx.now(), hotel.timezone);
  const stayId = await checkInGuest(ctx.db, {
    hotelId: hotel.hotelId,
    roomNumber,
    familyName,
    checkInDate: addDays(today, -1),
    checkOutDate: addDays(today, 3),
  });
  return { ...hotel, roomNumber, familyName, stayId };
}

export async function addTestRoom(ctx: AppContext, hotelId: number, roomNumber: string, unlicensed = false) {
  return ensureRoom(ctx.db, hotelId, roomNumber, unlicensed);
}

/** Logs the hotel's guest in through the real endpoint and returns the token. */
export async function loginTestGuest(
  app: FastifyInstance,
  hotel: Pick<TestHotel, 'uniqueId' | 'roomNumber' | 'familyName'>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/guest-login/',
    payload: { room: hotel.roomNumber, family_name: hotel.familyName, hotel_unique_id: hotel.uniqueId },
  });
  if (response.statusCode !== 200)
    throw new Error(`test login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A staff member of the hotel, logged in through the real endpoint. */
export async function createTestStaff(app: FastifyInstance, ctx: AppContext, hotelId: number) {
  const email = `staff-${uniqueSuffix().toLowerCase()}@test.example`;
  const password = 'correct horse battery';
  await upsertStaffMember(ctx.db, { hotelId, email, name: 'Test Staff', password });
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`test staff login failed: ${response.statusCode} ${response.body}`);
  return { email, password, token: response.json<{ token: string }>().token };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });
