/**
 * Live sockets: memory per idle guest socket, and the time from a staff action to the guest's socket.
 *
 * Budgets (docs ENGINEERING, performance): one instance holds 20,000 idle guest sockets at under 5 KB
 * each; an order status change reaches the guest's socket within 50 ms at the 99th percentile.
 *
 * Each function takes the base URL of servers the bench runner started (`npm run bench -- live`).
 * The server for benchIdleSockets must allow many sockets per stay (LIVE_MAX_SOCKETS_PER_STAY=100000):
 * every socket reuses one guest login.
 */
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { loginDemoGuest, rssOf } from '../../e2e/support/product-server.ts';
import { countOrdersNotInStatus } from '../lib/stored-orders.ts';

// ---------------------------------------------------------------------------------------------------
// Shared helpers

const DEMO = {
  hotel: 'HOTEL-DEMO',
  room: '101',
  familyName: 'Tanaka',
  staffEmail: 'staff@hotel-demo.test',
  staffPassword: 'demo-staff',
};

const wsUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/^http/, 'ws')}${path}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function api<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Token ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function staffLogin(baseUrl: string, email = DEMO.staffEmail, password = DEMO.staffPassword) {
  return (
    await api<{ token: string }>(baseUrl, '/api/staff/login/', { method: 'POST', body: { email, password } })
  ).token;
}

/** Soft open-file limit of a process, raised with prlimit when permitted (root, or up to the hard limit). */
export function ensureFileLimit(pid: number, wanted: number): number {
  spawnSync('prlimit', ['--pid', String(pid), `--nofile=${wanted}:${wanted}`], { stdio: 'ignore' });
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 1024);
}

// ---------------------------------------------------------------------------------------------------
// Idle sockets

export interface IdleSocketsOptions {
  baseUrl: string;
  /** The server process, for its resident memory (/proc/<pid>/status) and its open-file limit. */
  serverPid: number;
  /** Guest tokens to spread the sockets over (several sockets per token is fine); default: one demo login. */
  tokens?: string[];
  hotelUniqueId?: string;
  count?: number;
  /** Handshakes in flight at once, per client process. */
  concurrency?: number;
  /**
   * Called once the server's memory has settled with no sockets open and again with all of them open (a
   * heap snapshot of each, say); the readings after it are taken again, so its own cost is not counted.
   */
  onSettled?: (phase: 'empty' | 'full', openSockets: number) => Promise<void>;
}

export interface IdleSocketsResult {
  requested: number;
  opened: number;
  /** Lowered from `requested` when the server's open-file limit would not allow it (each socket is a descriptor). */
  limitedByServerFileLimit: boolean;
  serverFileLimit: number;
  clientProcesses: number;
  openSeconds: number;
  serverRssBeforeBytes: number;
  serverRssAfterBytes: number;
  /** Growth of the server's resident memory over the baseline, per open socket. */
  bytesPerSocket: number;
  /** Growth over the second half of the sockets only, per socket. */
  marginalBytesPerSocket: number;
  budgetBytesPerSocket: number;
}

/** Sockets per client process: each needs a descriptor, and a process may not raise its limit here. */
const SOCKETS_PER_CLIENT = 9_000;
/**
 * Loopback addresses each client process connects from: the server takes at most 1,000 connections from
 * one address (MAX_CONNECTIONS_PER_ADDRESS), so 9,000 sockets need more than 9 of them (with 8, a client
 * had 1,000 refused, and a run opened 17,927 of 20,000).
 */
const ADDRESSES_PER_CLIENT = 16;

/**
 * Opens N idle guest sockets from helper processes and reports how much the server's resident memory
 * grew per socket, each reading taken once the server's memory has settled.
 */
