import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestHotel, uniqueSuffix, type TestApp } from '../../../test/test-app.ts';
import { inArray } from 'drizzle-orm';
import { auditEvents } from '../audit/schema.ts';
import { ProvisioningError } from '../hotels/index.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@hotel/contracts/staff';
import {
  addStaffMember,
  deactivateStaffMember,
  listStaffOfHotel,
  resetStaffPassword,
} from './provisioning.ts';

const silentLog = { warn: () => {}, info: () => {} };

/**
 * The CLI's staff commands (issue 36). add-staff once moved an account of another hotel and gave it the new
 * password, leaving the first hotel without its manager; now a person of several hotels is one account with a
 * membership in each (decision 0153), and every command says what it did.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/login/', payload: { email, password } });
const newEmail = (who: string) => `${who}-${uniqueSuffix().toLowerCase()}@test.example`;

async function addTo(
  hotel: { hotelId: number; uniqueId: string },
  email: string,
  role: 'manager' | 'front_desk' | 'kitchen',
  password = 'first-password',
  name = 'Ana',
) {
  return addStaffMember(t.ctx.db, {
    hotelId: hotel.hotelId,
    hotelUniqueId: hotel.uniqueId,
    email,
    name,
    password,
    role,
  });
}

describe('add-staff', () => {
  it('creates an account for a new email', async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = newEmail('new');
    expect(await addTo(hotel, email, 'manager')).toBe(
      `Staff account ${email} created as manager of ${hotel.uniqueId}. Sign in at /staff/.`,
    );
    expect((await signIn(email, 'first-password')).statusCode).toBe(200);
  });

  it("adds another hotel's person as a member here, keeping the first hotel, their name and password", async () => {
    const lisboa = await createTestHotel(t.ctx);
    const demo = await createTestHotel(t.ctx);
    const email = newEmail('ana');
    await addTo(lisboa, email, 'manager', 'lisboa-password', 'Ana');

    const said = await addTo(demo, ` ${email.toUpperCase()} `, 'kitchen', 'another-password', 'Someone Else');
    expect(said).toContain(`${email} already had an account: added to ${demo.uniqueId} as kitchen.`);
    expect(said).toContain('Their name (Ana) and password are unchanged');

    // list-staff shows them in both hotels, with each hotel's role.
    expect(await listStaffOfHotel(t.ctx.db, lisboa.hotelId)).toEqual([
      { email, name: 'Ana', role: 'manager', active: true },
    ]);
    expect(await listStaffOfHotel(t.ctx.db, demo.hotelId)).toEqual([
      { email, name: 'Ana', role: 'kitchen', active: true },
    ]);
    // Each hotel's audit log says the command line did it.
    const audited = await t.ctx.db
      .select({ kind: auditEvents.kind, actor: auditEvents.actorKind, hotelId: auditEvents.hotelId })
      .from(auditEvents)
      .where(inArray(auditEvents.hotelId, [lisboa.hotelId, demo.hotelId]));
    expect(audited).toEqual(
      expect.arrayContaining([
        { kind: 'staff.account_created', actor: 'cli', hotelId: lisboa.hotelId },
        { kind: 'staff.membership_added', actor: 'cli', hotelId: demo.hotelId },
      ]),
    );
    // Still Lisboa's manager, with Lisboa's password; the new one was never set.
    expect((await signIn(email, 'another-password')).statusCode).toBe(401);
    const session = await signIn(email, 'lisboa-password');
    expect(session.statusCode).toBe(200);
    expect(
      session
        .json()
        .hotels.map((hotel: { unique_id: string }) => hotel.unique_id)
        .sort(),
    ).toEqual([lisboa.uniqueId, demo.uniqueId].sort());
  });

  it('refuses an email that already works for the same hotel, changing nothing', async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = newEmail('desk');
    await addTo(hotel, email, 'front_desk', 'desk-password1');
    const again = addTo(hotel, email, 'manager', 'desk-password2');
    await expect(again).rejects.toThrow(ProvisioningError);
    await expect(again).rejects.toThrow(`${email} already works for ${hotel.uniqueId} (front_desk)`);
    expect((await signIn(email, 'desk-password1')).statusCode).toBe(200);
    expect(await listStaffOfHotel(t.ctx.db, hotel.hotelId)).toMatchObject([{ role: 'front_desk' }]);
  });
});

describe('deactivate-staff', () => {
  it("ends the person's work in one hotel only", async () => {
    const first = await createTestHotel(t.ctx);
    const second = await createTestHotel(t.ctx);
    const email = newEmail('two');
    await addTo(first, email, 'manager');
    await addTo(first, newEmail('keeper'), 'manager');
    await addTo(second, email, 'front_desk');
    const token = (await signIn(email, 'first-password')).json<{ token: string }>().token;

    expect(await deactivateStaffMember(t.ctx, first.hotelId, email, silentLog)).toEqual({
      alreadyInactive: false,
    });
    expect(await listStaffOfHotel(t.ctx.db, first.hotelId)).toContainEqual(
      expect.objectContaining({ email, active: false }),
    );
    // The session in the first hotel is over; signing in now opens the second.
    expect(
      (await t.app.inject({ url: '/api/staff/session/', headers: { authorization: `Token ${token}` } }))
        .statusCode,
    ).toBe(401);
    const again = await signIn(email, 'first-password');
    expect(again.json()).toMatchObject({
      hotel_unique_id: second.uniqueId,
      hotels: [{ unique_id: second.uniqueId }],
    });
    expect(await deactivateStaffMember(t.ctx, first.hotelId, email, silentLog)).toEqual({
      alreadyInactive: true,
    });
  });

  it("refuses the hotel's last active manager and a person who does not work there", async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = newEmail('only');
    await addTo(hotel, email, 'manager');
    await expect(deactivateStaffMember(t.ctx, hotel.hotelId, email, silentLog)).rejects.toThrow(
      'The hotel needs at least one active manager.',
    );
    await expect(
      deactivateStaffMember(t.ctx, hotel.hotelId, 'nobody@test.example', silentLog),
    ).rejects.toThrow('nobody@test.example does not work for this hotel.');
  });
});

describe('reset-password', () => {
  it('gives the person a new password for every hotel, and the old one stops working', async () => {
    const hotel = await createTestHotel(t.ctx);
    const other = await createTestHotel(t.ctx);
    const email = newEmail('reset');
    await addTo(hotel, email, 'manager', 'forgotten-password');
    await addTo(other, email, 'kitchen');
    const before = await signIn(email, 'forgotten-password');
    const oldToken = before.json<{ token: string }>().token;

    const reset = await resetStaffPassword(t.ctx, email.toUpperCase(), silentLog);
    expect(reset.hotels.sort()).toEqual(
      [`${hotel.uniqueId} (manager)`, `${other.uniqueId} (kitchen)`].sort(),
    );
    expect(reset.password.length).toBeGreaterThanOrEqual(STAFF_PASSWORD_MIN_LENGTH);
    expect((await signIn(email, 'forgotten-password')).statusCode).toBe(401);
    expect((await signIn(email, reset.password)).statusCode).toBe(200);
    // The sessions it had are over.
    const session = await t.app.inject({
      url: '/api/staff/session/',
      headers: { authorization: `Token ${oldToken}` },
    });
    expect(session.statusCode).toBe(401);
  });

  it('names an unknown email', async () => {
    await expect(resetStaffPassword(t.ctx, 'nobody@test.example', silentLog)).rejects.toThrow(
      'No staff account has the email nobody@test.example.',
    );
  });
});
