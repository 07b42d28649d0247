import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@hotel/contracts/staff';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  uniqueSuffix,
  type TestApp,
} from '../../../test/test-app.ts';
import { upsertStaffMember } from './provisioning.ts';

/**
 * A person of several hotels (decision 0153): one sign-in, a session in one hotel at a time, a switch between
 * them, and members added from the console without moving or re-passwording anyone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/staff/login/', payload: { email, password } });

/** A person who is manager of `first` and front desk of `second`. */
async function personOfTwoHotels() {
  const first = await createTestHotel(t.ctx);
  const second = await createTestHotel(t.ctx);
  const email = `group-${uniqueSuffix().toLowerCase()}@test.example`;
  await upsertStaffMember(t.ctx.db, { hotelId: first.hotelId, email, name: 'Gita', password: PASSWORD });
  await upsertStaffMember(t.ctx.db, {
    hotelId: second.hotelId,
    email,
    name: 'Gita',
    password: PASSWORD,
    role: 'front_desk',
  });
  return { first, second, email };
}

describe('a person of two hotels', () => {
  it('signs in once, sees both hotels, and switches: the old session ends, the new one acts in the other hotel only', async () => {
    const { first, second, email } = await personOfTwoHotels();
    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session.hotels).toEqual(
      expect.arrayContaining([
        { unique_id: first.uniqueId, name: expect.any(String), role: 'manager' },
        { unique_id: second.uniqueId, name: expect.any(String), role: 'front_desk' },
      ]),
    );
    const startedIn = session.hotel_unique_id as string;
    const target = startedIn === first.uniqueId ? second : first;

    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/staff/session/hotel/',
      headers: { cookie: `staff_session=${session.token}`, [CSRF_HEADER]: session.csrf_token },
      payload: { hotel_unique_id: target.uniqueId },
    });
    expect(switched.statusCode).toBe(200);
    const next = switched.json();
    expect(next.hotel_unique_id).toBe(target.uniqueId);
    expect(next.staff.role).toBe(target === first ? 'manager' : 'front_desk');
    expect(String(switched.headers['set-cookie'])).toContain(`staff_session=${next.token}`);
    expect(next.csrf_token).not.toBe(session.csrf_token);

    // The first hotel's session is over; the new one reads the other hotel's data.
    expect(
      (await t.app.inject({ url: '/api/staff/session/', headers: auth(session.token) })).statusCode,
    ).toBe(401);
    const stays = await t.app.inject({ url: '/api/staff/stays/', headers: auth(next.token) });
    expect(stays.statusCode).toBe(200);
    // The next sign-in opens where they switched to.
    expect((await login(email)).json().hotel_unique_id).toBe(target.uniqueId);
  });

  it('cannot switch to a hotel they do not work for, or no longer do', async () => {
    const { first, second, email } = await personOfTwoHotels();
    const stranger = await createTestHotel(t.ctx);
    const session = (await login(email)).json();
    const switchTo = (uniqueId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/session/hotel/',
        headers: auth(session.token),
        payload: { hotel_unique_id: uniqueId },
      });
    const refused = await switchTo(stranger.uniqueId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You do not work for that hotel.');

    // Deactivated in the other hotel by its manager: it leaves the list and cannot be switched to.
    const other = session.hotel_unique_id === first.uniqueId ? second : first;
    const otherManager = await createTestStaff(t.app, t.ctx, other.hotelId);
    const members = (
      await t.app.inject({ url: '/api/staff/accounts/', headers: auth(otherManager.token) })
    ).json().accounts as { id: number; email: string }[];
    const membership = members.find((member) => member.email === email)!;
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${membership.id}/`,
      headers: auth(otherManager.token),
      payload: { active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await switchTo(other.uniqueId)).statusCode).toBe(403);
    const now = await t.app.inject({ url: '/api/staff/session/', headers: auth(session.token) });
    expect(now.json().hotels.map((hotel: { unique_id: string }) => hotel.unique_id)).toEqual([
      session.hotel_unique_id,
    ]);
  });

  it("keeps the console's language on the account, for every hotel", async () => {
    const { email } = await personOfTwoHotels();
    const session = (await login(email)).json();
    expect(session.language).toBeNull();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/me/',
      headers: auth(session.token),
      payload: { language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await login(email)).json().language).toBe('ar');
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/me/',
      headers: auth(session.token),
      payload: { language: 'xx' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('adding a member from the console', () => {
  it('adds a person of another hotel with their own name and password, and refuses a second membership', async () => {
    const { email } = await personOfTwoHotels();
    const third = await createTestHotel(t.ctx);
    const manager = await createTestStaff(t.app, t.ctx, third.hotelId);
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staff/accounts/', headers: auth(manager.token), payload });

    const added = await add({
      email: email.toUpperCase(),
      name: 'Somebody',
      role: 'kitchen',
      password: 'another-password',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ email, name: 'Gita', role: 'kitchen', existing_account: true });
    expect((await login(email, 'another-password')).statusCode).toBe(401);
    expect((await login(email)).json().hotels).toHaveLength(3);

    const again = await add({ email, name: 'Gita', role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This person already has an account in this hotel.');

    const fresh = await add({
      email: `new-${uniqueSuffix().toLowerCase()}@test.example`,
      name: 'Nia',
      role: 'kitchen',
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().detail).toBe('A password is required for a new account.');
  });

  it('lets a manager reset the password only of people who work for no hotel they do not manage', async () => {
    const { first, second, email } = await personOfTwoHotels();
    const firstManager = await createTestStaff(t.app, t.ctx, first.hotelId);
    const member = (
      (await t.app.inject({ url: '/api/staff/accounts/', headers: auth(firstManager.token) })).json()
        .accounts as { id: number; email: string }[]
    ).find((account) => account.email === email)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${member.id}/reset-password/`,
      headers: auth(firstManager.token),
      payload: { new_password: 'taken-over-password' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().detail).toMatch(/also works for .*the reset-password command/);
    expect((await login(email)).statusCode).toBe(200);

    // A manager of both hotels may.
    await upsertStaffMember(t.ctx.db, {
      hotelId: second.hotelId,
      email: firstManager.email,
      name: 'Test Staff',
      password: firstManager.password,
    });
    const allowed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${member.id}/reset-password/`,
      headers: auth(firstManager.token),
      payload: { new_password: 'a-new-password' },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await login(email, 'a-new-password')).statusCode).toBe(200);
  });
});