export async function benchIdleSockets(options: IdleSocketsOptions): Promise<IdleSocketsResult> {
  const requested = options.count ?? 20_000;
  const hotel = options.hotelUniqueId ?? DEMO.hotel;
  const tokens = options.tokens ?? [await loginDemoGuest(options.baseUrl)];
  const serverFileLimit = ensureFileLimit(options.serverPid, requested + 1_000);
  const serverFree = serverFileLimit - fs.readdirSync(`/proc/${options.serverPid}/fd`).length - 50;
  const count = Math.max(0, Math.min(requested, serverFree));

  // Warm the path (JIT, first allocations) so the baseline is not the cold server.
  const warm = await startSocketClient({
    baseUrl: options.baseUrl,
    hotel,
    tokens,
    count: 100,
    concurrency: 50,
  });
  await warm.stop();
  if (options.onSettled) {
    await settledRss(options.serverPid);
    await options.onSettled('empty', 0);
  }
  const before = await settledRss(options.serverPid);

  // Two halves: the second half's growth per socket is the marginal cost, free of one-time growth
  // (maps resizing, code) and less exposed to the baseline's noise (the embedded database's heap).
  const started = performance.now();
  const firstHalf = await openFromClients(options, hotel, tokens, Math.ceil(count / 2), 0);
  const middle = await settledRss(options.serverPid);
  const secondHalf = await openFromClients(
    options,
    hotel,
    tokens,
    count - Math.ceil(count / 2),
    firstHalf.length,
  );
  const openSeconds = (performance.now() - started) / 1000;
  const clients = [...firstHalf, ...secondHalf];
  const opened = clients.reduce((sum, client) => sum + client.opened, 0);
  if (options.onSettled) {
    await settledRss(options.serverPid);
    await options.onSettled('full', opened);
  }
  const after = await settledRss(options.serverPid);
  const openedSecond = secondHalf.reduce((sum, client) => sum + client.opened, 0);
  await Promise.all(clients.map((client) => client.stop()));
  return {
    requested,
    opened,
    limitedByServerFileLimit: count < requested,
    serverFileLimit,
    clientProcesses: clients.length,
    openSeconds: round(openSeconds),
    serverRssBeforeBytes: before,
    serverRssAfterBytes: after,
    bytesPerSocket: opened > 0 ? Math.round((after - before) / opened) : Number.NaN,
    marginalBytesPerSocket: openedSecond > 0 ? Math.round((after - middle) / openedSecond) : Number.NaN,
    budgetBytesPerSocket: 5 * 1024,
  };
}

/** Opens `count` sockets from as many helper processes as the per-process file limit needs. */
function openFromClients(
  options: IdleSocketsOptions,
  hotel: string,
  tokens: string[],
  count: number,
  clientsSoFar: number,
) {
  const shares = Array.from({ length: Math.ceil(count / SOCKETS_PER_CLIENT) }, (_, index) =>
    Math.min(SOCKETS_PER_CLIENT, count - index * SOCKETS_PER_CLIENT),
  );
  return Promise.all(
    shares.map((share, index) =>
      startSocketClient({
        baseUrl: options.baseUrl,
        hotel,
        tokens,
        count: share,
        concurrency: options.concurrency ?? 100,
        firstAddress: 1 + (clientsSoFar + index) * ADDRESSES_PER_CLIENT,
      }),
    ),
  );
}

/** RSS once it stops moving (V8 returns memory some seconds after a burst): 5 readings within 1 MB. */
async function settledRss(pid: number, maxWaitMs = 60_000): Promise<number> {
  const deadline = performance.now() + maxWaitMs;
  const readings = [rssOf(pid)];
  while (performance.now() < deadline) {
    await sleep(1_000);
    readings.push(rssOf(pid));
    const last = readings.slice(-5);
    if (last.length === 5 && Math.max(...last) - Math.min(...last) < 1024 * 1024) break;
  }
  return readings.at(-1)!;
}

interface SocketClientOptions {
  baseUrl: string;
  hotel: string;
  tokens: string[];
  count: number;
  concurrency: number;
  /** Loopback addresses 127.0.0.<first…first+15> spread the connections over addresses and source ports. */
  firstAddress?: number;
}

/** A helper process (this file, run with --idle-client) holding `count` open sockets until stopped. */
async function startSocketClient(
  options: SocketClientOptions,
): Promise<{ opened: number; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--idle-client'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, IDLE_CLIENT: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const opened = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`socket client exited with ${code}`)));
  });
  return {
    opened,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

async function runSocketClient(): Promise<void> {
  const options = JSON.parse(process.env.IDLE_CLIENT ?? '{}') as SocketClientOptions;
  const sockets: WebSocket[] = [];
  let next = 0;
  const openOne = (index: number) =>
    new Promise<void>((resolve) => {
      const token = options.tokens[index % options.tokens.length]!;
      const socket = new WebSocket(wsUrl(options.baseUrl, `/ws/guest/${options.hotel}/${token}/`), {
        localAddress: `127.0.0.${(options.firstAddress ?? 1) + (index % ADDRESSES_PER_CLIENT)}`,
      });
      sockets.push(socket);
      socket.once('open', () => resolve());
      socket.once('error', () => resolve());
      socket.once('close', () => resolve());
    });
  const worker = async () => {
    while (next < options.count) await openOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, worker));
  process.send?.(sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length);
  process.once('message', () => {
    for (const socket of sockets) socket.terminate();
    setTimeout(() => process.exit(0), 100);
  });
}

