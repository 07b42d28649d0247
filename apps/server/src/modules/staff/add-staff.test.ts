import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestHotel, uniqueSuffix, type TestApp } from '../../../test/test-app.ts';
import { ProvisioningError } from '../hotels/index.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@hotel/contracts/staff';
import { addStaffMember, resetStaffPassword } from './provisioning.ts';

const silentLog = { warn: () => {}, info: () => {} };

/**
 * The CLI's add-staff (issue 36's first finding): an email that already has an account in another hotel
 * used to be moved there and given the new password, leaving the first hotel without its manager.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/login/', payload: { email, password } });

describe('add-staff', () => {
  it('creates an account for a new email', async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = `new-${uniqueSuffix().toLowerCase()}@test.example`;
    await addStaffMember(t.ctx.db, {
      hotelId: hotel.hotelId,
      email,
      name: 'Nia',
      password: 'first-password',
      role: 'manager',
    });
    expect((await signIn(email, 'first-password')).statusCode).toBe(200);
  });

  it("never moves another hotel's account or changes its password, and says where it is", async () => {
    const lisboa = await createTestHotel(t.ctx);
    const demo = await createTestHotel(t.ctx);
    const email = `ana-${uniqueSuffix().toLowerCase()}@test.example`;
    await addStaffMember(t.ctx.db, {
      hotelId: lisboa.hotelId,
      email,
      name: 'Ana',
      password: 'lisboa-password',
      role: 'manager',
    });

    const moving = addStaffMember(t.ctx.db, {
      hotelId: demo.hotelId,
      email: ` ${email.toUpperCase()} `,
      name: 'Ana',
      password: 'another-password',
      role: 'kitchen',
    });
    await expect(moving).rejects.toThrow(ProvisioningError);
    await expect(moving).rejects.toThrow(
      `already has an account (manager, ${lisboa.uniqueId}). Nothing was changed.`,
    );

    // Still Lisboa's manager, with Lisboa's password.
    const session = await signIn(email, 'lisboa-password');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ staff: { role: 'manager' }, hotel_unique_id: lisboa.uniqueId });
    expect((await signIn(email, 'another-password')).statusCode).toBe(401);
  });

  it('refuses an email that already has an account in the same hotel, without a new password', async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = `desk-${uniqueSuffix().toLowerCase()}@test.example`;
    await addStaffMember(t.ctx.db, {
      hotelId: hotel.hotelId,
      email,
      name: 'Dao',
      password: 'desk-password1',
      role: 'front_desk',
    });
    await expect(
      addStaffMember(t.ctx.db, {
        hotelId: hotel.hotelId,
        email,
        name: 'Dao',
        password: 'desk-password2',
        role: 'manager',
      }),
    ).rejects.toThrow(/Change its role or password under Staff accounts/);
    expect((await signIn(email, 'desk-password1')).statusCode).toBe(200);
  });
});

describe('reset-password', () => {
  it('gives the account a new password it can sign in with, and the old one stops working', async () => {
    const hotel = await createTestHotel(t.ctx);
    const email = `reset-${uniqueSuffix().toLowerCase()}@test.example`;
    await addStaffMember(t.ctx.db, {
      hotelId: hotel.hotelId,
      email,
      name: 'Rui',
      password: 'forgotten-password',
      role: 'manager',
    });
    const before = await signIn(email, 'forgotten-password');
    const oldToken = before.json<{ token: string }>().token;

    const reset = await resetStaffPassword(t.ctx, email.toUpperCase(), silentLog);
    expect(reset).toMatchObject({ hotelUniqueId: hotel.uniqueId, role: 'manager' });
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
