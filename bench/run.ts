/**
 * `npm run bench`: starts the built product and measures it against baselines taken in the same run.
 * Machines here are noisy, so figures are printed as ratios to a baseline measured minutes apart at most.
 * Scenarios: read, menu, weight, lighthouse, orders, live; pick with arguments (`npm run bench -- read menu`),
 * default all.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { compareCachedRead, type CachedReadComparison } from './scenarios/cached-read.ts';
import { benchPlaceOrders } from './scenarios/dining.ts';
import {
  benchIdleSockets,
  benchNotificationLatency,
  type IdleSocketsResult,
  type LatencyResult,
} from './scenarios/live.ts';
import { runLighthouse } from './scenarios/lighthouse.ts';
import { measurePageScripts } from './scenarios/page-weight.ts';
import { loginDemoGuest, repoRoot, startProductServer } from '../e2e/support/product-server.ts';

const BUDGETS = {
  ordersPerSecond: 1000,
  cachedReadRatio: 0.5,
  cachedReadP99Ms: 25,
  loginRouteGzipKb: 130,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100 },
  idleSockets: 20_000,
  bytesPerIdleSocket: 8 * 1024,
  liveP99Ms: 50,
};

/**
 * Staff order changes per second: 200 and 500, where the delivery latency is not only a queue, then the
 * issue's 1,000, about what one instance's staff endpoint can take on this two-core machine with the load
 * generator and PostgreSQL beside it. The lower rates go first so a saturated run cannot spill into them.
 */
const ORDER_CHANGE_RATES = [200, 500, 1000];

const requested = new Set(process.argv.slice(2));
const wants = (name: string) => requested.size === 0 || requested.has(name);
const results: Record<string, unknown> = { startedAt: new Date().toISOString() };
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

const APP_PORT = 4100;
const BASELINE_PORT = 4101;

const app = await startProductServer(APP_PORT);
try {
  if (wants('read')) {
    results.hotelRead = await compareCachedRead(app, '/api/hotels/HOTEL-DEMO/', BASELINE_PORT);
    printCachedRead(results.hotelRead as CachedReadComparison);
  }

  if (wants('menu')) {
    const token = await loginDemoGuest(app.url);
    results.menuRead = await compareCachedRead(app, '/api/items/', BASELINE_PORT, {
      authorization: `Token ${token}`,
    });
    printCachedRead(results.menuRead as CachedReadComparison);
  }

  if (wants('weight')) {
    const weight = await measurePageScripts(app.url, '/?room=101&hotel=HOTEL-DEMO');
    results.loginRouteWeight = weight;
    const kb = weight.totalGzipBytes / 1024;
    console.log(
      `\nLogin route JavaScript: ${kb.toFixed(1)} KB gzipped in ${weight.scripts.length} files (budget ≤ ${BUDGETS.loginRouteGzipKb} KB: ${verdict(kb <= BUDGETS.loginRouteGzipKb)})`,
    );
    for (const script of weight.scripts)
      console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }

  if (wants('lighthouse')) {
    const scores = await runLighthouse(`${app.url}/?room=101&hotel=HOTEL-DEMO`);
    results.lighthouseLogin = scores;
    const { lighthouse: target } = BUDGETS;
    console.log(
      `\nLighthouse mobile, login page: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}`,
    );
    console.log(
      `  budget ${target.performance}/${target.accessibility}/${target.bestPractices}: ` +
        verdict(
          scores.performance >= target.performance &&
            scores.accessibility >= target.accessibility &&
            scores.bestPractices >= target.bestPractices,
        ),
    );
    for (const audit of scores.failedAudits) console.log(`  - ${audit}`);
  }
} finally {
  await app.stop();
}

if (wants('orders')) {
  // Placing orders is a write transaction: measured on real PostgreSQL, as production runs it.
  const databaseUrl = await freshBenchDatabase();
  const server = await startProductServer(APP_PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'always' });
  try {
    const token = await loginDemoGuest(server.url);
    const orders = await benchPlaceOrders(server.url, token, { connections: 100, durationSeconds: 10 });
    results.placeOrders = orders;
    console.log(
      `\nPOST /api/orders/ on PostgreSQL (100 connections, each order with its own Idempotency-Key)`,
    );
    console.log(
      `  ${orders.requestsPerSecond} orders/s  p50 ${orders.p50Ms} ms  p99 ${orders.p99Ms} ms  errors ${orders.errors}`,
    );
    console.log(
      `  acknowledged ${orders.acknowledged}, stored ${orders.stored} (${orders.unacknowledged} still in flight when the load stopped), lost ${orders.lost}, duplicated ${orders.duplicated}`,
    );
    console.log(
      `  budget ≥ ${BUDGETS.ordersPerSecond} orders/s with none lost or duplicated: ` +
        verdict(orders.requestsPerSecond >= BUDGETS.ordersPerSecond && orders.consistent),
    );
  } finally {
    await server.stop();
  }
}

