import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import {
  CSRF_HEADER,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  roleHasPermission,
  type StaffRole,
} from '@hotel/contracts/staff';
import { LIVE_CLOSE_CODES } from '@hotel/contracts/live';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import type { StaffGuard } from './guard.ts';
import { publishStaffUpdate } from './publish.ts';

let t: TestApp;
const routes: RouteOptions[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
    },
    { onRoute: (route) => routes.push(route), logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/staff/login/', payload: { email, password }, remoteAddress });

/** What the console sends: the cookie, and on changes the CSRF token. */
const consoleHeaders = (staff: { cookie: string; csrf: string }, withCsrf = true) => ({
  cookie: staff.cookie,
  ...(withCsrf && { [CSRF_HEADER]: staff.csrf }),
});

describe('staff sign-in', () => {
  it('sets an HttpOnly SameSite=Strict cookie and answers the session with permissions and a CSRF token', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const response = await login(staff.email, staff.password);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const body = response.json();
    expect(body.staff).toMatchObject({ email: staff.email, role: 'kitchen', active: true });
    expect(body.permissions).toEqual(['orders.manage']);
    expect(body.hotel.unique_id).toBe(hotel.uniqueId);

    const session = await t.app.inject({ url: '/api/staff/session/', headers: { cookie: staff.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().csrf_token).toBe(staff.csrf);
  });

  it('answers a wrong password, an unknown email and a deactivated account with the same words', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const wrongPassword = await login(staff.email, 'nope', '10.2.0.1');
    const unknown = await login('nobody@test.example', 'nope', '10.2.0.1');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${staff.staffMemberId}/`,
      headers: auth(manager.token),
      payload: { active: false },
    });
    const deactivated = await login(staff.email, staff.password, '10.2.0.1');
    for (const response of [wrongPassword, unknown, deactivated]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Email or password is incorrect.');
    }
  });

  it('slows guesses at one account from one address with a 429 and Retry-After, logs the pause once, and lets the right password in after the window', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const start = new Date();
    t.setNow(start);
    try {
      for (let guess = 0; guess < 3; guess++)
        expect((await login(staff.email, `guess-${guess}`, '10.3.0.1')).statusCode).toBe(401);
      const blocked = await login(staff.email, staff.password, '10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      const lockLines = logLines.filter(
        (line) => line.includes('staff sign-in paused') && line.includes(staff.email),
      );
      expect(lockLines).toHaveLength(1);
      // Sign-in-throttle.test.ts: other addresses and known devices are not refused meanwhile.
      t.setNow(new Date(start.getTime() + 15 * 60_000 + 1));
      expect((await login(staff.email, staff.password, '10.3.0.1')).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('staff sessions', () => {
  it('refuses a change sent with the cookie but without the CSRF token; the header token needs none', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const create = (headers: Record<string, string>, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/accounts/',
        headers,
        payload: { email, name: 'New Cook', role: 'kitchen', password: 'long enough password' },
      });
    const forged = await create(consoleHeaders(staff, false), 'cook1@test.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_failed');
    const wrongToken = await create(
      { cookie: staff.cookie, [CSRF_HEADER]: 'x'.repeat(43) },
      'cook2@test.example',
    );
    expect(wrongToken.statusCode).toBe(403);
    expect((await create(consoleHeaders(staff), 'cook3@test.example')).statusCode).toBe(200);
    expect((await create(auth(staff.token), 'cook4@test.example')).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/staff/accounts/', headers: auth(staff.token) });
    expect(list.json().accounts.map((a: { email: string }) => a.email)).not.toContain('cook1@test.example');
  });

  it('ends a session after STAFF_SESSION_IDLE_MINUTES without use, and keeps a used one alive', async () => {
    const hotel = await createTestHotel(t.ctx);
    const start = Date.now();
    t.setNow(new Date(start));
    try {
      const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
      const session = () => t.app.inject({ url: '/api/staff/session/', headers: { cookie: staff.cookie } });
      const idle = t.ctx.config.STAFF_SESSION_IDLE_MINUTES * 60_000;
      t.setNow(new Date(start + idle - 60_000));
      expect((await session()).statusCode).toBe(200); // used: the session runs on from here
      t.setNow(new Date(start + idle + 60_000));
      expect((await session()).statusCode).toBe(200);
      t.setNow(new Date(start + idle + 60_000 + idle + 10_000)); // idle since the last use
      const expired = await session();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().detail).toBe('Your staff session has ended. Please sign in again.');
    } finally {
      t.setNow(undefined);
    }
  });

  it('signs out: the cookie stops working and the live socket closes', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'housekeeping');
    const base = await listenForSockets(t);
    const socket = connectLive(base, '/ws/staff/', { headers: { cookie: staff.cookie } });
    await socket.opened;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/logout/',
      headers: consoleHeaders(staff),
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/);
    expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    const after = await t.app.inject({ url: '/api/staff/session/', headers: { cookie: staff.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('does not take a guest token as a staff token, nor the reverse', async () => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const guestToken = await loginTestGuest(t.app, hotel);
    expect((await t.app.inject({ url: '/api/guest-session/', headers: auth(staff.token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/staff/session/', headers: auth(guestToken) })).statusCode).toBe(
      401,
    );
  });
});

describe('the staff live channel', () => {
  it("delivers a staff_update to the hotel's consoles only, and refuses a socket without a staff session", async () => {
    const hotel = await createTestHotel(t.ctx);
    const other = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const otherStaff = await createTestStaff(t.app, t.ctx, other.hotelId);
    const guestToken = await loginTestGuest(t.app, hotel);
    const base = await listenForSockets(t);
    const mine = connectLive(base, '/ws/staff/', { headers: { cookie: staff.cookie } });
    const theirs = connectLive(base, `/ws/staff/?token=${otherStaff.token}`);
    const guest = connectLive(base, `/ws/staff/?token=${guestToken}`);
    await Promise.all([mine.opened, theirs.opened]);
    expect((await guest.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);

    await publishStaffUpdate(t.ctx, hotel.hotelId, {
      topic: 'orders',
      action: 'created',
      id: 7,
      summary: 'Room 101',
    });
    expect(await mine.next((m) => m.type === 'staff_update')).toEqual({
      type: 'staff_update',
      topic: 'orders',
      action: 'created',
      id: 7,
      summary: 'Room 101',
    });
    await theirs.expectNothing((m) => m.type === 'staff_update', 200);
    await Promise.all([mine.close(), theirs.close()]);
  });
});

describe('staff accounts', () => {
  it('lets a manager add, rename, re-role and deactivate accounts; deactivation ends their sessions at once', async () => {
    const hotel = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts/',
      headers: auth(manager.token),
      payload: {
        email: ' Cook@Test.Example ',
        name: 'Cook',
        role: 'kitchen',
        password: 'long enough password',
        location_scope: ['room_service', 3],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      email: 'cook@test.example',
      role: 'kitchen',
      location_scope: ['room_service', 3],
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts/',
      headers: auth(manager.token),
      payload: {
        email: 'cook@test.example',
        name: 'Again',
        role: 'kitchen',
        password: 'long enough password',
      },
    });
    expect(duplicate.statusCode).toBe(409);

    const cook = await login('cook@test.example', 'long enough password');
    const cookToken = cook.json().token as string;
    const base = await listenForSockets(t);
    const socket = connectLive(base, `/ws/staff/?token=${cookToken}`);
    await socket.opened;

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${created.json().id}/`,
      headers: auth(manager.token),
      payload: { role: 'front_desk', name: 'Desk' },
    });
    expect(changed.json()).toMatchObject({ role: 'front_desk', name: 'Desk', location_scope: null });

    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${created.json().id}/`,
      headers: auth(manager.token),
      payload: { active: false },
    });
    expect(deactivated.json().active).toBe(false);
    expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect((await t.app.inject({ url: '/api/staff/session/', headers: auth(cookToken) })).statusCode).toBe(
      401,
    );
  });

  it('keeps one active manager, and nobody deactivates themselves', async () => {
    const hotel = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${manager.staffMemberId}/`,
      headers: auth(manager.token),
      payload: { active: false },
    });
    expect(self.statusCode).toBe(400);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${manager.staffMemberId}/`,
      headers: auth(manager.token),
      payload: { role: 'front_desk' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe('The hotel needs at least one active manager.');
  });

  it('resets a password (the old one and its sessions stop working) and changes one’s own', async () => {
    const hotel = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const desk = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${desk.staffMemberId}/reset-password/`,
      headers: auth(manager.token),
      payload: { new_password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/staff/session/', headers: auth(desk.token) })).statusCode).toBe(
      401,
    );
    expect((await login(desk.email, desk.password, '10.4.0.1')).statusCode).toBe(401);
    const again = await login(desk.email, 'a brand new password');
    const deskToken = again.json().token as string;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/me/password/',
      headers: auth(deskToken),
      payload: { current_password: 'not it', new_password: 'another long password' },
    });
    expect(wrong.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/staff/me/password/',
      headers: auth(deskToken),
      payload: { current_password: 'a brand new password', new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('new_password: Password must be at least 10 characters');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/me/password/',
      headers: auth(deskToken),
      payload: { current_password: 'a brand new password', new_password: 'another long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(desk.email, 'another long password')).statusCode).toBe(200);
  });

  it("answers another hotel's account with 404", async () => {
    const hotel = await createTestHotel(t.ctx);
    const other = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const stranger = await createTestStaff(t.app, t.ctx, other.hotelId, 'kitchen');
    for (const request of [
      {
        method: 'PATCH' as const,
        url: `/api/staff/accounts/${stranger.staffMemberId}/`,
        payload: { name: 'Mine now' },
      },
      {
        method: 'POST' as const,
        url: `/api/staff/accounts/${stranger.staffMemberId}/reset-password/`,
        payload: { new_password: 'taken over password' },
      },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth(manager.token) });
      expect(response.statusCode).toBe(404);
    }
    expect((await login(stranger.email, stranger.password)).statusCode).toBe(200);
  });
});