// ---------------------------------------------------------------------------------------------------
// Staff action → guest socket latency

export interface LatencyOptions {
  /** Where the guest's socket is connected (instance A). */
  guestBaseUrl: string;
  /** Where staff act (instance B); the same as guestBaseUrl for one instance. */
  staffBaseUrl?: string;
  /** `order`: order status changes (the budget's case); `request`: service-request completions. */
  action?: 'order' | 'request';
  ratePerSecond?: number;
  durationSeconds?: number;
  /** A change not seen on the socket within this long counts as lost. */
  timeoutMs?: number;
  /** The staff side's PostgreSQL database: each answered order change is checked there. */
  databaseUrl?: string;
}

export interface LatencyResult {
  action: 'order' | 'request';
  crossInstance: boolean;
  events: number;
  delivered: number;
  lost: number;
  httpErrors: number;
  /** The first failed staff call's error, to tell why changes went missing. */
  firstError?: string;
  targetRatePerSecond: number;
  achievedRatePerSecond: number;
  /** Staff call sent → message received on the guest's socket. */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Staff call sent → its HTTP answer, for comparison. */
  httpP50Ms: number;
  httpP99Ms: number;
  budgetP99Ms: number;
  /** Orders whose last answered status change the database does not hold (orders only): must be 0. */
  notStored?: number;
}

/** Times one staff call: from just before it is sent until the guest's socket shows its effect. */
type Timed = <T>(key: string, call: () => Promise<T>) => Promise<T>;

/** A source of staff actions; `fire` starts one, or returns undefined when none is ready right now. */
interface ActionSource {
  path: string;
  /** The key of the action a socket message reports, if it reports one. */
  matchKey(message: Record<string, unknown>): string | undefined;
  fire(timed: Timed): Promise<unknown> | undefined;
  /** Answered changes the database does not hold, where the source can tell. */
  countNotStored?(databaseUrl: string): Promise<number>;
}

/** Sends staff actions at a fixed rate and times each one until the guest's socket shows it. */
export async function benchNotificationLatency(options: LatencyOptions): Promise<LatencyResult> {
  const action = options.action ?? 'order';
  const rate = options.ratePerSecond ?? 1_000;
  const duration = options.durationSeconds ?? 5;
  const guestBase = options.guestBaseUrl;
  const staffBase = options.staffBaseUrl ?? guestBase;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const total = rate * duration;

  const guestToken = await loginDemoGuest(guestBase);
  const staffToken = await staffLogin(staffBase);
  const source =
    action === 'order'
      ? await orderSource(staffBase, guestToken, staffToken, Math.ceil(total / 3) + 50)
      : await requestSource(staffBase, guestToken, staffToken);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const socket = new WebSocket(wsUrl(guestBase, source.path.replace('{token}', guestToken)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    const received = performance.now();
    const key = source.matchKey(JSON.parse(String(data)) as Record<string, unknown>);
    const sent = key === undefined ? undefined : sentAt.get(key);
    if (sent === undefined || key === undefined) return;
    sentAt.delete(key);
    latencies.push(received - sent);
  });

  const httpTimes: number[] = [];
  let fired = 0;
  let httpErrors = 0;
  let firstError: string | undefined;
  const timed: Timed = async (key, call) => {
    const sent = performance.now();
    sentAt.set(key, sent);
    try {
      const result = await call();
      httpTimes.push(performance.now() - sent);
      return result;
    } catch (error) {
      httpErrors += 1;
      sentAt.delete(key);
      throw error;
    }
  };
  const inFlight: Promise<unknown>[] = [];
  let pending = 0;
  const started = performance.now();
  // Open loop: every 10 ms, start what the schedule says should have started by now. A source with
  // nothing ready and nothing in flight is exhausted (failed calls do not come back): stop early.
  while (fired < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    while (fired < due) {
      const action = source.fire(timed);
      if (!action) break;
      fired += 1;
      pending += 1;
      inFlight.push(
        action
          .catch((error: unknown) => {
            firstError ??= String(error);
          })
          .finally(() => (pending -= 1)),
      );
    }
    // Still due means `fire` had nothing ready; with nothing in flight either, nothing will come back.
    if (fired < due && pending === 0) break;
    await sleep(10);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const deadline = performance.now() + timeoutMs;
  while (sentAt.size > 0 && performance.now() < deadline) await sleep(20);
  socket.close();

  latencies.sort((a, b) => a - b);
  httpTimes.sort((a, b) => a - b);
  return {
    action,
    crossInstance: staffBase !== guestBase,
    events: fired,
    delivered: latencies.length,
    lost: sentAt.size,
    httpErrors,
    ...(firstError !== undefined && { firstError }),
    targetRatePerSecond: rate,
    achievedRatePerSecond: Math.round(fired / sendSeconds),
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
    httpP50Ms: round(percentile(httpTimes, 50)),
    httpP99Ms: round(percentile(httpTimes, 99)),
    budgetP99Ms: 50,
    ...(options.databaseUrl &&
      source.countNotStored && { notStored: await source.countNotStored(options.databaseUrl) }),
  };
}

const ORDER_STEPS = ['in_progress', 'ready', 'delivered'] as const;

/** Places room-service orders up front; each then walks pending → in_progress → ready → delivered. */
async function orderSource(
  baseUrl: string,
  guestToken: string,
  staffToken: string,
  orders: number,
): Promise<ActionSource> {
  const items = await api<
    Array<{ id: number; options: Array<{ required: boolean; min_selections?: number }> }>
  >(baseUrl, '/api/items/?location=room_service', { token: guestToken });
  const item = items.find((candidate) =>
    candidate.options.every((option) => !option.required && !(option.min_selections ?? 0)),
  );
  if (!item) throw new Error('no room-service item without required options in the demo menu');
  const ready: Array<{ id: number; step: number }> = [];
  const answeredStatus = new Map<number, string>();
  const place = async () => {
    const order = await api<{ id: number }>(baseUrl, '/api/orders/', {
      method: 'POST',
      token: guestToken,
      body: { location: null, scheduled_for: null, items: [{ dining_item: item.id, quantity: 1 }] },
    });
    ready.push({ id: order.id, step: 0 });
  };
  let placed = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (placed < orders) {
        placed += 1;
        await place();
      }
    }),
  );
  return {
    path: `/ws/guest/${DEMO.hotel}/{token}/`,
    matchKey: (message) =>
      message.type === 'order_update' ? `${String(message.order_id)}:${String(message.status)}` : undefined,
    fire(timed) {
      const order = ready.shift();
      if (!order) return undefined;
      const status = ORDER_STEPS[order.step]!;
      return timed(`${order.id}:${status}`, () =>
        api(baseUrl, `/api/staff/orders/${order.id}/`, {
          method: 'PATCH',
          token: staffToken,
          body: { status },
        }),
      ).then(() => {
        answeredStatus.set(order.id, status);
        if (order.step + 1 < ORDER_STEPS.length) ready.push({ id: order.id, step: order.step + 1 });
      });
    },
    countNotStored: (databaseUrl) => countOrdersNotInStatus(databaseUrl, answeredStatus),
  };
}

