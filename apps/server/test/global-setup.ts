import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/platform/database/database.ts';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** Where test-app.ts finds the migrated embedded database that each test file starts from a copy of. */
export const EMBEDDED_TEMPLATE_ENV = 'HOTEL_TEST_PGLITE_TEMPLATE';

let embeddedRunDir: string | undefined;

/**
 * Runs once before the test files. The migrations are applied here, once, instead of in every file:
 *
 * - embedded (no DATABASE_URL): a PGlite data directory is created and migrated; each test file opens its own
 *   copy of it (test-app.ts). Starting PGlite from a copy skips initdb and the migrations, which cost seconds
 *   per file; the files still never share a database.
 * - PostgreSQL: each test worker gets its own database (`<name>_test_<worker>`), dropped here at the start of
 *   a run so every run begins from the migrations; they are created from `<name>_test_template`, migrated here.
 */
export async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await createEmbeddedTemplate();
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const base = new URL(url).pathname.slice(1) || 'postgres';
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${base}\\_test\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    const template = `${base}_test_template`;
    await admin.query(`create database "${template}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const migrated = await openDatabase({ databaseUrl: templateUrl.toString(), migrationsDir, poolSize: 1 });
    await migrated.close();
  } finally {
    await admin.end();
  }
}

export async function teardown(): Promise<void> {
  if (embeddedRunDir) await fs.rm(embeddedRunDir, { recursive: true, force: true });
}

async function createEmbeddedTemplate(): Promise<void> {
  // Memory-backed where the machine has it: the copies are written and read by every test file.
  const parent = (await isDirectory('/dev/shm')) ? '/dev/shm' : os.tmpdir();
  embeddedRunDir = await fs.mkdtemp(path.join(parent, 'hotel-test-'));
  const migrated = await openDatabase({ dataDir: path.join(embeddedRunDir, 'template'), migrationsDir });
  await migrated.close();
  process.env[EMBEDDED_TEMPLATE_ENV] = path.join(embeddedRunDir, 'template', 'pglite');
}

async function isDirectory(candidate: string): Promise<boolean> {
  return fs.stat(candidate).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}
