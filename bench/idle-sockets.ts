/**
 * The idle-socket part of `npm run bench -- live` on its own, and where an idle socket's memory goes:
 *
 *   node --import tsx bench/idle-sockets.ts                     20,000 sockets, server RSS per socket
 *   node --import tsx bench/idle-sockets.ts --heap 5000         heap snapshots with 0 and 5,000 sockets,
 *                                                               the growth per socket by kind of object
 *   options: --count N, --runs N (RSS runs, one server each), --runtime compiled|typescript (default
 *   typescript: no build needed; `npm run bench` runs the compiled server), --keep DIR (keep the two
 *   snapshots there, to open in Chrome DevTools' Memory tab)
 *
 * The server runs on PostgreSQL (BENCH_DATABASE_URL, dropped and created afresh) on BENCH_APP_PORT, as the
 * bench's live scenario starts it. A snapshot stops the server while it is written, and the memory it
 * takes stays with the process a while, so a --heap run prints no RSS figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProductServer, type ServerRuntime } from '../e2e/support/product-server.ts';
import { heapGrowthPer, readHeapSnapshot, type HeapSummary } from './lib/heap-snapshot.ts';
import { benchIdleSockets, type IdleSocketsResult } from './scenarios/live.ts';

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
}
function numberOption(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number above 0`);
  return value;
}

const heapSockets = option('heap') === undefined ? undefined : numberOption('heap', 5_000);
const count = numberOption('count', 20_000);
const runs = numberOption('runs', 1);
const keepIn = option('keep');
const runtime = (option('runtime') ?? 'typescript') as ServerRuntime;
if (runtime !== 'compiled' && runtime !== 'typescript')
  throw new Error('--runtime is compiled or typescript');
const port = Number(process.env.BENCH_APP_PORT ?? 4100);
const kb = (bytes: number) => (bytes / 1024).toFixed(2);

async function freshDatabase(): Promise<string> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hotel_bench');
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
    await admin.query(`create database "${url.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

/** The same server the bench's live scenario starts for its idle sockets. */
async function startServer(extraNodeOptions = '') {
  return startProductServer(
    port,
    {
      DATABASE_URL: await freshDatabase(),
      SEED_DEMO: 'always',
      LIVE_MAX_SOCKETS_PER_STAY: '100000',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${extraNodeOptions}`.trim(),
    },
    runtime,
  );
}

/** Asks the server for a heap snapshot by signal and waits until it is written. */
async function snapshotOf(pid: number, url: string, dir: string): Promise<string> {
  const known = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 300_000;
  let file: string | undefined;
  while (!file && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !known.has(name));
  }
  if (!file) throw new Error('the server wrote no heap snapshot');
  // The snapshot is written on the server's main thread: once it answers again, the file is complete.
  // (A connection accepted while it was blocked may be reset: ask again.)
  for (;;) {
    const answered = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('the server did not answer after its heap snapshot');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return path.join(dir, file);
}

async function heapRun(sockets: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-socket-heap-'));
  const server = await startServer(`--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}`);
  const summaries: Partial<Record<'empty' | 'full', HeapSummary>> = {};
  let opened = 0;
  try {
    await benchIdleSockets({
      baseUrl: server.url,
      serverPid: server.pid,
      count: sockets,
      async onSettled(phase, open) {
        const file = await snapshotOf(server.pid, server.url, dir);
        summaries[phase] = readHeapSnapshot(file);
        if (keepIn) fs.copyFileSync(file, path.join(keepIn, `${phase}-${open}-sockets.heapsnapshot`));
        fs.rmSync(file);
        opened = open;
      },
    });
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const { empty, full } = summaries;
  if (!empty || !full || opened === 0) throw new Error('no snapshot with the sockets open');
  console.log(
    `JS heap (live objects) ${(empty.totalBytes / 2 ** 20).toFixed(1)} MB with no socket, ` +
      `${(full.totalBytes / 2 ** 20).toFixed(1)} MB with ${opened}: ` +
      `${kb((full.totalBytes - empty.totalBytes) / opened)} KB per socket`,
  );
  console.log('growth per socket by kind (bytes, objects):');
  for (const group of heapGrowthPer(empty, full, opened).filter((g) => Math.abs(g.bytes) >= 8))
    console.log(
      `  ${group.bytes.toFixed(0).padStart(6)}  ${group.count.toFixed(2).padStart(6)}  ${group.key}`,
    );
}

function printRssRun(result: IdleSocketsResult): void {
  console.log(
    `${result.opened} of ${result.requested} sockets opened in ${result.openSeconds} s; server RSS ` +
      `${(result.serverRssBeforeBytes / 2 ** 20).toFixed(0)} MB → ${(result.serverRssAfterBytes / 2 ** 20).toFixed(0)} MB: ` +
      `${kb(result.bytesPerSocket)} KB per socket (second half ${kb(result.marginalBytesPerSocket)} KB)` +
      (result.limitedByServerFileLimit ? ` (the server's open-file limit is ${result.serverFileLimit})` : ''),
  );
}

if (heapSockets !== undefined) {
  await heapRun(heapSockets);
} else {
  for (let run = 0; run < runs; run += 1) {
    const server = await startServer();
    try {
      printRssRun(await benchIdleSockets({ baseUrl: server.url, serverPid: server.pid, count }));
    } finally {
      await server.stop();
    }
  }
}
