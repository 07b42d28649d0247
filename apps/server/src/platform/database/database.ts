import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

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
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir);
  const db = drizzle({ client, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: options.migrationsDir });
  return { db: db as unknown as Database, kind: 'embedded', close: () => client.close() };
}

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

  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 20 });
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
