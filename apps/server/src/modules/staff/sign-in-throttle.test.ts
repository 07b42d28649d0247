import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  uniqueSuffix,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * Decision 0145: failed staff sign-ins slow the attacker down without refusing the real user, a manager
 * sees and clears the pauses, and a role change applies to the member's very next request.
 */

let t: TestApp;
const logLines: string[] = [];
/** Allowed failures per account and address (and per known device); the unknown devices of an account get 5×. */
const PER_PAIR = 3;
const PER_ADDRESS = 10;

beforeAll(async () => {
  t = await createTestApp(
    {
      STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_PAIR),
      STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      LOG_LEVEL: 'warn',
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(() => t.close());

/** A client address of its own for each test, so the per-address counts of tests never meet. */
let nextNet = 0;
function network() {
  nextNet += 1;
  return (host: number) => `10.45.${nextNet}.${host}`;
}

function login(email: string, password: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { email, password },
    remoteAddress,
    ...(cookie && { headers: { cookie } }),
  });
}

/** The known-device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>): string {
  const cookies = [response.headers['set-cookie']].flat().map(String);
  const device = cookies.find((cookie) => cookie.startsWith('staff_device_'));
  if (!device) throw new Error('no device cookie');
  return device.split(';')[0]!;
}

async function hotelWithMember(role: 'manager' | 'front_desk' = 'front_desk') {
  const hotel = await createTestHotel(t.ctx);
  const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  const member = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
  return { hotel, manager, member };
}

describe('staff sign-in throttling', () => {
  it('lets the real user in with the right password while an attacker elsewhere has failed 50 times, and slows the attacker with 429 and Retry-After', async () => {
    const { member } = await hotelWithMember();
    const net = network();
    const statuses: number[] = [];
    for (let guess = 0; guess < 50; guess++)
      statuses.push((await login(member.email, `guess-${guess}`, net(66))).statusCode);
    expect(statuses.slice(0, PER_PAIR)).toEqual(Array(PER_PAIR).fill(401));
    expect(new Set(statuses.slice(PER_PAIR))).toEqual(new Set([429]));

    const slowed = await login(member.email, 'one more', net(66));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().code).toBe('too_many_attempts');
    expect(slowed.json().detail).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes/);
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The real user, on another address and on a computer that never signed in before.
    expect((await login(member.email, member.password, net(7))).statusCode).toBe(200);
  });

  it('an attacker on the same address (the hotel NAT) cannot stop a member whose browser signed in before', async () => {
    const { hotel, member } = await hotelWithMember();
    const colleague = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const nat = network()(1);
    const first = await login(member.email, member.password, nat);
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    const raw = [first.headers['set-cookie']].flat().map(String);
    const setDevice = raw.find((cookie) => cookie.startsWith(`staff_device_${member.staffAccountId}=`));
    expect(setDevice).toMatch(/HttpOnly/);
    expect(setDevice).toMatch(/SameSite=Strict/);
    expect(setDevice).toMatch(/Path=\/api\/staff\/login\/(;|$)/);
    expect(setDevice).toMatch(/Max-Age=15552000/);

    // The attacker guesses at the member and sprays other accounts from the hotel's one address.
    for (let guess = 0; guess < 20; guess++) {
      await login(member.email, `guess-${guess}`, nat);
      await login(`nobody-${guess}-${uniqueSuffix()}@test.example`, 'guess', nat);
    }
    expect((await login(member.email, member.password, nat)).statusCode).toBe(429);
    expect((await login(colleague.email, colleague.password, nat)).statusCode).toBe(429);

    const known = await login(member.email, member.password, nat, device);
    expect(known.statusCode).toBe(200);
  });

  it('a distributed attacker slows the account for unknown computers only; a known device still gets in', async () => {
    const { member } = await hotelWithMember();
    const net = network();
    const first = await login(member.email, member.password, net(200));
    const device = deviceCookie(first);
    for (let host = 1; host <= 5 * PER_PAIR; host++)
      expect((await login(member.email, 'guess', net(host))).statusCode).toBe(401);
    const fresh = await login(member.email, member.password, net(100));
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(member.email, member.password, net(100), device)).statusCode).toBe(200);
  });

  it('does not take a forged device cookie, or one of another account, as a proof', async () => {
    const { hotel, member } = await hotelWithMember();
    const other = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const net = network();
    const otherDevice = deviceCookie(await login(other.email, other.password, net(9)));
    const [, value] = otherDevice.split('=');
    const forged = [
      `staff_device_${member.staffAccountId}=${value}`,
      `staff_device_${member.staffAccountId}=${'A'.repeat(22)}.${'B'.repeat(43)}`,
    ];
    for (let guess = 0; guess < PER_PAIR; guess++) await login(member.email, 'guess', net(1));
    for (const cookie of forged)
      expect((await login(member.email, member.password, net(1), cookie)).statusCode).toBe(429);
  });

  it("a manager's password reset ends the pauses, and voids the old password's device proofs", async () => {
    const { manager, member } = await hotelWithMember();
    const net = network();
    const device = deviceCookie(await login(member.email, member.password, net(50)));
    for (let host = 1; host <= 5 * PER_PAIR; host++) await login(member.email, 'guess', net(host));
    expect((await login(member.email, member.password, net(1))).statusCode).toBe(429);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${member.staffMemberId}/reset-password/`,
      headers: auth(manager.token),
      payload: { new_password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    const lockouts = await t.app.inject({
      url: '/api/staff/sign-in-lockouts/',
      headers: auth(manager.token),
    });
    expect(lockouts.json().lockouts).toEqual([]);
    expect((await login(member.email, 'a brand new password', net(1))).statusCode).toBe(200);
    // The old password's proof no longer counts apart: its failures meet this address's count.
    for (let guess = 0; guess < PER_PAIR; guess++) await login(member.email, 'guess', net(2), device);
    expect((await login(member.email, 'a brand new password', net(2), device)).statusCode).toBe(429);
  });

  it('records a pause once (logged once), shows it to the manager, and the manager can clear it', async () => {
    const { manager, member } = await hotelWithMember();
    const net = network();
    const start = new Date();
    t.setNow(start);
    try {
      for (let guess = 0; guess < PER_PAIR + 5; guess++) await login(member.email, 'guess', net(3));
      const lines = logLines.filter(
        (line) => line.includes('staff sign-in paused') && line.includes(member.email),
      );
      expect(lines).toHaveLength(1);

      const list = await t.app.inject({ url: '/api/staff/sign-in-lockouts/', headers: auth(manager.token) });
      expect(list.statusCode).toBe(200);
      const [lockout, ...more] = list.json().lockouts;
      expect(more).toEqual([]);
      expect(lockout).toMatchObject({
        staff_member_id: member.staffMemberId,
        kind: 'account_and_address',
        address: net(3),
        failures: PER_PAIR,
      });
      const until = Date.parse(lockout.locked_until);
      expect(until).toBeGreaterThan(start.getTime() + 14 * 60_000);
      expect(until).toBeLessThanOrEqual(start.getTime() + 15 * 60_000);

      // Another hotel's manager neither sees nor clears it.
      const stranger = await createTestStaff(t.app, t.ctx, (await createTestHotel(t.ctx)).hotelId);
      const theirs = await t.app.inject({
        url: '/api/staff/sign-in-lockouts/',
        headers: auth(stranger.token),
      });
      expect(theirs.json().lockouts).toEqual([]);
      const foreign = await t.app.inject({
        method: 'POST',
        url: `/api/staff/sign-in-lockouts/${lockout.id}/clear/`,
        headers: auth(stranger.token),
      });
      expect(foreign.statusCode).toBe(404);
      expect((await login(member.email, member.password, net(3))).statusCode).toBe(429);

      const cleared = await t.app.inject({
        method: 'POST',
        url: `/api/staff/sign-in-lockouts/${lockout.id}/clear/`,
        headers: auth(manager.token),
      });
      expect(cleared.statusCode).toBe(200);
      expect((await login(member.email, member.password, net(3))).statusCode).toBe(200);
      const after = await t.app.inject({ url: '/api/staff/sign-in-lockouts/', headers: auth(manager.token) });
      expect(after.json().lockouts).toEqual([]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('lets only managers see and clear pauses', async () => {
    const { hotel } = await hotelWithMember();
    for (const role of ['front_desk', 'kitchen', 'housekeeping'] as const) {
      const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
      const list = await t.app.inject({ url: '/api/staff/sign-in-lockouts/', headers: auth(staff.token) });
      const clear = await t.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in-lockouts/1/clear/',
        headers: auth(staff.token),
      });
      for (const response of [list, clear]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('permission_denied');
      }
    }
    expect((await t.app.inject({ url: '/api/staff/sign-in-lockouts/' })).statusCode).toBe(401);
  });
});

describe('role changes', () => {
  const demote = (manager: { token: string }, memberId: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${memberId}/`,
      headers: auth(manager.token),
      payload: { role: 'front_desk' },
    });

  it("apply to the member's next request on this instance", async () => {
    const { manager, member } = await hotelWithMember('manager');
    const managerOnly = () => t.app.inject({ url: '/api/staff/accounts/', headers: auth(member.token) });
    expect((await managerOnly()).statusCode).toBe(200); // the session is now cached
    expect((await demote(manager, member.staffMemberId)).statusCode).toBe(200);
    const after = await managerOnly();
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('permission_denied');
  });

  it('tell every instance when kitchen places change, and not for a new name', async () => {
    const hotel = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const cook = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const told: unknown[] = [];
    const stop = t.ctx.bus.subscribe((event) => {
      if (event.type === 'staff_update' && event.payload.action === 'access_changed')
        told.push(event.payload.id);
    });
    try {
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/staff/accounts/${cook.staffMemberId}/`,
          headers: auth(manager.token),
          payload,
        });
      expect((await patch({ name: 'Chef' })).statusCode).toBe(200);
      expect(told).toEqual([]);
      expect((await patch({ location_scope: ['room_service'] })).statusCode).toBe(200);
      expect(told).toEqual([cook.staffMemberId]);
    } finally {
      stop();
    }
  });

  it('apply at once on another instance too (told through the bus)', async () => {
    // A second instance: the same database and bus, its own session cache.
    const other: FastifyInstance = await buildApp({ ...t.ctx });
    await other.ready();
    try {
      const { manager, member } = await hotelWithMember('manager');
      const managerOnly = () => other.inject({ url: '/api/staff/accounts/', headers: auth(member.token) });
      expect((await managerOnly()).statusCode).toBe(200);
      expect((await demote(manager, member.staffMemberId)).statusCode).toBe(200);
      expect((await managerOnly()).statusCode).toBe(403);

      // Deactivation reaches the other instance's cache as well.
      const ownSession = () => other.inject({ url: '/api/staff/session/', headers: auth(member.token) });
      expect((await ownSession()).statusCode).toBe(200);
      const deactivate = await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${member.staffMemberId}/`,
        headers: auth(manager.token),
        payload: { active: false },
      });
      expect(deactivate.statusCode).toBe(200);
      expect((await ownSession()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
