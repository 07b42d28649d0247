import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DependencyHealth } from '../health/dependency-health.ts';
import { lockEmbeddedDatabase, type EmbeddedLock } from './embedded-lock.ts';

/**
 * The one database type every repository takes. Both drivers (PGlite embedded, node-postgres) produce a
 * PgDatabase; repositories use only the query builder, so they run unchanged on either.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  migrationsDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Told when PostgreSQL connections fail and when they work again. */
  health?: DependencyHealth;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbedded(options);
}

async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let lock: EmbeddedLock | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
    lock = await lockEmbeddedDatabase(dataDir);
  }
  try {
    const client = new PGlite(dataDir);
    const db = drizzle({ client, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: options.migrationsDir });
    const close = async () => {
      await client.close();
      await lock?.release();
    };
    return { db: db as unknown as Database, kind: 'embedded', close };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

const CONNECT_TIMEOUT_MS = 3_000;

/** Serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  const migrationClient = new pg.default.Client({ connectionString: databaseUrl });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: migrationClient, casing: 'snake_case' }), {
      migrationsFolder: options.migrationsDir,
    });
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await migrationClient.end();
  }

  const pool = new pg.default.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 20,
    // While PostgreSQL is away a request fails in seconds with a 503 instead of waiting without end.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that PostgreSQL ends (restart, fail-over, pg_terminate_backend) is an 'error' event
  // on the pool; without a listener Node turns it into an uncaught exception and the process exits. The
  // pool has already discarded that client and opens a fresh one on the next query.
  pool.on('error', (error) => options.health?.reportDown('database', 'pool', error.message));
  pool.on('connect', () => options.health?.reportUp('database', 'pool'));
  const db = drizzle({ client: pool, casing: 'snake_case' });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * SQLSTATE classes and codes that mean "the server is not there", not "your statement is wrong":
 * 08xxx connection exceptions; 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, in recovery), 57P05 idle_session_timeout (PostgreSQL ended the
 * connection); 53300 too_many_connections. Not 57P04 (database dropped: no retry helps) nor the rest of
 * class 53 (disk full, out of memory: an operator's problem that a client's retry makes worse).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1235]|53300)$/;
/**
 * 55000 object_not_in_prerequisite_state is mostly a statement's mistake (currval before nextval…), but
 * it is also how PostgreSQL refuses a connection to a database that does not accept connections now
 * (ALLOW_CONNECTIONS false, as during maintenance): that one is FATAL (it ends the session being
 * opened), which a statement's 55000 never is, whatever the server's language.
 */
const PREREQUISITE_STATE = '55000';
const REFUSED_AT_CONNECT = /not (currently )?accepting connections/i;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|is not queryable|Cannot use a pool after calling end/i;

/**
 * True when an error means the database could not be reached (connection refused, ended by a restart,
 * or no connection within the timeout). Drizzle wraps driver errors, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, severity } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
      return true;
    if (
      code === PREREQUISITE_STATE &&
      (severity === 'FATAL' || (typeof message === 'string' && REFUSED_AT_CONNECT.test(message)))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a connect that tried IPv4 and IPv6) carries its reasons in `errors`.
    const nested = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** The rows of a raw `db.execute(sql…)` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
