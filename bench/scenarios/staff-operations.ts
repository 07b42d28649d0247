/// <reference lib="dom" />
/**
 * The staff side of operations: how long a guest's order takes to reach a console's socket, and how the
 * order board renders and updates in Chromium with many open tickets.
 *
 * - benchOrderToStaff: guests place orders at a steady rate (POST /api/orders/); a console's staff socket
 *   (/ws/staff/) times each order from the POST being sent to its `staff_update` arriving. The issue's
 *   bound is 1 s; run beside benchNotificationLatency (staff change → guest socket) at the same rate.
 * - benchOrderBoard: N open orders, the real console in Chromium: time from navigation to every ticket on
 *   the board, then, per status change made through the API, from the change being sent to the ticket
 *   standing in its new column, and the part of it the page spends from socket message to DOM.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { launchChromium } from '../../e2e/support/chromium.ts';
import { loginDemoGuest } from '../../e2e/support/product-server.ts';
import { countStoredOrders } from '../lib/stored-orders.ts';

const DEMO_STAFF = { email: 'staff@hotel-demo.test', password: 'demo-staff' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

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

async function staffLogin(baseUrl: string): Promise<string> {
  return (await api<{ token: string }>(baseUrl, '/api/staff/login/', { method: 'POST', body: DEMO_STAFF }))
    .token;
}

/** A room-service item with no required choice: an order the bench can place without options. */
async function simpleItemId(baseUrl: string, guestToken: string): Promise<number> {
  const items = await api<
    Array<{ id: number; options: Array<{ required: boolean; min_selections?: number }> }>
  >(baseUrl, '/api/items/?location=room_service', { token: guestToken });
  const item = items.find((candidate) =>
    candidate.options.every((option) => !option.required && !(option.min_selections ?? 0)),
  );
  if (!item) throw new Error('no room-service item without required options in the demo menu');
  return item.id;
}

const placeOrder = (baseUrl: string, token: string, itemId: number) =>
  api<{ id: number }>(baseUrl, '/api/orders/', {
    method: 'POST',
    token,
    body: { location: null, scheduled_for: null, items: [{ dining_item: itemId, quantity: 1 }] },
  });

// ---------------------------------------------------------------------------------------------------
// Guest order → staff socket

export interface OrderToStaffOptions {
  /** Where the console's socket is connected. */
  staffBaseUrl: string;
  /** Where guests place orders; the same as staffBaseUrl for one instance. */
  guestBaseUrl?: string;
  ratePerSecond: number;
  durationSeconds?: number;
  timeoutMs?: number;
  /** The server's PostgreSQL database: the answered orders are counted there. */
  databaseUrl?: string;
}

export interface OrderToStaffResult {
  crossInstance: boolean;
  targetRatePerSecond: number;
  achievedRatePerSecond: number;
  orders: number;
  delivered: number;
  lost: number;
  httpErrors: number;
  firstError?: string;
  /** POST sent → staff_update received. */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** POST sent → its answer. */
  httpP50Ms: number;
  httpP99Ms: number;
  budgetMs: number;
  /** Answered orders the database does not hold (counted there, when the bench was given it): must be 0. */
  notStored?: number;
}

