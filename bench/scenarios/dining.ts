/**
 * Dining benchmarks: the cached menu read and placing orders. Self-contained: each function takes the
 * running product's URL and a guest token and returns its figures; the harness prints and compares them.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { diningItemList, type DiningItem, type OrderRequest } from '@hotel/contracts/dining';
import {
  countOrderConsistency,
  highestOrderId,
  readStoredOrders,
  type Acknowledgement,
  type OrderConsistency,
} from '../lib/stored-orders.ts';

export interface BenchFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
}

export interface LoadShape {
  /** Budgets are stated at 100 connections. */
  connections?: number;
  durationSeconds?: number;
}

const authorization = (token: string) => ({ authorization: `Token ${token}` });

function figures(result: autocannon.Result): BenchFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** GET /api/items/ (or `path`) as every guest opening the menu does: served from the menu snapshot. */
export async function benchMenuRead(
  baseUrl: string,
  token: string,
  options: LoadShape & { path?: string } = {},
): Promise<BenchFigures & { path: string }> {
  const path = options.path ?? '/api/items/';
  const check = await fetch(`${baseUrl}${path}`, { headers: authorization(token) });
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const run = (durationSeconds: number) =>
    autocannon({
      url: `${baseUrl}${path}`,
      connections: options.connections ?? 100,
      duration: durationSeconds,
      headers: authorization(token),
    });
  await run(2); // warm-up: JIT, session and menu caches
  return { path, ...figures(await run(options.durationSeconds ?? 10)) };
}

export type OrderBenchResult = BenchFigures & OrderConsistency;

/**
 * POST /api/orders/ under load, each request with its own Idempotency-Key as the guest app sends, then a
 * check in the database itself (not through the guest's paged order list) that every acknowledged order
 * is stored exactly once, with its charge and its key, and nothing else was stored.
 */
export async function benchPlaceOrders(
  baseUrl: string,
  token: string,
  options: LoadShape & { databaseUrl: string; order?: OrderRequest },
): Promise<OrderBenchResult> {
  const order = options.order ?? (await sampleOrder(baseUrl, token));
  const highestBefore = await highestOrderId(options.databaseUrl);
  const sentKeys: string[] = [];
  const acknowledgements: Acknowledgement[] = [];
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 100,
    duration: options.durationSeconds ?? 10,
    requests: [
      {
        method: 'POST',
        path: '/api/orders/',
        headers: { ...authorization(token), 'content-type': 'application/json' },
        body: JSON.stringify(order),
        // One request in flight per connection: the connection's context names the key of its answer.
        setupRequest: (request, context: { key?: string }) => {
          context.key = randomUUID();
          sentKeys.push(context.key);
          return { ...request, headers: { ...request.headers, 'idempotency-key': context.key } };
        },
        onResponse: (status, body, context: { key?: string }) => {
          if (status < 200 || status >= 300 || context.key === undefined) return;
          const id = (JSON.parse(body) as { id?: unknown }).id;
          if (typeof id === 'number') acknowledgements.push({ key: context.key, id });
        },
      },
    ],
  });
  const stored = await readStoredOrders(options.databaseUrl, highestBefore, sentKeys);
  return { ...figures(result), ...countOrderConsistency(acknowledgements, stored) };
}

async function getJson(baseUrl: string, token: string, path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, { headers: authorization(token) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A valid one-line order from the hotel's own menu: room service when offered, else a location. */
export async function sampleOrder(baseUrl: string, token: string): Promise<OrderRequest> {
  const roomService = await fetch(`${baseUrl}/api/items/?location=room_service`, {
    headers: authorization(token),
  });
  if (roomService.ok) {
    const [item] = diningItemList.parse(await roomService.json());
    if (!item) throw new Error('the menu is empty');
    return { location: null, scheduled_for: null, items: [line(item)] };
  }
  const [item] = diningItemList.parse(await getJson(baseUrl, token, '/api/items/'));
  if (!item) throw new Error('the menu is empty');
  let location = item.locations[0]?.id;
  if (location === undefined) {
    const session = (await getJson(baseUrl, token, '/api/guest-session/')) as { hotel_id: string };
    const locations = (await getJson(baseUrl, token, `/api/hotels/${session.hotel_id}/locations/`)) as {
      id: number;
    }[];
    location = locations[0]?.id;
  }
  if (location === undefined) throw new Error('no location to order to');
  return { location, scheduled_for: null, items: [line(item)] };
}

/** Satisfies every option: the first value of a required choice, the minimum of a multiple one. */
function line(item: DiningItem): OrderRequest['items'][number] {
  const selected: Record<string, number | number[]> = {};
  for (const option of item.options) {
    const wanted = option.multiple
      ? Math.max(option.min_selections, option.required ? 1 : 0)
      : option.required
        ? 1
        : 0;
    const values = option.values.slice(0, wanted).map((value) => value.id);
    if (values.length === 0) continue;
    selected[String(option.id)] = option.multiple ? values : values[0]!;
  }
  return { dining_item: item.id, quantity: 1, notes: 'bench', selected_options: selected };
}
