/**
 * `npm run bench`: starts the built product and measures it against baselines taken in the same run.
 * Machines here are noisy, so figures are printed as ratios to a baseline measured minutes apart at most.
 * Scenarios: startup, read, menu, weight, lighthouse, network, dashboard, board, orders, activities, live, staff, chat,
 * translation; pick with
 * arguments (`npm run bench -- read menu`), default all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { benchActivities } from './scenarios/activities.ts';
import { benchChatToStaff, benchConciergeAnswer, type ChatLatencyResult } from './scenarios/chat.ts';
import { compareCachedRead, type CachedReadComparison } from './scenarios/cached-read.ts';
import { measureDashboardColdLoad } from './scenarios/dashboard.ts';
import { benchPlaceOrders } from './scenarios/dining.ts';
import {
  benchIdleSockets,
  benchNotificationLatency,
  type IdleSocketsResult,
  type LatencyResult,
} from './scenarios/live.ts';
import { calibratedCpuSlowdown } from './lib/cpu-calibration.ts';
import { recreateDatabase } from './lib/fresh-database.ts';
import type { MainThreadBlocking } from './lib/main-thread-blocking.ts';
import {
  LIGHTHOUSE_ATTEMPTS,
  runLighthouse,
  type DeviceState,
  type LighthouseScores,
} from './scenarios/lighthouse.ts';
import {
  measureLoginColdLoad,
  PHONE_NETWORKS,
  type LoginColdLoad,
  type PhoneNetwork,
} from './scenarios/phone-network.ts';
import { compareStartup, medianOf } from './scenarios/startup.ts';
import { measurePageScripts } from '../e2e/support/page-weight.ts';
import { benchContentTranslation } from './scenarios/translation.ts';
import { startFakeTranslationServer } from '../apps/server/test/translation-server.ts';
import {
  benchOrderBoard,
  benchOrderToStaff,
  type BoardResult,
  type OrderToStaffResult,
} from './scenarios/staff-operations.ts';
import { loginDemoGuest, repoRoot, startProductServer } from '../e2e/support/product-server.ts';
import { returningGuestStorage } from './lib/returning-guest.ts';
import { findPgbench, initialisePgbench, PGBENCH_SHAPE, runPgbench } from './lib/pgbench.ts';

/**
 * Benchmarks drive one guest session (or a few) from one address at rates no guest reaches: the per-session
 * and per-address write limits (docs/reliability.md) are lifted so they measure the server, not the limits.
 */
const NO_WRITE_LIMITS = {
  GUEST_WRITE_BURST: '1000000',
  GUEST_WRITES_PER_MINUTE: '100000000',
  ADDRESS_WRITE_BURST: '1000000',
  ADDRESS_WRITES_PER_MINUTE: '100000000',
};

const BUDGETS = {
  ordersPerSecond: 1000,
  /** Issue 40: orders/s against pgbench TPC-B on the same PostgreSQL server, same run. */
  ordersToPgbenchRatio: 0.5,
  cachedReadRatio: 0.5,
  cachedReadP99Ms: 25,
  /** Issue 15; the login browser test holds it too. */
  loginRouteGzipKb: 100,
  /** Issue 15's targets for the login and the dashboard (ENGINEERING.md asks 95 / 100 / 100). */
  lighthouse: { performance: 100, accessibility: 100, bestPractices: 100, lcpMs: 1500, cls: 0.02 },
  idleSockets: 20_000,
  bytesPerIdleSocket: 5 * 1024,
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

// Overridable so two benches on one machine do not fight over a port (not one fetch refuses, like 4190).
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4100);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4101);

/** The order board's sizes: a quiet evening and the 500 open tickets (the list's limit). */
const BOARD_SIZES = [50, 500];
/**
 * Guest orders per second for the staff-socket latency, each beside the guest side at the same rate: a
 * quiet 50/s, and the 200/s the live scenario calls sustainable.
 */