if (wants('live')) {
  // On PostgreSQL, as production runs it: the embedded database's WebAssembly heap (hundreds of MB, and
  // moving) would swamp the per-socket growth of the server's memory. Every idle socket reuses one demo
  // login, so the per-stay socket cap is lifted for this server.
  const single = await startProductServer(APP_PORT, {
    DATABASE_URL: await freshBenchDatabase(),
    SEED_DEMO: 'always',
    LIVE_MAX_SOCKETS_PER_STAY: '100000',
  });
  try {
    const idle = await benchIdleSockets({
      baseUrl: single.url,
      serverPid: single.pid,
      count: BUDGETS.idleSockets,
    });
    results.idleSockets = idle;
    printIdleSockets(idle);
    for (const rate of ORDER_CHANGE_RATES) {
      const latency = await benchNotificationLatency({ guestBaseUrl: single.url, ratePerSecond: rate });
      results[`orderUpdateLatencyAt${rate}`] = latency;
      printLatency('Order status change', 'one instance, PostgreSQL', latency);
    }
    const requests = await benchNotificationLatency({
      guestBaseUrl: single.url,
      action: 'request',
      ratePerSecond: 200,
    });
    results.requestCompletionLatency = requests;
    printLatency('Service request completed', 'one instance, PostgreSQL', requests);
  } finally {
    await single.stop();
  }

  // Two instances on one PostgreSQL and Redis: staff act on B, the guest's socket is on A.
  const shared = { DATABASE_URL: await freshBenchDatabase(), REDIS_URL: benchRedisUrl() };
  const a = await startProductServer(APP_PORT, { ...shared, SEED_DEMO: 'always' });
  const b = await startProductServer(BASELINE_PORT, { ...shared, SEED_DEMO: 'never' });
  try {
    for (const rate of ORDER_CHANGE_RATES) {
      const across = await benchNotificationLatency({
        guestBaseUrl: a.url,
        staffBaseUrl: b.url,
        ratePerSecond: rate,
      });
      results[`orderUpdateLatencyAcrossInstancesAt${rate}`] = across;
      printLatency(
        'Order status change',
        'two instances, PostgreSQL + Redis, staff on B, guest on A',
        across,
      );
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

function printIdleSockets(idle: IdleSocketsResult): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  console.log(`\nIdle guest sockets on one instance: ${idle.opened} of ${idle.requested} opened`);
  if (idle.limitedByServerFileLimit)
    console.log(`  (limited by the server's open-file limit of ${idle.serverFileLimit})`);
  console.log(
    `  server RSS ${(idle.serverRssBeforeBytes / 2 ** 20).toFixed(0)} MB → ${(idle.serverRssAfterBytes / 2 ** 20).toFixed(0)} MB: ` +
      `${kb(idle.bytesPerSocket)} KB per socket (marginal ${kb(idle.marginalBytesPerSocket)} KB)`,
  );
  // The count can only be judged up to what the machine lets the server open (a hard descriptor limit).
  const countOk = idle.opened >= Math.min(BUDGETS.idleSockets, idle.serverFileLimit - 250);
  console.log(
    `  budget ${BUDGETS.idleSockets} sockets at < ${kb(BUDGETS.bytesPerIdleSocket)} KB each: ` +
      verdict(countOk && idle.bytesPerSocket < BUDGETS.bytesPerIdleSocket),
  );
}

function printLatency(what: string, setting: string, latency: LatencyResult): void {
  console.log(`\n${what} → guest socket (${setting}, ${latency.targetRatePerSecond}/s asked)`);
  console.log(
    `  ${latency.events} changes at ${latency.achievedRatePerSecond}/s: delivered ${latency.delivered}, lost ${latency.lost}, HTTP errors ${latency.httpErrors}`,
  );
  if (latency.firstError) console.log(`  first failed call: ${latency.firstError}`);
  console.log(
    `  p50 ${latency.p50Ms} ms  p90 ${latency.p90Ms} ms  p99 ${latency.p99Ms} ms  max ${latency.maxMs} ms  (the staff call alone: p50 ${latency.httpP50Ms} ms, p99 ${latency.httpP99Ms} ms)`,
  );
  console.log(
    `  budget p99 < ${BUDGETS.liveP99Ms} ms with none lost: ` +
      verdict(latency.p99Ms < BUDGETS.liveP99Ms && latency.lost === 0),
  );
}

function benchRedisUrl(): string {
  return process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

function printCachedRead(comparison: CachedReadComparison): void {
  const { app: measured, baseline, ratio } = comparison;
  console.log(`\nGET ${comparison.path} (100 connections)`);
  console.log(
    `  app       ${measured.requestsPerSecond} req/s  p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms  errors ${measured.errors + measured.non2xx}`,
  );
  console.log(
    `  node:http ${baseline.requestsPerSecond} req/s  p50 ${baseline.p50Ms} ms  p99 ${baseline.p99Ms} ms`,
  );
  console.log(
    `  ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGETS.cachedReadRatio}: ${verdict(ratio >= BUDGETS.cachedReadRatio)}); ` +
      `p99 ${measured.p99Ms} ms (budget < ${BUDGETS.cachedReadP99Ms}: ${verdict(measured.p99Ms < BUDGETS.cachedReadP99Ms)})`,
  );
}

/** BENCH_DATABASE_URL, else `hotel_bench` on the local PostgreSQL, recreated empty for every run. */
async function freshBenchDatabase(): Promise<string> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hotel_bench');
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nFull results: ${path.relative(repoRoot, file)}`);
