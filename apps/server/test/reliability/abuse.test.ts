import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketPaths } from '@hotel/contracts/live';
import { idempotencyKeys } from '../../src/platform/idempotency/schema.ts';
import { purgeIdempotencyKeys } from '../../src/platform/idempotency/retention.ts';
import { REFUSED_CONNECTION_GRACE_MS } from '../../src/platform/http/connection-limits.ts';
import { eq } from 'drizzle-orm';
import { createMenuFixture } from '../dining-fixtures.ts';
import { connectLive, listenForSockets } from '../live-client.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
} from '../test-app.ts';

/**
 * The abuse findings of issue 14, each as a test that failed on the code before the fix. Items with a
 * natural home elsewhere are proven there (docs/reliability.md lists where): login slow-down (8) in
 * modules/auth, Redis (2–4) in redis-outage.test.ts, database faults (1) in the fault suite.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://concierge.example' });
});
afterAll(() => t.close());

async function orderingGuest(app: TestApp = t) {
  const hotel = await createTestHotel(app.ctx);
  const menu = await createMenuFixture(app.ctx, hotel.hotelId);
  const token = await loginTestGuest(app.app, hotel);
  const order = (extra: Record<string, unknown> = {}) => ({
    location: menu.terrace.id,
    items: [{ dining_item: menu.item('Sundae').id, quantity: 1, ...extra }],
  });
  return { hotel, menu, token, order };
}

describe('7. TRUST_PROXY trusts a number of hops, not every hop', () => {
  it('takes the address the proxy saw, whatever the client wrote before it', async () => {
    const proxied = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_ADDRESS_BURST: '2',
      LOGIN_ADDRESS_FAILURES_PER_HOUR: '10',
    });
    try {
      const hotel = await createTestHotel(proxied.ctx);
      // nginx's $proxy_add_x_forwarded_for appends the real peer (10.9.9.9) to whatever the client sent.
      const attempt = (forged: string, room: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/guest-login/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, 10.9.9.9` },
          payload: { room, family_name: 'Nobody', hotel_unique_id: hotel.uniqueId },
        });
      expect((await attempt('1.1.1.1', '201')).statusCode).toBe(401);
      expect((await attempt('2.2.2.2', '202')).statusCode).toBe(401);
      expect((await attempt('3.3.3.3', '203')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('9. slow clients cannot hold connections', () => {
  it('closes a request that sent its headers and one byte of its body', async () => {
    const strict = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '500' });
    try {
      const port = new URL(await listenForSockets(strict)).port;
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
      const sentAt = performance.now();
      socket.write(
        'POST /api/guest-login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const closedAt = await Promise.race([
        closed,
        new Promise<number>((r) => setTimeout(() => r(-1), 5_000)),
      ]);
      expect(closedAt).toBeGreaterThan(0);
      expect(closedAt - sentAt).toBeLessThan(3_500);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await strict.close();
    }
  });

  it('closes a connection that never finishes its headers', async () => {
    const strict = await createTestApp({ HTTP_HEADERS_TIMEOUT_MS: '500' });
    try {
      const port = new URL(await listenForSockets(strict)).port;
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
      await Promise.race([
        closed,
        new Promise((_r, reject) => setTimeout(() => reject(new Error('still open')), 4_000)),
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await strict.close();
    }
  });

  it('caps the connections one address holds', async () => {
    const capped = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '5' });
    const sockets: net.Socket[] = [];
    try {
      const port = Number(new URL(await listenForSockets(capped)).port);
      const closedEarly: boolean[] = [];
      for (let index = 0; index < 12; index++) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('close', () => (closedEarly[index] = true));
        sockets.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve));
      }
      // Those over the cap wait for a request to answer 429 (connection-limits.test.ts); silent, they are closed.
      await new Promise((resolve) => setTimeout(resolve, REFUSED_CONNECTION_GRACE_MS + 500));
      const open = sockets.filter((_socket, index) => !closedEarly[index]).length;
      expect(open).toBe(5);
      // Once one closes, the address may open another.
      sockets[0]!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await capped.close();
    }
  });
});

describe('10. per-session and per-address limits with clear 429s', () => {
  it('refuses forged-token sockets from one address before they cost a lookup each', async () => {
    const url = await listenForSockets(t);
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const client = connectLive(
        url,
        liveSocketPaths.guest('HOTEL-X', `forged-${attempt}-${uniqueSuffix()}`),
      );
      const outcome = await Promise.race([
        client.closed.then(({ code }) => `closed ${code}`),
        client.opened.then(
          () => 'open',
          (error: Error) => error.message,
        ),
      ]);
      statuses.push(outcome === 'open' ? `closed ${(await client.closed).code}` : outcome);
    }
    expect(statuses.slice(0, 20).every((status) => status === 'closed 4401')).toBe(true);
    expect(statuses.slice(20)).toEqual(Array(5).fill('refused with HTTP 429'));
  });

  it('slows a session that toggles requests in a loop, with Retry-After and a clear detail', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const answers: number[] = [];
    let refusal: { detail: string; retryAfter: string | string[] | undefined } | undefined;
    for (let toggle = 0; toggle < 80; toggle++) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${hotel.stayId}/`,
        headers: auth(token),
        payload: { request_towels: toggle % 2 === 0 },
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429)
        refusal ??= { detail: response.json().detail, retryAfter: response.headers['retry-after'] };
    }
    // A burst of 60, then one a second (the loop itself takes a second or two).
    expect(answers.filter((status) => status === 200).length).toBeGreaterThanOrEqual(60);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(64);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(refusal?.detail).toMatch(
      /^You are sending requests faster than we can take them\. Please wait 1 second/,
    );
    expect(refusal?.retryAfter).toBe('1');
    // Reads are not writes: the guest still sees their booking.
    const read = await t.app.inject({ url: `/api/bookings/${hotel.stayId}/`, headers: auth(token) });
    expect(read.statusCode).toBe(200);
  });

  it('limits orders per session the same way', async () => {
    const guest = await orderingGuest();
    const statuses: number[] = [];
    for (let index = 0; index < 80; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: auth(guest.token),
        payload: guest.order(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(64);
  });
});

describe('11. a lone UTF-16 surrogate in any text field', () => {
  it('answers 400 naming the field, not 500', async () => {
    const guest = await orderingGuest();
    const body = JSON.stringify(guest.order({ notes: 'x' })).replace('"notes":"x"', '"notes":"\\ud800"');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { ...auth(guest.token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'items.0.notes: Text contains an unpaired surrogate character; send valid Unicode text',
      code: 'invalid_text',
    });
  });

  it('keeps valid surrogate pairs (emoji) as they are', async () => {
    const guest = await orderingGuest();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { ...auth(guest.token), 'content-type': 'application/json' },
      payload: JSON.stringify(guest.order({ notes: 'no nuts \ud83e\udd5c please' })),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().items[0].notes).toBe('no nuts 🥜 please');
  });

  it('refuses one in a key or in a login field too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"room":"101","family_name":"Tan\\udc00aka","hotel_unique_id":"HOTEL-DEMO"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^family_name: /);
  });
});

describe('12. CORS preflight', () => {
  it('lets an allowed origin PATCH', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings/1/',
      headers: {
        origin: 'https://concierge.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-methods'])).toContain('PATCH');
  });
});

describe('13. nothing grows without bound', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ GUEST_WRITE_BURST: '1000', GUEST_WRITES_PER_MINUTE: '100000' });
  });
  afterAll(() => busy.close());

  it('pages the guest order list', async () => {
    const guest = await orderingGuest(busy);
    const placed: number[] = [];
    for (let index = 0; index < 25; index++) {
      const response = await busy.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: auth(guest.token),
        payload: guest.order(),
      });
      placed.push(response.json().id);
    }
    const list = (query: string) =>
      busy.app.inject({ url: `/api/guest/orders/${query}`, headers: auth(guest.token) });
    const first = (await list('')).json() as { id: number }[];
    expect(first.map((order) => order.id)).toEqual(placed.slice(-20).reverse());
    const rest = (await list(`?before=${first.at(-1)!.id}`)).json() as { id: number }[];
    expect(rest.map((order) => order.id)).toEqual(placed.slice(0, 5).reverse());
    expect((await list('?limit=101')).statusCode).toBe(400);
  });

  it('purges Idempotency-Keys older than a day and keeps newer ones', async () => {
    const guest = await orderingGuest(busy);
    const place = (key: string) =>
      busy.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { ...auth(guest.token), 'idempotency-key': key },
        payload: guest.order(),
      });
    const oldKey = `old-${uniqueSuffix()}`;
    const newKey = `new-${uniqueSuffix()}`;
    expect((await place(oldKey)).statusCode).toBe(201);
    expect((await place(newKey)).statusCode).toBe(201);
    await busy.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, oldKey));
    expect(await purgeIdempotencyKeys(busy)).toBeGreaterThanOrEqual(1);
    const left = await busy.ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `stay:${guest.hotel.stayId}`));
    expect(left.map((row) => row.key)).toEqual([newKey]);
  });
});

describe('17. the page may open sockets to its own origin only', () => {
  it('names its own socket origin instead of ws: and wss:', async () => {
    const { documentHeaders } = await import('../../src/platform/http/security-headers.ts');
    const policy = documentHeaders({ host: 'guest.hotel.example', protocol: 'https' })[
      'content-security-policy'
    ];
    expect(policy).toMatch(/connect-src 'self' wss:\/\/guest\.hotel\.example(;|$)/);
    expect(policy).not.toMatch(/\bwss?:(\s|;|$)/);
    const forged = documentHeaders({ host: 'evil.example; script-src *', protocol: 'http' })[
      'content-security-policy'
    ];
    expect(forged).toMatch(/connect-src 'self'$/);
  });
});