export async function benchOrderToStaff(options: OrderToStaffOptions): Promise<OrderToStaffResult> {
  const staffBase = options.staffBaseUrl;
  const guestBase = options.guestBaseUrl ?? staffBase;
  const rate = options.ratePerSecond;
  const total = rate * (options.durationSeconds ?? 5);
  const guestToken = await loginDemoGuest(guestBase);
  const staffToken = await staffLogin(staffBase);
  const itemId = await simpleItemId(guestBase, guestToken);

  // The socket may hear of an order before the POST that placed it has answered: both sides are kept.
  const sentAt = new Map<number, number>();
  const heardAt = new Map<number, number>();
  const latencies: number[] = [];
  const settle = (id: number) => {
    const sent = sentAt.get(id);
    const heard = heardAt.get(id);
    if (sent === undefined || heard === undefined) return;
    latencies.push(heard - sent);
    sentAt.delete(id);
    heardAt.delete(id);
  };
  const socket = new WebSocket(`${staffBase.replace(/^http/, 'ws')}/ws/staff/?token=${staffToken}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    const received = performance.now();
    const message = JSON.parse(String(data)) as {
      type?: string;
      topic?: string;
      action?: string;
      id?: number;
    };
    if (message.type !== 'staff_update' || message.topic !== 'orders' || message.action !== 'created') return;
    if (typeof message.id !== 'number') return;
    heardAt.set(message.id, received);
    settle(message.id);
  });

  const httpTimes: number[] = [];
  const answered: number[] = [];
  let fired = 0;
  let httpErrors = 0;
  let firstError: string | undefined;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  while (fired < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; fired < due; fired += 1) {
      const sent = performance.now();
      inFlight.push(
        placeOrder(guestBase, guestToken, itemId).then(
          (order) => {
            httpTimes.push(performance.now() - sent);
            answered.push(order.id);
            sentAt.set(order.id, sent);
            settle(order.id);
          },
          (error: unknown) => {
            httpErrors += 1;
            firstError ??= String(error);
          },
        ),
      );
    }
    await sleep(5);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const deadline = performance.now() + (options.timeoutMs ?? 5_000);
  while (sentAt.size > 0 && performance.now() < deadline) await sleep(20);
  socket.close();

  latencies.sort((a, b) => a - b);
  httpTimes.sort((a, b) => a - b);
  return {
    crossInstance: guestBase !== staffBase,
    targetRatePerSecond: rate,
    achievedRatePerSecond: Math.round(fired / sendSeconds),
    orders: fired,
    delivered: latencies.length,
    lost: sentAt.size,
    httpErrors,
    ...(firstError !== undefined && { firstError }),
    p50Ms: round(percentile(latencies, 50), 2),
    p90Ms: round(percentile(latencies, 90), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    maxMs: round(latencies.at(-1) ?? Number.NaN, 2),
    httpP50Ms: round(percentile(httpTimes, 50), 2),
    httpP99Ms: round(percentile(httpTimes, 99), 2),
    budgetMs: 1_000,
    ...(options.databaseUrl && {
      notStored: answered.length - (await countStoredOrders(options.databaseUrl, answered)),
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The order board in Chromium

export interface BoardResult {
  tickets: number;
  /** Navigation start → every ticket on the board (the page's own clock). */
  renderMs: number;
  /** Per status change: API call sent → the ticket in its new column. */
  updateP50Ms: number;
  updateP90Ms: number;
  updateMaxMs: number;
  /** Per status change: socket message received in the page → the ticket in its new column. */
  pageP50Ms: number;
  pageMaxMs: number;
  changes: number;
  /** The page's JavaScript heap after the changes, in MB. */
  heapMb: number;
}

/** Brings the hotel's open orders up to `tickets` (all pending, room service). */
async function fillBoard(baseUrl: string, tickets: number): Promise<void> {
  const guestToken = await loginDemoGuest(baseUrl);
  const staffToken = await staffLogin(baseUrl);
  const open = await api<unknown[]>(baseUrl, '/api/staff/orders/?open=true&limit=500', { token: staffToken });
  const itemId = await simpleItemId(baseUrl, guestToken);
  let missing = tickets - open.length;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (missing > 0) {
        missing -= 1;
        await placeOrder(baseUrl, guestToken, itemId);
      }
    }),
  );
}

export async function benchOrderBoard(baseUrl: string, tickets: number, changes = 20): Promise<BoardResult> {
  await fillBoard(baseUrl, tickets);
  const staffToken = await staffLogin(baseUrl);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx compiles with esbuild's keepNames: functions passed to the page call a __name helper it lacks.
    await context.addInitScript({ content: 'window.__name = (target) => target;' });
    // Every socket message is timestamped on arrival, before the console handles it.
    await context.addInitScript(() => {
      const NativeWebSocket = window.WebSocket;
      const heard: Record<string, number> = {};
      Object.assign(window, { heardAt: heard });
      window.WebSocket = class extends NativeWebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          this.addEventListener('message', (event) => {
            try {
              const message = JSON.parse(String(event.data)) as { id?: number; data?: { status?: string } };
              if (message.id !== undefined)
                heard[`${message.id}:${message.data?.status ?? ''}`] = window.performance.now();
            } catch {
              // not JSON: not ours to time
            }
          });
        }
      };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/staff/login`);
    await page.getByLabel('Email').fill(DEMO_STAFF.email);
    await page.getByLabel('Password').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Console navigation' }).waitFor();

    // Render: a fresh load of the board, timed by the page from navigation start.
    await page.goto(`${baseUrl}/staff/orders`);
    const renderMs = await page.evaluate(
      (count) =>
        new Promise<number>((resolve) => {
          const check = () => {
            if (document.querySelectorAll('article[data-order-id]').length >= count)
              resolve(window.performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
      tickets,
    );
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    // Updates: start the oldest new tickets one after another; each must land in Preparing.
    const ids = await page
      .getByRole('region', { name: /^New/ })
      .locator('article[data-order-id]')
      .evaluateAll(
        (articles, count) =>
          articles.slice(0, count).map((article) => article.getAttribute('data-order-id')!),
        changes,
      );
    const endToEnd: number[] = [];
    const inPage: number[] = [];
    for (const id of ids) {
      const waiting = page.evaluate(
        (orderId) =>
          new Promise<{ at: number; heard: number }>((resolve) => {
            const check = () => {
              const column = document.querySelector('[aria-labelledby="column-in_progress"]');
              if (column?.querySelector(`[data-order-id="${orderId}"]`)) {
                const heard = (window as unknown as { heardAt: Record<string, number> }).heardAt[
                  `${orderId}:in_progress`
                ];
                resolve({
                  at: window.performance.now() + window.performance.timeOrigin,
                  heard: (heard ?? Number.NaN) + window.performance.timeOrigin,
                });
              } else requestAnimationFrame(check);
            };
            check();
          }),
        id,
      );
      const sent = performance.timeOrigin + performance.now();
      await api(baseUrl, `/api/staff/orders/${id}/`, {
        method: 'PATCH',
        token: staffToken,
        body: { status: 'in_progress' },
      });
      const seen = await waiting;
      endToEnd.push(seen.at - sent);
      inPage.push(seen.at - seen.heard);
    }
    const heapMb = await page.evaluate(
      () =>
        ((window.performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
          0) /
        2 ** 20,
    );
    endToEnd.sort((a, b) => a - b);
    inPage.sort((a, b) => a - b);
    await context.close();
    return {
      tickets,
      renderMs: round(renderMs),
      updateP50Ms: round(percentile(endToEnd, 50)),
      updateP90Ms: round(percentile(endToEnd, 90)),
      updateMaxMs: round(endToEnd.at(-1) ?? Number.NaN),
      pageP50Ms: round(percentile(inPage, 50)),
      pageMaxMs: round(inPage.at(-1) ?? Number.NaN),
      changes: ids.length,
      heapMb: round(heapMb),
    };
  } finally {
    await browser.close();
  }
}