const REQUEST_FIELDS = [
  'request_cleaning',
  'request_towels',
  'request_toiletries',
  'request_sheets',
  'request_general_assistance',
] as const;

/** One stay's five requests, each cycled: guest turns it on (not timed), staff complete it (timed). */
async function requestSource(baseUrl: string, guestToken: string, staffToken: string): Promise<ActionSource> {
  const session = await api<{ booking: { id: number } }>(baseUrl, '/api/guest-session/', {
    token: guestToken,
  });
  const bookingId = session.booking.id;
  const idle: string[] = [...REQUEST_FIELDS];
  const turnOn = async (field: string) => {
    await api(baseUrl, `/api/bookings/${bookingId}/`, {
      method: 'PATCH',
      token: guestToken,
      body: { [field]: true },
    });
    const open = await api<{ requests: Array<{ id: number; booking_id: number; kind: string }> }>(
      baseUrl,
      '/api/staff/requests/?status=open',
      { token: staffToken },
    );
    const task = open.requests.find((r) => r.booking_id === bookingId && `request_${r.kind}` === field);
    if (!task) throw new Error(`no open task for ${field}`);
    return task.id;
  };
  return {
    path: `/ws/booking_${bookingId}/?token={token}`,
    matchKey(message) {
      if (message.type !== 'request_update') return undefined;
      const change = (message.message as { changes: Array<{ field: string; status: string }> }).changes[0];
      return change?.status === 'deactivated' ? change.field : undefined;
    },
    fire(timed) {
      const field = idle.shift();
      if (!field) return undefined;
      // The key is the field: a field is in flight at most once, so keys never collide.
      return turnOn(field)
        .then((taskId) =>
          timed(field, () =>
            api(baseUrl, `/api/staff/requests/${taskId}/complete/`, {
              method: 'POST',
              token: staffToken,
              body: {},
            }),
          ),
        )
        .finally(() => idle.push(field));
    },
  };
}

// This file is also the idle-socket helper process that startSocketClient forks.
if (process.argv.includes('--idle-client')) {
  void runSocketClient();
}
