import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleHasPermission, STAFF_ROLES, type StaffPermission, type StaffRole } from '@hotel/contracts/staff';
import { buildApp } from '../../src/app.ts';
import { notifyGuest } from '../../src/modules/notifications/service.ts';
import type { StaffGuard } from '../../src/modules/staff/guard.ts';
import { createMenuFixture, type MenuFixture } from '../dining-fixtures.ts';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
  type TestHotel,
} from '../test-app.ts';

/**
 * The authorization matrix (issue 14): every registered route × every kind of caller, as one table.
 * The routes are collected with an onRoute hook, so a route added without a row here fails the first
 * test: whoever adds a route says who may call it and which record its URL names.
 *
 * Callers: nobody; the stay's own guest; another room's guest in the same hotel; a guest of another
 * hotel; the hotel's staff in each role; a manager of another hotel. Every call aims at the own stay's
 * records (its booking, its order, its notification, a staff account of its hotel), which carry a marker
 * text; a caller who may not see them gets 401/403/404, and no answer to such a caller contains the marker.
 */

type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** A guest session; answers only about that session's stay. */
  | 'guest'
  /** A staff session with the permission the route's guard names; answers only about that hotel. */
  | 'staff'
  /** A live socket: plain HTTP gets 404; the handshake's scoping is proven in platform/live. */
  | 'socket'
  /** Health, readiness, API documentation, static files: no hotel data. */
  | 'platform';

interface World {
  own: TestHotel;
  menu: MenuFixture;
  ownOrderId: number;
  ownNotificationId: number;
  ownServiceRequestId: number;
  hotelStaffAccountId: number;
  /** The own stay's room, a stay that staff check out, and an arrival that staff cancel. */
  ownRoomId: number;
  checkOutStayId: number;
  futureStayId: number;
  /** An account of the own hotel that only signs in (the login route's row). */
  loginProbeEmail: string;
  /** The own order's folio line, a question the own guest asked about it, and a built-in payment page. */
  ownChargeId: number;
  ownQuestionId: number;
  paymentPagePath: string;
  marker: string;
}

interface Call {
  url: string;
  payload?: object;
}

interface RouteCase {
  access: Access;
  /** The call aimed at the own stay's or hotel's records (default: the route's URL as it is). */
  call?: (world: World) => Call;
  /**
   * The URL names one record: of the own stay (every other caller gets 403 or 404) or of the own hotel
   * (the hotel's other guests may read it, another hotel's callers get 403 or 404).
   */
  namesRecord?: 'stay' | 'hotel';
  /** The first permitted call uses the record up (a cancelled arrival): later permitted callers may get 404. */
  consumesRecord?: true;
  /** The call ends the caller's session (sign-out, password change): later calls sign in again. */
  endsSession?: true;
}

