/**
 * pgbench's TPC-B on the bench's own PostgreSQL server: the baseline the orders figure is divided by (what
 * the same database server does for a small write transaction, measured minutes apart at most).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { recreateDatabase } from './fresh-database.ts';

const run = promisify(execFile);

export interface PgbenchShape {
  clients: number;
  /** Worker threads of pgbench itself. */
  threads: number;
  durationSeconds: number;
  /** `pgbench -i -s`: 100,000 accounts per unit. */
  scale: number;
}

export const PGBENCH_SHAPE: PgbenchShape = { clients: 20, threads: 2, durationSeconds: 15, scale: 20 };

export interface PgbenchRun {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  failed: number;
}

/** Where pgbench is: on PATH, else PostgreSQL's own bin directories (Debian's layout); null when absent. */
export function findPgbench(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'pgbench')),
    ...listVersions('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin/pgbench`),
  ];
  return candidates.find((candidate) => isExecutable(candidate)) ?? null;
}

function listVersions(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort().reverse();
  } catch {
    return [];
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** pgbench's connection arguments and environment for a postgres:// URL. */
function connection(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const args = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const env = { ...process.env, ...(url.password && { PGPASSWORD: decodeURIComponent(url.password) }) };
  return { args: [...args, decodeURIComponent(url.pathname.slice(1))], env };
}

/** Recreates `databaseUrl`'s database empty and fills it with `pgbench -i` at the shape's scale. */
export async function initialisePgbench(
  pgbench: string,
  databaseUrl: string,
  shape: PgbenchShape = PGBENCH_SHAPE,
): Promise<void> {
  await recreateDatabase(databaseUrl);
  const { args, env } = connection(databaseUrl);
  await run(pgbench, ['-i', '-q', '-s', String(shape.scale), ...args], { env });
}

/** TPC-B (pgbench's built-in script) with prepared statements, for the shape's duration. */
export async function runPgbench(
  pgbench: string,
  databaseUrl: string,
  shape: PgbenchShape = PGBENCH_SHAPE,
): Promise<PgbenchRun> {
  const { args, env } = connection(databaseUrl);
  const { stdout } = await run(
    pgbench,
    [
      '-M',
      'prepared',
      '-c',
      String(shape.clients),
      '-j',
      String(shape.threads),
      '-T',
      String(shape.durationSeconds),
      ...args,
    ],
    { env },
  );
  return parsePgbenchOutput(stdout);
}

/** The figures of pgbench's report; throws when its tps line is missing (a failed run). */
export function parsePgbenchOutput(output: string): PgbenchRun {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps line:\n${output}`);
  const latency = /^latency average = ([\d.]+) ms/m.exec(output);
  const processed = /^number of transactions actually processed: (\d+)/m.exec(output);
  const failed = /^number of failed transactions: (\d+)/m.exec(output);
  return {
    tps: Number(tps[1]),
    latencyAverageMs: latency ? Number(latency[1]) : Number.NaN,
    transactions: processed ? Number(processed[1]) : 0,
    failed: failed ? Number(failed[1]) : 0,
  };
}