describe('the permission table', () => {
  /** Every staff route but sign-in, with the permission its guard checks. */
  const staffRoutes = () =>
    routes
      .filter((route) => route.url.startsWith('/api/staff/') && route.url !== '/api/staff/login/')
      .filter((route) => route.method !== 'HEAD')
      .map((route) => {
        const hooks = [route.onRequest].flat().filter(Boolean) as Partial<StaffGuard>[];
        const guard = hooks.find((hook) => hook.permission !== undefined);
        return { method: String(route.method), url: route.url, permission: guard?.permission };
      });

  it('guards every staff route with requireStaff', () => {
    const unguarded = staffRoutes().filter((route) => route.permission === undefined);
    expect(unguarded).toEqual([]);
    expect(staffRoutes().length).toBeGreaterThan(5);
  });

  it.each(STAFF_ROLES)('lets %s through exactly the routes its permissions name', async (role: StaffRole) => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
    // Sign-out last: it ends the session the other calls use.
    const ordered = staffRoutes().sort(
      (a, b) => Number(a.url === '/api/staff/logout/') - Number(b.url === '/api/staff/logout/'),
    );
    for (const route of ordered) {
      // Path parameters are filled with an id that exists nowhere: a permitted call gets 400/404, never 403.
      const url = route.url.replace(/:[a-zA-Z]+/g, '2147483000');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: auth(staff.token),
        ...(route.method !== 'GET' && { payload: {} }),
      });
      const allowed = route.permission === null || roleHasPermission(role, route.permission!);
      const refused = response.statusCode === 403 && response.json().code === 'permission_denied';
      expect({ route: `${route.method} ${route.url}`, refused }).toEqual({
        route: `${route.method} ${route.url}`,
        refused: !allowed,
      });
    }
  });

  it('names only roles that exist', () => {
    for (const roles of Object.values(ROLE_PERMISSIONS))
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
  });
});
