import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, StaffFolio } from '@hotel/contracts/billing';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';

/**
 * Part payments at the desk (issue 34): the guest pays a part of the balance now, the rest later. The part is a
 * completed payment and an open credit line ('Part payment received'), so the outstanding balance is still the
 * sum of the open lines; a later payment of the rest settles every line, the credit included.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Desk {
  hotel: TestHotel;
  manager: string;
  desk: string;
  guest: string;
}

/** A THB hotel whose guest owes ฿10,000.00 (a manager's charge). */
async function owing(amount = 10_000): Promise<Desk> {
  const hotel = await createTestHotel(t.ctx);
  const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
  const desk = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk')).token;
  const guest = await loginTestGuest(t.app, hotel);
  const charged = await post(manager, `${folioUrl(hotel)}charges/`, { description: 'Villa', amount });
  expect(charged.statusCode).toBe(200);
  return { hotel, manager, desk, guest };
}

const folioUrl = (hotel: TestHotel) => `/api/staff/stays/${hotel.stayId}/folio/`;

const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });

const pay = (d: Desk, payload: object, headers: Record<string, string> = {}) =>
  post(d.desk, `${folioUrl(d.hotel)}payments/`, payload, headers);

async function folio(d: Desk): Promise<StaffFolio> {
  const response = await t.app.inject({ method: 'GET', url: folioUrl(d.hotel), headers: auth(d.desk) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function bill(d: Desk): Promise<Billing> {
  const response = await t.app.inject({ method: 'GET', url: '/api/guest/billing/', headers: auth(d.guest) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const checkOut = (d: Desk) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/stays/${d.hotel.stayId}/check-out/`,
    headers: auth(d.desk),
  });

describe('a part payment at the desk', () => {
  it('takes a part, then the rest; check-out waits for a balance of 0', async () => {
    const d = await owing();
    const part = await pay(d, { method: 'cash', reference: 'R-1', amount: 4_000, outstanding: 10_000 });
    expect(part.statusCode).toBe(200);
    const afterPart = part.json<StaffFolio>();
    expect(afterPart).toMatchObject({
      total: 10_000,
      paid_total: 4_000,
      outstanding_total: 6_000,
      refund_due: 0,
    });
    expect(afterPart.lines.map((line) => [line.kind, line.description, line.amount, line.status])).toEqual([
      ['manual', 'Villa', 10_000, 'outstanding'],
      ['payment_on_account', 'Part payment received', -4_000, 'outstanding'],
    ]);
    expect(afterPart.payments).toMatchObject([
      { kind: 'payment', method: 'cash', reference: 'R-1', amount: 4_000, recorded_by: 'Test Staff' },
    ]);

    // The guest reads the credit line in their language, and the new balance.
    const language = await post(d.guest, '/api/languages/set/', { language: 'de' });
    expect(language.statusCode).toBe(200);
    const guestBill = await bill(d);
    expect(guestBill).toMatchObject({ total: 10_000, paid_total: 4_000, outstanding_total: 6_000 });
    expect(guestBill.lines[1]).toMatchObject({
      kind: 'payment_on_account',
      description: 'Teilzahlung erhalten',
      amount: -4_000,
    });

    const blocked = await checkOut(d);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'unpaid_folio',
      detail: expect.stringContaining('฿6,000.00 outstanding'),
    });

    // The rest, by card without saying what the desk saw: the whole balance, as before.
    const rest = await pay(d, { method: 'card_terminal', amount: 6_000 });
    expect(rest.statusCode).toBe(200);
    const settled = rest.json<StaffFolio>();
    expect(settled).toMatchObject({ total: 10_000, paid_total: 10_000, outstanding_total: 0, refund_due: 0 });
    expect(settled.lines.map((line) => line.status)).toEqual(['paid', 'paid']);
    expect(settled.payments.map((payment) => [payment.method, payment.amount])).toEqual([
      ['cash', 4_000],
      ['card_terminal', 6_000],
    ]);
    expect((await checkOut(d)).statusCode).toBe(200);
  });

  it('two parts and then an online payment of the rest', async () => {
    const d = await owing();
    expect((await pay(d, { method: 'cash', amount: 1_000, outstanding: 10_000 })).statusCode).toBe(200);
    const second = await pay(d, { method: 'bank_transfer', amount: 2_500.5, outstanding: 9_000 });
    expect(second.json<StaffFolio>()).toMatchObject({ paid_total: 3_500.5, outstanding_total: 6_499.5 });
    const link = await post(d.guest, '/api/guest/payment-link/', {});
    expect(link.statusCode).toBe(200);
    const url = link.json<{ payment_url: string }>().payment_url;
    const page = await t.app.inject({ url });
    expect(page.body).toContain('฿6,499.50');
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(await bill(d)).toMatchObject({ total: 10_000, paid_total: 10_000, outstanding_total: 0 });
    expect((await folio(d)).payments.map((payment) => payment.amount)).toEqual([1_000, 2_500.5, 6_499.5]);
  });

  it('refuses more than the balance, nothing, and a stale balance', async () => {
    const d = await owing();
    const over = await pay(d, { method: 'cash', amount: 10_000.01, outstanding: 10_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'amount_over_balance',
      detail: 'The amount is more than the outstanding balance: take at most ฿10,000.00.',
    });
    const zero = await pay(d, { method: 'cash', amount: 0, outstanding: 10_000 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Amount must be above 0');
    const negative = await pay(d, { method: 'cash', amount: -5, outstanding: 10_000 });
    expect(negative.statusCode).toBe(400);
    const stale = await pay(d, { method: 'cash', amount: 1_000, outstanding: 9_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'balance_changed',
      detail: expect.stringContaining('The outstanding balance is ฿10,000.00, not ฿9,000.00'),
    });
    // Without the balance seen, a smaller amount is still a stale whole balance, as before part payments.
    expect((await pay(d, { method: 'cash', amount: 1_000 })).json().code).toBe('balance_changed');
    expect(await folio(d)).toMatchObject({ paid_total: 0, outstanding_total: 10_000, payments: [] });
  });

  it('an Idempotency-Key replays the first answer and takes nothing twice', async () => {
    const d = await owing();
    const headers = { 'idempotency-key': 'desk-part-1' };
    const body = { method: 'cash', amount: 3_000, outstanding: 10_000 };
    const first = await pay(d, body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await pay(d, body, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<StaffFolio>()).toMatchObject({ paid_total: 3_000, outstanding_total: 7_000 });
    const other = await pay(d, { ...body, amount: 2_000 }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');

    const after = await folio(d);
    expect(after.payments).toHaveLength(1);
    expect(after.lines.filter((line) => line.kind === 'payment_on_account')).toHaveLength(1);
    // A refused request stores no key: corrected, it goes through under the same key.
    const refusedKey = { 'idempotency-key': 'desk-part-2' };
    expect((await pay(d, { method: 'cash', amount: 8_000, outstanding: 7_000 }, refusedKey)).statusCode).toBe(
      400,
    );
    expect((await pay(d, { method: 'cash', amount: 7_000 }, refusedKey)).statusCode).toBe(200);
    expect(await folio(d)).toMatchObject({ outstanding_total: 0, paid_total: 10_000 });
  });

  it('a part payment is not corrected away; a correction of the charge leaves it due back to the guest', async () => {
    const d = await owing();
    const part = (await pay(d, { method: 'cash', amount: 4_000, outstanding: 10_000 })).json<StaffFolio>();
    const [charge, credit] = part.lines;
    const reverse = (lineId: number) =>
      post(d.manager, `${folioUrl(d.hotel)}lines/${lineId}/reverse/`, { reason: 'Wrong room' });
    const refused = await reverse(credit!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('is_payment');

    const corrected = await reverse(charge!.id);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<StaffFolio>()).toMatchObject({
      total: 0,
      paid_total: 4_000,
      outstanding_total: 0,
      refund_due: 4_000,
    });
    const returned = await post(d.desk, `${folioUrl(d.hotel)}refunds/`, { method: 'cash', amount: 4_000 });
    expect(returned.statusCode).toBe(200);
    expect(returned.json<StaffFolio>()).toMatchObject({ total: 0, paid_total: 0, refund_due: 0 });
  });
});