const STAFF_LATENCY_RATES = [50, 200];
/** Guest chat messages per second: a busy hotel's evening is far below the first. */
const CHAT_RATES = [20, 100];

// Before the product under test starts: each sample starts and stops a server of its own.
if (wants('startup')) {
  const startup = await compareStartup(BASELINE_PORT);
  results.startup = startup;
  console.log(
    `\nStart-up, median of ${startup.runs}: compiled (npm start) against the TypeScript loader as baseline`,
  );
  const fields = [
    ['fresh demo database to /ready', 'freshReadyMs', (ms: number) => `${(ms / 1000).toFixed(2)} s`],
    ['restart on it to /ready', 'restartReadyMs', (ms: number) => `${(ms / 1000).toFixed(2)} s`],
    [
      'idle memory after the restart',
      'idleRssBytes',
      (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`,
    ],
  ] as const;
  for (const [label, field, format] of fields) {
    const compiled = medianOf(startup.compiled, field);
    const loader = medianOf(startup.typescript, field);
    console.log(
      `  ${label}: compiled ${format(compiled)}, loader ${format(loader)}: ${(compiled / loader).toFixed(2)}×`,
    );
  }
}

const app = await startProductServer(APP_PORT, NO_WRITE_LIMITS);
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
    const token = await loginDemoGuest(app.url);
    const pages: Record<string, { url: string; device?: DeviceState }> = {
      'login page': { url: `${app.url}/?room=101&hotel=HOTEL-DEMO` },
      // A logged-in guest: the session as the login leaves it on the device.
      dashboard: {
        url: `${app.url}/dashboard`,
        device: {
          storage: await returningGuestStorage(app.url, token),
          // The HttpOnly cookie the login sets beside it: whose dashboard the server draws (decision 0119).
          cookies: { session_token: token },
        },
      },
    };
    const runs: Record<string, { default: LighthouseScores; calibrated: LighthouseScores | null }> = {};
    for (const [name, { url, device }] of Object.entries(pages)) {
      // Lighthouse's default run first; its benchmark of this host sets the calibrated run's CPU slowdown.
      const standard = await runLighthouse(url, device);
      const multiplier = calibratedCpuSlowdown(standard.benchmarkIndex);
      runs[name] = {
        default: standard,
        calibrated: multiplier === null ? null : await runLighthouse(url, device, multiplier),
      };
    }
    results.lighthouse = runs;
    const { lighthouse: target } = BUDGETS;
    const line = (scores: LighthouseScores) =>
      scores.runtimeError
        ? `not measured: Lighthouse failed ${LIGHTHOUSE_ATTEMPTS} times (${scores.runtimeError})`
        : `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}; ` +
          `LCP ${(scores.lcpMs / 1000).toFixed(2)} s, CLS ${scores.cumulativeLayoutShift.toFixed(3)}, TBT ${Math.round(scores.totalBlockingTimeMs)} ms`;
    const withinBudget = (scores: LighthouseScores) =>
      scores.performance >= target.performance &&
      scores.accessibility >= target.accessibility &&
      scores.bestPractices >= target.bestPractices &&
      scores.lcpMs <= target.lcpMs &&
      scores.cumulativeLayoutShift <= target.cls;
    console.log(
      `\nLighthouse mobile (slow 4G), budget ${target.performance}/${target.accessibility}/${target.bestPractices}, LCP ≤ ${target.lcpMs / 1000} s, CLS ≤ ${target.cls}, on its default 4× CPU`,
    );
    for (const [name, run] of Object.entries(runs)) {
      console.log(`  ${name}, this host's benchmark index ${Math.round(run.default.benchmarkIndex)}`);
      console.log(`    default 4× CPU: ${line(run.default)}: ${verdict(withinBudget(run.default))}`);
      printMainThread(run.default.mainThread);
      for (const audit of run.default.failedAudits) console.log(`      - ${audit}`);
      if (!run.calibrated) {
        console.log('    calibrated: none, Lighthouse rates this host too slow to emulate its phone');
        continue;
      }
      console.log(
        `    calibrated to this host, ${run.calibrated.cpuSlowdownMultiplier.toFixed(1)}× CPU (for comparison): ${line(run.calibrated)}`,
      );
      printMainThread(run.calibrated.mainThread);
      for (const audit of run.calibrated.failedAudits) console.log(`      - ${audit}`);
    }
  }

  if (wants('network')) {
    console.log('\nQR login, cold, on a phone network (4× slower CPU), median of 3');
    const loads: Record<string, unknown> = {};
    for (const network of Object.keys(PHONE_NETWORKS) as PhoneNetwork[]) {
      const runs: LoginColdLoad[] = [];
      for (let run = 0; run < 3; run += 1)
        runs.push(await measureLoginColdLoad(`${app.url}/?room=101&hotel=HOTEL-DEMO`, network));
      const median = (field: 'formMs' | 'hotelMs' | 'usableMs') =>
        runs.map((load) => load[field]).sort((a, b) => a - b)[1]! / 1000;
      loads[network] = runs;
      console.log(
        `  ${network}: form ${median('formMs').toFixed(1)} s, hotel name and logo ${median('hotelMs').toFixed(1)} s, form usable ${median('usableMs').toFixed(1)} s`,
      );
    }
    results.loginOnPhoneNetworks = loads;
  }

  if (wants('dashboard')) {
    const token = await loginDemoGuest(app.url);
    const load = await measureDashboardColdLoad(app.url, { token, hotelId: 'HOTEL-DEMO' });
    results.dashboardColdLoad = load;
    console.log('\nDashboard cold load (phone, Lighthouse mobile throttling: slow 4G, 4× CPU)');
    console.log(
      `  ${load.requests} requests (${load.apiRequests} API), ${(load.transferredBytes / 1024).toFixed(1)} KB transferred`,
    );
    for (const [type, entry] of Object.entries(load.byType))
      console.log(
        `    ${type.padEnd(10)} ${String(entry.count).padStart(3)}  ${(entry.bytes / 1024).toFixed(1)} KB`,
      );
    console.log(
      `  header at ${load.headerMs} ms (baseline), every section at ${load.allSectionsMs} ms: ` +
        `${(load.allSectionsMs / load.headerMs).toFixed(2)}× the baseline`,
    );
  }

  if (wants('board')) {
    const boards: BoardResult[] = [];
    for (const tickets of BOARD_SIZES) boards.push(await benchOrderBoard(app.url, tickets));
    results.orderBoard = boards;
    printBoards(boards);
  }
} finally {
  await app.stop();
}