const MATRIX: Record<string, RouteCase> = {
  'GET /health': { access: 'platform' },
  'GET /ready': { access: 'platform' },
  'GET /api/docs': { access: 'platform' },
  'GET /api/docs/json': { access: 'platform' },
  'GET /api/docs/yaml': { access: 'platform' },
  'GET /api/docs/static/index.html': { access: 'platform' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'platform' },
  'HEAD,GET /api/docs/static/*': { access: 'platform' },
  'HEAD,GET /media/*': { access: 'platform' },
  'HEAD,GET /*': { access: 'platform' },
  'HEAD,GET /staff/*': { access: 'platform' },
  /** CORS preflights: answered before any route, with headers only. */
  'OPTIONS *': { access: 'platform' },

  'GET /ws/guest/:hotelId/:token/': { access: 'socket' },
  'GET /ws/guest/:hotelId/': { access: 'socket' },
  'GET /ws/staff/': { access: 'socket' },
  'GET /ws/:channel/': { access: 'socket' },

  'POST /api/guest-login/': {
    access: 'public',
    call: (w) => ({
      url: '/api/guest-login/',
      payload: { room: w.own.roomNumber, family_name: w.own.familyName, hotel_unique_id: w.own.uniqueId },
    }),
  },
  'GET /api/hotels/:hotelId/': { access: 'public', call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/` }) },
  'GET /api/hotels/:hotelId/locations/': {
    access: 'public',
    call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/locations/` }),
  },
  'GET /api/languages/': { access: 'public' },
  'POST /api/staff/login/': {
    access: 'public',
    call: (w) => ({
      url: '/api/staff/login/',
      payload: { email: w.loginProbeEmail, password: STAFF_PASSWORD },
    }),
  },

  'GET /api/guest-session/': { access: 'guest' },
  'POST /api/guest-logout/': { access: 'guest', endsSession: true },
  'POST /api/languages/set/': {
    access: 'guest',
    call: () => ({ url: '/api/languages/set/', payload: { language: 'en' } }),
  },
  'GET /api/items/': { access: 'guest' },
  'GET /api/items/:id/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/items/${w.menu.item('Sundae').id}/` }),
  },
  'GET /api/sub-categories/': { access: 'guest' },
  'GET /api/locations/:id/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/locations/${w.menu.terrace.id}/` }),
  },
  'GET /api/popular-items/': { access: 'guest' },
  'POST /api/orders/': {
    access: 'guest',
    call: (w) => ({
      url: '/api/orders/',
      payload: {
        location: w.menu.terrace.id,
        items: [{ dining_item: w.menu.item('Sundae').id, quantity: 1 }],
      },
    }),
  },
  'GET /api/guest/orders/': { access: 'guest' },
  'GET /api/orders/:id/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/orders/${w.ownOrderId}/` }),
  },
  'GET /api/notifications/': { access: 'guest' },
  'POST /api/notifications/read/': {
    access: 'guest',
    call: (w) => ({ url: '/api/notifications/read/', payload: { ids: [w.ownNotificationId] } }),
  },
  'POST /api/notifications/clear/': { access: 'guest' },
  'GET /api/bookings/:bookingId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/bookings/${w.own.stayId}/` }),
  },
  'PATCH /api/bookings/:bookingId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/bookings/${w.own.stayId}/`, payload: { request_sheets: true } }),
  },

  'GET /api/staff/session/': { access: 'staff' },
  'POST /api/staff/logout/': { access: 'staff', endsSession: true },
  'POST /api/staff/me/password/': {
    access: 'staff',
    endsSession: true,
    call: () => ({
      url: '/api/staff/me/password/',
      payload: { current_password: STAFF_PASSWORD, new_password: STAFF_PASSWORD },
    }),
  },
  'GET /api/staff/accounts/': { access: 'staff' },
  'POST /api/staff/accounts/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/accounts/',
      payload: {
        email: `matrix-${uniqueSuffix().toLowerCase()}@test.example`,
        name: 'Matrix',
        role: 'kitchen',
        password: 'a long enough password',
      },
    }),
  },
  'PATCH /api/staff/accounts/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/accounts/${w.hotelStaffAccountId}/`, payload: { name: 'Renamed' } }),
  },
  'POST /api/staff/accounts/:id/reset-password/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/accounts/${w.hotelStaffAccountId}/reset-password/`,
      payload: { new_password: 'another long password' },
    }),
  },
  'GET /api/staff/orders/': { access: 'staff' },
  'PATCH /api/staff/orders/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/orders/${w.ownOrderId}/`, payload: { status: 'in_progress' } }),
  },
  'GET /api/staff/requests/': { access: 'staff' },
  'GET /api/staff/rooms/': { access: 'staff' },
  'POST /api/staff/rooms/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/rooms/', payload: { room_number: `M${uniqueSuffix()}` } }),
  },
  'POST /api/staff/rooms/range/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/rooms/range/', payload: { from: '9001', to: '9002' } }),
  },
  'PATCH /api/staff/rooms/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/staff/rooms/${w.ownRoomId}/`, payload: { licensed: true } }),
  },
  'GET /api/staff/rooms/qr-codes/': { access: 'staff' },
  'GET /api/staff/rooms/:id/qr-code/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/staff/rooms/${w.ownRoomId}/qr-code/` }),
  },
  'GET /api/staff/stays/': { access: 'staff' },
  'POST /api/staff/stays/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/stays/',
      payload: {
        room: '303',
        family_name: 'Later',
        check_in_date: '2031-01-10',
        check_out_date: '2031-01-12',
      },
    }),
  },
  'PATCH /api/staff/stays/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/`, payload: { language: 'en' } }),
  },
  'POST /api/staff/stays/:id/check-out/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.checkOutStayId}/check-out/` }),
  },
  'DELETE /api/staff/stays/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/stays/${w.futureStayId}/` }),
  },
  'POST /api/staff/stays/import/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/stays/import/',
      payload: {
        rows: [
          {
            line: 1,
            room: '303',
            family_name: 'Imported',
            check_in_date: '2032-02-01',
            check_out_date: '2032-02-03',
          },
        ],
        dry_run: true,
      },
    }),
  },
  'POST /api/staff/requests/:id/complete/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/requests/${w.ownServiceRequestId}/complete/` }),
  },
  'GET /api/guest/billing/': { access: 'guest' },
  // Billing's guest routes are registered before its staff routes: the own stay still owes its order here.
  'GET /api/guest/payment-link/': { access: 'guest' },
  'POST /api/guest/billing/lines/:id/question/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/guest/billing/lines/${w.ownChargeId}/question/`,
      payload: { question: 'What is this line?' },
    }),
  },
  /** The built-in payment page: its link's secret is the key, as on a payment provider's hosted page. */
  'GET /api/pay/test/:secret/': { access: 'public', call: (w) => ({ url: w.paymentPagePath }) },
  'POST /api/pay/test/:secret/': { access: 'public', call: (w) => ({ url: w.paymentPagePath }) },
  'GET /api/staff/stays/:id/folio/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/folio/` }),
  },
  'POST /api/staff/stays/:id/folio/payments/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/payments/`,
      payload: { method: 'cash', amount: 1 },
    }),
  },
  'POST /api/staff/stays/:id/folio/charges/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/charges/`,
      payload: { description: 'Minibar', amount: 10 },
    }),
  },
  'POST /api/staff/stays/:id/folio/lines/:lineId/reverse/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/lines/${w.ownChargeId}/reverse/`,
      payload: { reason: 'Correction' },
    }),
  },
  'POST /api/staff/stays/:id/folio/questions/:questionId/answer/': {
    access: 'staff',
    namesRecord: 'stay',
    // Answered once: a second permitted caller finds no open question.
    consumesRecord: true,
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/questions/${w.ownQuestionId}/answer/`,
      payload: { answer: 'It is your dessert.' },
    }),
  },
};

const STAFF_PASSWORD = 'correct horse battery';

type Caller =
  | { kind: 'anonymous' }
  | { kind: 'own guest' | 'other room' | 'other hotel guest' }
  | { kind: 'staff'; role: StaffRole; ofOtherHotel: boolean };

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'own guest' },
  { kind: 'other room' },
  { kind: 'other hotel guest' },
  ...STAFF_ROLES.map((role): Caller => ({ kind: 'staff', role, ofOtherHotel: false })),
  { kind: 'staff', role: 'manager', ofOtherHotel: true },
];

const describeCaller = (caller: Caller) =>
  caller.kind === 'staff' ? `${caller.ofOtherHotel ? 'other hotel ' : ''}${caller.role}` : caller.kind;

let t: TestApp;
const routes: RouteOptions[] = [];
let app: TestApp['app'];
let world: World;
let otherRoom: TestHotel;
let otherHotel: TestHotel;
let otherHotelId: number;

beforeAll(async () => {
  t = await createTestApp({ GUEST_WRITE_BURST: '1000', GUEST_WRITES_PER_MINUTE: '100000' });
  app = await buildApp(t.ctx, { onRoute: (route) => routes.push(route) });
  await app.ready();

  const marker = `MARKER${uniqueSuffix()}`;
  const own = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, own.hotelId);
  const ownGuest = {
    ...(await addTestGuest(t.ctx, own, { roomNumber: `R${marker}`, familyName: `Owner${marker}` })),
  };
  otherRoom = await addTestGuest(t.ctx, own, { roomNumber: '302', familyName: 'Neighbour' });
  otherHotel = await createTestHotel(t.ctx);
  otherHotelId = otherHotel.hotelId;
  await createMenuFixture(t.ctx, otherHotel.hotelId);

  const token = await loginTestGuest(app, ownGuest);
  const ordered = await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(token),
    payload: {
      location: menu.terrace.id,
      items: [{ dining_item: menu.item('Sundae').id, quantity: 1, notes: `notes ${marker}` }],
    },
  });
  expect(ordered.statusCode).toBe(201);
  const towels = await app.inject({
    method: 'PATCH',
    url: `/api/bookings/${ownGuest.stayId}/`,
    headers: auth(token),
    payload: { request_towels: true },
  });
  expect(towels.statusCode).toBe(200);
  const notification = await notifyGuest(t.ctx, {
    hotelId: own.hotelId,
    stayId: ownGuest.stayId,
    type: 'other',
    title: 'For the owner',
    message: `message ${marker}`,
  });
  const manager = await createTestStaff(app, t.ctx, own.hotelId);
  const requests = await app.inject({ url: '/api/staff/requests/', headers: auth(manager.token) });
  const ownRequest = (requests.json().requests as { id: number; room: string }[]).find(
    (request) => request.room === ownGuest.roomNumber,
  );
  const account = await createTestStaff(app, t.ctx, own.hotelId, 'housekeeping');
  const rooms = await app.inject({ url: '/api/staff/rooms/', headers: auth(manager.token) });
  const roomList = (rooms.json() as { rooms: { id: number; room_number: string }[] }).rooms;
  const ownRoomId = roomList.find((room) => room.room_number === ownGuest.roomNumber)!.id;
  const leaving = await addTestGuest(t.ctx, own, { roomNumber: '303', familyName: 'Leaving' });
  const future = await app.inject({
    method: 'POST',
    url: '/api/staff/stays/',
    headers: auth(manager.token),
    payload: {
      room: '303',
      family_name: 'Future',
      check_in_date: '2031-06-01',
      check_out_date: '2031-06-03',
    },
  });
  expect(future.statusCode).toBe(201);
  const loginProbe = await createTestStaff(app, t.ctx, own.hotelId, 'kitchen');
  const bill = await app.inject({ url: '/api/guest/billing/', headers: auth(token) });
  const ownChargeId = (bill.json() as { lines: { id: number }[] }).lines[0]!.id;
  // The staff answer row answers a question about a second line; the guest row asks about the first.
  const minibar = await app.inject({
    method: 'POST',
    url: `/api/staff/stays/${ownGuest.stayId}/folio/charges/`,
    headers: auth(manager.token),
    payload: { description: 'Minibar', amount: 5 },
  });
  const minibarLineId = (minibar.json() as { lines: { id: number }[] }).lines.at(-1)!.id;
  const question = await app.inject({
    method: 'POST',
    url: `/api/guest/billing/lines/${minibarLineId}/question/`,
    headers: auth(token),
    payload: { question: `Why ${marker}?` },
  });
  expect(question.statusCode).toBe(201);
  // Another room pays through the built-in page: the own stay's balance stays for the guest routes' rows.
  const payer = await addTestGuest(t.ctx, own, { roomNumber: '304', familyName: 'Payer' });
  const payerToken = await loginTestGuest(app, payer);
  await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(payerToken),
    payload: { location: null, items: [{ dining_item: menu.item('Sundae').id, quantity: 1 }] },
  });
  const link = await app.inject({ url: '/api/guest/payment-link/', headers: auth(payerToken) });
  world = {
    own: ownGuest,
    menu,
    ownOrderId: ordered.json().id,
    ownNotificationId: notification.id,
    ownServiceRequestId: ownRequest!.id,
    hotelStaffAccountId: account.staffMemberId,
    ownRoomId,
    checkOutStayId: leaving.stayId,
    futureStayId: (future.json() as { id: number }).id,
    loginProbeEmail: loginProbe.email,
    ownChargeId,
    ownQuestionId: (question.json() as { questions: { id: number }[] }).questions[0]!.id,
    paymentPagePath: (link.json() as { payment_url: string }).payment_url,
    marker,
  };
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** "GET /api/x/" as the matrix names routes; HEAD twins of GET routes are Fastify's and not listed. */
function routeKey(route: RouteOptions): string | undefined {
  const methods = [route.method].flat();
  if (methods.length === 1 && methods[0] === 'HEAD') return undefined;
  return `${methods.join(',')} ${route.url}`;
}

function permissionOf(route: RouteOptions): StaffPermission | null | undefined {
  const hooks = [route.onRequest].flat().filter(Boolean) as Partial<StaffGuard>[];
  return hooks.find((hook) => hook.permission !== undefined)?.permission;
}

/** Signs callers in once and again after a call that ended their session. */
class Sessions {
  private readonly tokens = new Map<string, string>();

  async headers(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {};
    const name = describeCaller(caller);
    let token = this.tokens.get(name);
    if (!token) {
      token = await this.signIn(caller);
      this.tokens.set(name, token);
    }
    return auth(token);
  }

  forget(caller: Caller): void {
    this.tokens.delete(describeCaller(caller));
  }

  private async signIn(caller: Exclude<Caller, { kind: 'anonymous' }>): Promise<string> {
    if (caller.kind !== 'staff') {
      const guest = { 'own guest': world.own, 'other room': otherRoom, 'other hotel guest': otherHotel }[
        caller.kind
      ];
      return loginTestGuest(app, guest);
    }
    const hotelId = caller.ofOtherHotel ? otherHotelId : world.own.hotelId;
    return (await createTestStaff(app, t.ctx, hotelId, caller.role)).token;
  }
}

describe('the authorization matrix', () => {
  it('has a row for every registered route', () => {
    const keys = routes.map(routeKey).filter((key): key is string => key !== undefined);
    const missing = keys.filter((key) => !(key in MATRIX));
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
    expect(keys.length).toBeGreaterThan(30);
  });

  it('gives every caller exactly what its row allows, and no one else the own stay’s data', async () => {
    const sessions = new Sessions();
    const failures: string[] = [];
    const ordered = routes
      .filter((route) => routeKey(route) !== undefined)
      .sort(
        (a, b) =>
          Number(MATRIX[routeKey(a)!]?.endsSession ?? false) -
          Number(MATRIX[routeKey(b)!]?.endsSession ?? false),
      );
    let calls = 0;
    for (const route of ordered) {
      const key = routeKey(route)!;
      const row = MATRIX[key];
      if (!row || row.access === 'platform') continue;
      const method = [route.method].flat().find((name) => name !== 'HEAD') as 'GET';
      const call = row.call?.(world) ?? { url: route.url };
      const permission = permissionOf(route);
      if (row.access === 'staff' && permission === undefined)
        failures.push(`${key}: a staff route without requireStaff`);
      for (const caller of CALLERS) {
        const response = await app.inject({
          method,
          url: call.url,
          headers: await sessions.headers(caller),
          ...(call.payload && { payload: call.payload }),
        });
        calls += 1;
        if (row.endsSession) sessions.forget(caller);
        const verdict = judge(row, permission ?? null, caller, response.statusCode, response.body);
        if (verdict)
          failures.push(
            `${key} as ${describeCaller(caller)}: ${verdict} (${response.statusCode} ${response.body.slice(0, 160)})`,
          );
      }
    }
    expect(failures).toEqual([]);
    console.log(`Authorization matrix: ${calls} calls, ${ordered.length} routes × ${CALLERS.length} callers`);
  }, 120_000);
});

/** Why the answer is wrong for that caller, or undefined when it is right. */
function judge(
  row: RouteCase,
  permission: StaffPermission | null,
  caller: Caller,
  status: number,
  body: string,
): string | undefined {
  if (status >= 500) return 'a server error';
  const ok = status >= 200 && status < 300;
  const refused = status === 401 || status === 403 || status === 404;
  const owner =
    (row.access === 'guest' && caller.kind === 'own guest') ||
    (row.access === 'staff' &&
      caller.kind === 'staff' &&
      !caller.ofOtherHotel &&
      (permission === null || roleHasPermission(caller.role, permission)));
  if (!owner && body.includes(world.marker)) return 'leaked the own stay’s data';
  switch (row.access) {
    case 'socket':
      return status === 404 ? undefined : 'a socket path answered plain HTTP';
    case 'public':
      return status === 401 || status === 403 ? 'refused a public route' : undefined;
    case 'guest':
      if (caller.kind === 'own guest') return ok ? undefined : 'refused the owner';
      if (caller.kind === 'other room')
        return row.namesRecord === 'stay' && !refused ? 'reached another stay’s record' : undefined;
      if (caller.kind === 'other hotel guest')
        return row.namesRecord && !refused ? 'reached another hotel’s record' : undefined;
      return status === 401 ? undefined : 'let a caller without a guest session in';
    case 'staff': {
      if (caller.kind !== 'staff')
        return status === 401 ? undefined : 'let a caller without a staff session in';
      if (caller.ofOtherHotel)
        return row.namesRecord && !refused ? 'reached another hotel’s record' : undefined;
      if (permission !== null && !roleHasPermission(caller.role, permission))
        return status === 403 ? undefined : `the ${caller.role} role lacks ${permission} but was let in`;
      if (status === 401 || status === 403) return 'refused a role its permission allows';
      return row.namesRecord && !row.consumesRecord && status === 404
        ? 'did not find its own hotel’s record'
        : undefined;
    }
    default:
      return undefined;
  }
}
