import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createMenuFixture } from '../dining-fixtures.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../test-app.ts';
import { arbitraryFor, textArbitraryFor } from './contract-arbitrary.ts';

/**
 * The fuzz suite (issue 14): property-based requests against every API route, built from the route's
 * own contract schemas (params, query string, headers, body), sent as a guest, as a manager or as
 * nobody. Whatever arrives, the answer is never a 5xx. The seed is printed; FUZZ_SEED=<seed> replays a
 * run (the database keeps what earlier runs wrote, so a replay is close, not exact).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** Calls that end the caller's own session would leave the rest of the run signed out. */
const SESSION_ENDING = new Set([
  'POST /api/guest-logout/',
  'POST /api/staff/logout/',
  'POST /api/staff/me/password/',
]);

interface FuzzRoute {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
}

let t: TestApp;
let app: TestApp['app'];
const routes: RouteOptions[] = [];
const tokens: { guest: string; staff: string } = { guest: '', staff: '' };
let hotelId: number;
let guestHotel: Awaited<ReturnType<typeof createTestHotel>>;

beforeAll(async () => {
  t = await createTestApp({
    GUEST_WRITE_BURST: '1000000',
    GUEST_WRITES_PER_MINUTE: '100000000',
    ADDRESS_WRITE_BURST: '1000000',
    ADDRESS_WRITES_PER_MINUTE: '100000000',
  });
  app = await buildApp(t.ctx, { onRoute: (route) => routes.push(route) });
  await app.ready();
  guestHotel = await createTestHotel(t.ctx, { roomServiceEnabled: true, chatEnabled: true });
  hotelId = guestHotel.hotelId;
  await createMenuFixture(t.ctx, hotelId);
  tokens.guest = await loginTestGuest(app, guestHotel);
  tokens.staff = (await createTestStaff(app, t.ctx, hotelId)).token;
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

function fuzzRoutes(): FuzzRoute[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, route })),
    )
    .filter(({ method, route }) => !SESSION_ENDING.has(`${method} ${route.url}`))
    .map(({ method, route }) => {
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      return {
        method,
        url: route.url,
        params: schema.params,
        querystring: schema.querystring,
        headers: schema.headers,
        body: schema.body,
      };
    });
}

function requestArbitrary(route: FuzzRoute) {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramShape = route.params
    ? (route.params as unknown as { shape: Record<string, z.ZodType> }).shape
    : {};
  return fc.record({
    route: fc.constant(route),
    params: fc.tuple(...paramNames.map((name) => textArbitraryFor(paramShape[name]))),
    query: route.querystring ? arbitraryFor(route.querystring) : fc.constant(undefined),
    headers: route.headers ? arbitraryFor(route.headers) : fc.constant(undefined),
    body: route.body ? arbitraryFor(route.body) : fc.option(fc.jsonValue({ maxDepth: 2 })),
    // Mostly the caller the route is for, so most requests get past authentication to the handler.
    caller: route.url.startsWith('/api/staff/')
      ? fc.constantFrom('staff', 'staff', 'staff', 'guest', 'nobody')
      : fc.constantFrom('guest', 'guest', 'guest', 'staff', 'nobody'),
    rawBody: fc.boolean(),
    address: fc.ipV4(),
  });
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes a careless
 * client would send for it: invalid UTF-8 in the path, which the server must refuse cleanly too.
 */
function encodePathSegment(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');
}

async function staffSignedOut(): Promise<boolean> {
  const session = await app.inject({ url: '/api/staff/session/', headers: auth(tokens.staff) });
  return session.statusCode === 401;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

describe('every route from its contract', () => {
  it(`answers ${NUM_RUNS} generated requests without a 5xx`, async () => {
    console.log(`Contract fuzz: seed ${SEED}, ${NUM_RUNS} runs (replay with FUZZ_SEED=${SEED})`);
    const all = fuzzRoutes();
    expect(all.length).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    const arbitrary = fc.oneof(...all.map(requestArbitrary));
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        let url = request.route.url;
        request.route.url.match(/:(\w+)/g)?.forEach((placeholder, index) => {
          url = url.replace(placeholder, encodePathSegment(request.params[index] ?? ''));
        });
        const query =
          request.query && typeof request.query === 'object' && !Array.isArray(request.query)
            ? new URLSearchParams(
                Object.entries(request.query as Record<string, unknown>)
                  .filter(([, value]) => value !== undefined)
                  .map(([key, value]): [string, string] => [key, asText(value)]),
              ).toString()
            : '';
        const headers: Record<string, string> = {};
        if (request.headers && typeof request.headers === 'object' && !Array.isArray(request.headers))
          for (const [key, value] of Object.entries(request.headers as Record<string, unknown>))
            if (value !== undefined && /^[\w-]+$/.test(key))
              headers[key.toLowerCase()] = asText(value).replace(/[^\x20-\x7e]/g, '?');
        if (request.caller !== 'nobody') Object.assign(headers, auth(tokens[request.caller]));
        const hasBody = request.route.method !== 'GET' && request.body !== undefined;
        const response = await app.inject({
          method: request.route.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers: { ...headers, ...(hasBody && { 'content-type': 'application/json' }) },
          remoteAddress: request.address,
          ...(hasBody && { payload: request.rawBody ? asText(request.body) : JSON.stringify(request.body) }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // A generated account change may have signed the fuzzing manager out: sign in again.
        if (request.caller === 'staff' && response.statusCode === 401 && (await staffSignedOut()))
          tokens.staff = (await createTestStaff(app, t.ctx, hotelId)).token;
        if (response.statusCode >= 500)
          throw new Error(
            `${request.route.method} ${url}?${query} answered ${response.statusCode}: ${response.body}`,
          );
      }),
      { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true },
    );
    console.log(
      `Contract fuzz answers: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
  }, 600_000);
});