if (wants('orders')) {
  // Placing orders is a write transaction: measured on real PostgreSQL, as production runs it, beside
  // pgbench's TPC-B on the same server (its own database), run just before and just after the orders.
  const databaseUrl = await freshBenchDatabase();
  const pgbench = findPgbench();
  const pgbenchUrl = Object.assign(new URL(databaseUrl), {
    pathname: `${new URL(databaseUrl).pathname}_pgbench`,
  }).toString();
  if (pgbench) await initialisePgbench(pgbench, pgbenchUrl);
  const server = await startProductServer(APP_PORT, {
    ...NO_WRITE_LIMITS,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'always',
  });
  try {
    const token = await loginDemoGuest(server.url);
    const pgbenchBefore = pgbench ? await runPgbench(pgbench, pgbenchUrl) : null;
    const orders = await benchPlaceOrders(server.url, token, {
      databaseUrl,
      connections: 100,
      durationSeconds: 10,
    });
    const pgbenchAfter = pgbench ? await runPgbench(pgbench, pgbenchUrl) : null;
    results.placeOrders = orders;
    results.pgbench = { shape: PGBENCH_SHAPE, before: pgbenchBefore, after: pgbenchAfter };
    console.log(
      `\nPOST /api/orders/ on PostgreSQL (100 connections, each order with its own Idempotency-Key)`,
    );
    console.log(
      `  ${orders.requestsPerSecond} orders/s  p50 ${orders.p50Ms} ms  p99 ${orders.p99Ms} ms  errors ${orders.errors}`,
    );
    console.log(
      `  counted in the database: acknowledged ${orders.acknowledged}, stored ${orders.stored}, lost ${orders.lost}, ` +
        `duplicated ${orders.duplicated}, incomplete ${orders.incomplete}; stored unacknowledged ${orders.unacknowledged} ` +
        `(under a bench key, answer not received), under no bench key ${orders.unexplained}`,
    );
    console.log(
      `  budget ≥ ${BUDGETS.ordersPerSecond} orders/s with none lost or duplicated: ` +
        verdict(orders.requestsPerSecond >= BUDGETS.ordersPerSecond && orders.consistent),
    );
    if (!pgbenchBefore || !pgbenchAfter) {
      console.log('  pgbench TPC-B: NOT MEASURED, no pgbench on PATH or in /usr/lib/postgresql/*/bin');
    } else {
      const { clients, scale, durationSeconds } = PGBENCH_SHAPE;
      const baseline = (pgbenchBefore.tps + pgbenchAfter.tps) / 2;
      console.log(
        `  pgbench TPC-B, same server (${clients} clients, -M prepared, scale ${scale}, ${durationSeconds} s): ` +
          `${Math.round(pgbenchBefore.tps)} tps before, ${Math.round(pgbenchAfter.tps)} tps after the orders`,
      );
      const ratio = orders.requestsPerSecond / baseline;
      console.log(
        `  orders/s ÷ pgbench tps ${ratio.toFixed(2)}× (budget ≥ ${BUDGETS.ordersToPgbenchRatio}×: ${verdict(ratio >= BUDGETS.ordersToPgbenchRatio)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (wants('activities')) {
  // Booking is a write transaction that takes places under a row lock: measured on real PostgreSQL.
  const databaseUrl = await freshBenchDatabase();
  // One guest books and orders at rates no guest reaches: the write limits are lifted, as for the orders.
  const server = await startProductServer(APP_PORT, {
    ...NO_WRITE_LIMITS,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'always',
  });
  try {
    const token = await loginDemoGuest(server.url);
    const activities = await benchActivities(server, token, BASELINE_PORT, databaseUrl);
    results.activities = activities;
    const { busyDaySlots: day, bookings } = activities;
    printCachedRead(day);
    console.log(`  (a day of ${day.slots} slots holding ${day.bookingsThatDay} bookings, PostgreSQL)`);
    console.log(`\nPOST /api/activity-bookings/ on PostgreSQL (100 connections, own Idempotency-Key each)`);
    console.log(
      `  ${bookings.requestsPerSecond} bookings/s  p50 ${bookings.p50Ms} ms  p99 ${bookings.p99Ms} ms  errors ${bookings.errors}`,
    );
    console.log(
      `  baseline POST /api/orders/ ${bookings.ordersPerSecond} orders/s on the same server: ratio ${bookings.ratio.toFixed(2)}`,
    );
    console.log(
      `  counted in the database: acknowledged ${bookings.acknowledged}, stored ${bookings.stored}, lost ${bookings.lost}; ` +
        `fullest slot ${bookings.mostBooked} of ${bookings.capacity}, slots miscounted ${bookings.slotsMiscounted}: ` +
        verdict(
          bookings.lost === 0 && bookings.mostBooked <= bookings.capacity && bookings.slotsMiscounted === 0,
        ),
    );
  } finally {
    await server.stop();
  }
}

if (wants('live')) {
  // On PostgreSQL, as production runs it: the embedded database's WebAssembly heap (hundreds of MB, and
  // moving) would swamp the per-socket growth of the server's memory. Every idle socket reuses one demo
  // login, so the per-stay socket cap is lifted for this server.
  const singleDatabase = await freshBenchDatabase();
  const single = await startProductServer(APP_PORT, {
    ...NO_WRITE_LIMITS,
    DATABASE_URL: singleDatabase,
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
      const latency = await benchNotificationLatency({
        guestBaseUrl: single.url,
        ratePerSecond: rate,
        databaseUrl: singleDatabase,
      });
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
  const a = await startProductServer(APP_PORT, { ...NO_WRITE_LIMITS, ...shared, SEED_DEMO: 'always' });
  const b = await startProductServer(BASELINE_PORT, {
    ...NO_WRITE_LIMITS,
    ...shared,
    SEED_DEMO: 'never',
    // The second instance of a demo deployment: its database has the demo accounts.
    ALLOW_DEMO_PASSWORDS: 'true',
  });
  try {
    for (const rate of ORDER_CHANGE_RATES) {
      const across = await benchNotificationLatency({
        guestBaseUrl: a.url,
        staffBaseUrl: b.url,
        ratePerSecond: rate,
        databaseUrl: shared.DATABASE_URL,
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

if (wants('staff')) {
  // Guest order → staff socket, and beside it staff change → guest socket, at the same steady rate. One demo
  // guest places every order: without the write limits lifted, 930 of 1,000 orders at 200/s were a 429.
  const singleDatabase = await freshBenchDatabase();
  const single = await startProductServer(APP_PORT, {
    ...NO_WRITE_LIMITS,
    DATABASE_URL: singleDatabase,
    SEED_DEMO: 'always',
  });
  try {
    for (const rate of STAFF_LATENCY_RATES) {
      const toStaff = await benchOrderToStaff({
        staffBaseUrl: single.url,
        ratePerSecond: rate,
        databaseUrl: singleDatabase,
      });
      results[`orderToStaffSocketAt${rate}`] = toStaff;
      printOrderToStaff('one instance, PostgreSQL', toStaff);
      const toGuest = await benchNotificationLatency({
        guestBaseUrl: single.url,
        ratePerSecond: rate,
        databaseUrl: singleDatabase,
      });
      results[`orderUpdateToGuestBesideAt${rate}`] = toGuest;
      printLatency('Order status change', 'one instance, PostgreSQL, same run', toGuest);
    }
  } finally {
    await single.stop();
  }
  const shared = { DATABASE_URL: await freshBenchDatabase(), REDIS_URL: benchRedisUrl() };
  const a = await startProductServer(APP_PORT, { ...NO_WRITE_LIMITS, ...shared, SEED_DEMO: 'always' });
  const b = await startProductServer(BASELINE_PORT, { ...NO_WRITE_LIMITS, ...shared, SEED_DEMO: 'never' });
  try {
    for (const rate of STAFF_LATENCY_RATES) {
      const toStaff = await benchOrderToStaff({
        staffBaseUrl: a.url,
        guestBaseUrl: b.url,
        ratePerSecond: rate,
        databaseUrl: shared.DATABASE_URL,
      });
      results[`orderToStaffSocketAcrossInstancesAt${rate}`] = toStaff;
      printOrderToStaff('two instances, PostgreSQL + Redis, guest on B, console on A', toStaff);
      const toGuest = await benchNotificationLatency({
        guestBaseUrl: a.url,
        staffBaseUrl: b.url,
        ratePerSecond: rate,
        databaseUrl: shared.DATABASE_URL,
      });
      results[`orderUpdateToGuestAcrossInstancesBesideAt${rate}`] = toGuest;
      printLatency('Order status change', 'two instances, staff on B, guest on A, same run', toGuest);
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

/**
 * Lighthouse's trace read again: the page's main-thread blocking counted by wall time (as Lighthouse does) and
 * by CPU time; far apart, the host's cores were busy with other work while the page's tasks ran (decision 0128).
 */
function printMainThread(mainThread: MainThreadBlocking | null): void {
  if (!mainThread) return;
  console.log(
    `      page's main thread after the first paint, in Lighthouse's trace: blocking ${Math.round(mainThread.byWallTimeMs)} ms by wall time, ` +
      `${Math.round(mainThread.byCpuTimeMs)} ms by CPU time (on a core ${Math.round(mainThread.onCpuShare * 100)} % of its tasks' time; ` +
      `longest task ${mainThread.longestTaskCpuMs.toFixed(1)} ms of CPU)`,
  );
}

function printBoards(boards: BoardResult[]): void {
  console.log(
    '\nOrder board in Chromium (1440×900), open tickets → render, and a status change → its new column',
  );
  for (const board of boards)
    console.log(
      `  ${String(board.tickets).padStart(4)} tickets: render ${board.renderMs} ms; update p50 ${board.updateP50Ms} ms, p90 ${board.updateP90Ms} ms, max ${board.updateMaxMs} ms ` +
        `(in the page: p50 ${board.pageP50Ms} ms, max ${board.pageMaxMs} ms; ${board.changes} changes); heap ${board.heapMb} MB`,
    );
  const [small, large] = boards;
  if (small && large)
    console.log(
      `  ${large.tickets} vs ${small.tickets} tickets: render ×${(large.renderMs / small.renderMs).toFixed(2)}, update p50 ×${(large.updateP50Ms / small.updateP50Ms).toFixed(2)}`,
    );
}

function printOrderToStaff(setting: string, latency: OrderToStaffResult): void {
  console.log(`\nGuest order → staff socket (${setting}, ${latency.targetRatePerSecond}/s asked)`);
  console.log(
    `  ${latency.orders} orders at ${latency.achievedRatePerSecond}/s: delivered ${latency.delivered}, lost ${latency.lost}, HTTP errors ${latency.httpErrors}` +
      (latency.notStored === undefined ? '' : `; answered but not in the database: ${latency.notStored}`),
  );
  if (latency.firstError) console.log(`  first failed call: ${latency.firstError}`);
  console.log(
    `  p50 ${latency.p50Ms} ms  p90 ${latency.p90Ms} ms  p99 ${latency.p99Ms} ms  max ${latency.maxMs} ms  (the POST alone: p50 ${latency.httpP50Ms} ms, p99 ${latency.httpP99Ms} ms)`,
  );
  console.log(
    `  bound ${latency.budgetMs} ms for every order, none lost: ${verdict(latency.maxMs < latency.budgetMs && latency.lost === 0 && !latency.notStored)}`,
  );
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
    `  ${latency.events} changes at ${latency.achievedRatePerSecond}/s: delivered ${latency.delivered}, lost ${latency.lost}, HTTP errors ${latency.httpErrors}` +
      (latency.notStored === undefined
        ? ''
        : `; orders not in their answered status in the database: ${latency.notStored}`),
  );
  if (latency.firstError) console.log(`  first failed call: ${latency.firstError}`);
  console.log(
    `  p50 ${latency.p50Ms} ms  p90 ${latency.p90Ms} ms  p99 ${latency.p99Ms} ms  max ${latency.maxMs} ms  (the staff call alone: p50 ${latency.httpP50Ms} ms, p99 ${latency.httpP99Ms} ms)`,
  );
  console.log(
    `  budget p99 < ${BUDGETS.liveP99Ms} ms with none lost: ` +
      verdict(latency.p99Ms < BUDGETS.liveP99Ms && latency.lost === 0 && !latency.notStored),
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
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hotel_bench';
  await recreateDatabase(url);
  return url;
}

if (wants('chat')) {
  // On PostgreSQL, as production runs it; one demo guest sends every message, so its chat limit is lifted.
  const chatDatabase = await freshBenchDatabase();
  const server = await startProductServer(APP_PORT, {
    ...NO_WRITE_LIMITS,
    DATABASE_URL: chatDatabase,
    SEED_DEMO: 'always',
    CHAT_MESSAGES_PER_MINUTE: '100000000',
    CHAT_MESSAGE_BURST: '1000000',
  });
  try {
    for (const rate of CHAT_RATES) {
      const toStaff = await benchChatToStaff(server.url, rate, 5, chatDatabase);
      results[`chatToStaffSocketAt${rate}`] = toStaff;
      printChatLatency('one instance, PostgreSQL', toStaff);
    }
    const concierge = await benchConciergeAnswer(server.url);
    results.conciergeAnswer = concierge;
    printChatLatency('one instance, PostgreSQL, built-in retrieval concierge', concierge);
  } finally {
    await server.stop();
  }
}

if (wants('translation')) {
  // A real provider answers a batch in a few hundred milliseconds; the stand-in waits this long per call.
  const fake = await startFakeTranslationServer();
  fake.delayMs = 50;
  // LibreTranslate's codes for every language of the app (zh-Hans, zh-Hant, nb and the rest as they are).
  fake.libreTargets = LANGUAGE_CODES.map(
    (code) => ({ 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', no: 'nb' })[code as string] ?? code,
  );
  const databaseUrl = await freshBenchDatabase();
  const server = await startProductServer(APP_PORT, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'always',
    TRANSLATION_PROVIDER: 'libretranslate',
    TRANSLATION_API_URL: fake.url,
  });
  try {
    const translation = await benchContentTranslation(server.url, databaseUrl, fake);
    results.contentTranslation = translation;
    const line = (label: string, run: typeof translation.first) =>
      console.log(
        `  ${label}: ${run.seconds} s, ${run.providerCalls} provider calls, ${run.textsSent} texts sent; ` +
          `the same calls straight to the provider ${run.baselineSeconds} s (${(run.seconds / run.baselineSeconds).toFixed(2)}×)`,
      );
    console.log(
      `\nContent translation: the demo hotel (${translation.contentTexts} texts) into ${translation.first.languages} languages, ` +
        `LibreTranslate stand-in answering each call after ${translation.simulatedProviderDelayMs} ms (one instance, PostgreSQL)`,
    );
    line('first pass', translation.first);
    line(
      `after renaming one dish (“${translation.afterOneDishRenamed.renamedTo}”)`,
      translation.afterOneDishRenamed,
    );
  } finally {
    await server.stop();
    await fake.close();
  }
}

function printChatLatency(setting: string, latency: ChatLatencyResult): void {
  const rate = latency.targetRatePerSecond === null ? '' : `, ${latency.targetRatePerSecond}/s asked`;
  console.log(`\n${latency.what} (${setting}${rate})`);
  console.log(
    `  ${latency.messages} messages at ${latency.achievedRatePerSecond}/s: delivered ${latency.delivered}, lost ${latency.lost}, HTTP errors ${latency.httpErrors}` +
      (latency.notStored === undefined ? '' : `; answered but not in the database: ${latency.notStored}`),
  );
  if (latency.firstError) console.log(`  first failed call: ${latency.firstError}`);
  console.log(
    `  p50 ${latency.p50Ms} ms  p90 ${latency.p90Ms} ms  p99 ${latency.p99Ms} ms  max ${latency.maxMs} ms  (the send call alone: p50 ${latency.httpP50Ms} ms, p99 ${latency.httpP99Ms} ms)`,
  );
  console.log(
    `  budget (the live budget) p99 < ${BUDGETS.liveP99Ms} ms with none lost: ` +
      verdict(latency.p99Ms < BUDGETS.liveP99Ms && latency.lost === 0 && !latency.notStored),
  );
}

const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nFull results: ${path.relative(repoRoot, file)}`);
