import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/platform/database/database.ts';
import { connectShared } from '../src/platform/create-context.ts';
import { InProcessEventBus, type EventBus } from '../src/platform/events/event-bus.ts';
import { DependencyHealth } from '../src/platform/health/dependency-health.ts';
import { Metrics } from '../src/platform/metrics/metrics.ts';
import { MemoryRateStore, type RateStore } from '../src/platform/rate-limit/rate-store.ts';
import { addDays, dateInZone } from '../src/platform/time.ts';
import type { StaffRole } from '@hotel/contracts/staff';
import { upsertHotel, type NewHotel } from '../src/modules/hotels/index.ts';
import { checkInGuest, ensureRoom } from '../src/modules/stays/provisioning.ts';
import { upsertStaffMember } from '../src/modules/staff/provisioning.ts';
import { staffMembers } from '../src/modules/staff/schema.ts';

/**
 * API tests run against a real database: PGlite (a copy per test file of the database global-setup.ts
 * migrated), or PostgreSQL when DATABASE_URL is set (one database per worker). Tests never reset it: each
 * creates its own hotel with a unique id, and every query is scoped by hotel, so tests cannot see each
 * other's rows — which is also the scoping rule itself.
 */

let sharedDatabase: Promise<DatabaseHandle> | undefined;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests send activity reminders themselves (sendDueReminders), at the instants they choose.
    ACTIVITY_REMINDER_POLL_SECONDS: '0',
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

/** Set by global-setup.ts: the migrated database every worker's database is created from. */
function templateDatabaseName(): string {
  const url = new URL(process.env.DATABASE_URL!);
  return `${url.pathname.slice(1) || 'postgres'}_test_template`;
}

async function ensureWorkerDatabase(workerUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const name = new URL(workerUrl).pathname.slice(1);
    const template = templateDatabaseName();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    const { rowCount: templateReady } = await admin.query('select 1 from pg_database where datname = $1', [
      template,
    ]);
    if (!rowCount)
      await admin.query(`create database "${name}"${templateReady ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
}

/**
 * The embedded database of this test file: a copy of the one global-setup.ts migrated, so the file starts
 * in a fraction of the time initdb and the migrations take, and on its own data (never another file's).
 */
async function openEmbeddedCopy(templateDir: string, migrationsDir: string): Promise<DatabaseHandle> {
  const dataDir = await fs.mkdtemp(`${path.dirname(path.dirname(templateDir))}/file-`);
  await fs.cp(templateDir, dataDir, { recursive: true });
  await fs.rm(path.join(dataDir, 'in-use.lock'), { force: true });
  // Test files rarely close the shared database; the copy goes with the file's process (teardown removes
  // any a crash leaves).
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(dataDir);
  const db = drizzle({ client, casing: 'snake_case' });
  // Finds every migration applied already (milliseconds); it only works if the template is current.
  await migrate(db, { migrationsFolder: migrationsDir });
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    close: async () => {
      await client.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function sharedTestDatabase(): Promise<DatabaseHandle> {
  sharedDatabase ??= (async () => {
    const config = testConfig();
    const embeddedTemplate = process.env.HOTEL_TEST_PGLITE_TEMPLATE;
    if (!config.DATABASE_URL && embeddedTemplate)
      return openEmbeddedCopy(embeddedTemplate, config.migrationsDir);
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
 * Apps of one test process given the same REDIS_URL share a namespace (two instances of one deployment
 * behind one Redis); other processes and runs get others, so parallel workers never see each other's
 * events. A test may name its own REDIS_NAMESPACE (two deployments on one Redis).
 */
const TEST_REDIS_NAMESPACE = `hotel-test:${process.pid}:${randomBytes(4).toString('hex')}`;

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
  const config = testConfig({ REDIS_NAMESPACE: TEST_REDIS_NAMESPACE, ...configOverrides });
  const health = new DependencyHealth();
  const now = () => fixedNow ?? new Date();
  const shared: { bus: EventBus; limits: RateStore } = config.REDIS_URL
    ? await connectShared(config.REDIS_URL, config.REDIS_NAMESPACE, health, () => now().getTime())
    : { bus: new InProcessEventBus(), limits: new MemoryRateStore(() => now().getTime()) };
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    ...shared,
    health,
    metrics: new Metrics(),
    now,
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
      await Promise.all([ctx.bus.close(), ctx.limits.close()]);
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
    currencyCode: 'THB',
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

/**
 * A staff member of the hotel (a manager unless told), signed in through the real endpoint. `token` is
 * for `Authorization: Token …`; `cookie` and `csrf` are what the console sends instead.
 */
export async function createTestStaff(
  app: FastifyInstance,
  ctx: AppContext,
  hotelId: number,
  role: StaffRole = 'manager',
) {
  const email = `staff-${uniqueSuffix().toLowerCase()}@test.example`;
  const password = 'correct horse battery';
  const staffMemberId = await upsertStaffMember(ctx.db, {
    hotelId,
    email,
    name: 'Test Staff',
    password,
    role,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`test staff login failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ token: string; csrf_token: string }>();
  // The person's account: its id names their device cookie, and differs from the membership's once ids diverge.
  const [membership] = await ctx.db
    .select({ accountId: staffMembers.accountId })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffMemberId));
  return {
    staffMemberId,
    staffAccountId: membership!.accountId,
    email,
    password,
    token: body.token,
    csrf: body.csrf_token,
    cookie: `staff_session=${body.token}`,
  };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** A multipart/form-data body with one file, as a browser's upload sends it. */
export function multipartFile(
  file: { bytes: Buffer; filename: string; contentType: string },
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${uniqueSuffix()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
