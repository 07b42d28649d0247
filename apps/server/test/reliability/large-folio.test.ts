import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, StaffFolio } from '@hotel/contracts/billing';
import type { DiningItem, Order } from '@hotel/contracts/dining';
import { MAX_AMOUNT } from '@hotel/contracts/currency';
import { createMenuFixture } from '../dining-fixtures.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  testConfig,
  type TestApp,
} from '../test-app.ts';

/**
 * An IDR-sized folio on PostgreSQL (item 4 of issue 34; src/modules/billing/large-folio.test.ts runs it on the
 * embedded database). 30,000,000 IDR is 3,000,000,000 minor units: before the 64-bit money columns the payment's
 * insert failed out of range (a 500) and the desk answered "Amount is too large". Here the folio is ordered,
 * shown, paid online through the built-in test page, paid in part and in full at the desk and refunded, and what
 * PostgreSQL stores is read back with node-postgres, which hands int8 over as text: the server must turn every
 * amount into an exact number, and the rows must hold the exact minor units.
 */
if (!process.env.DATABASE_URL)
  throw new Error('The large folio suite needs DATABASE_URL naming a PostgreSQL server (CI sets it).');

let t: TestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.ctx.dbKind).toBe('postgres');
  db = new pg.Client({ connectionString: testConfig().DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });

async function get<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/** Every number in a JSON answer, wherever it is: none may arrive as a string. */
function amountsOf(value: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((entry) => amountsOf(entry, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, entry]) => amountsOf(entry, name));
  return /amount|total|refund_due|price/.test(key) ? [[key, value]] : [];
}

describe('a folio past 2³¹ minor units on PostgreSQL', () => {
  it('is ordered, paid online, paid in part and in full at the desk and refunded, exact to the sen', async () => {
    const hotel = await createTestHotel(t.ctx, { currencyCode: 'IDR' });
    await createMenuFixture(t.ctx, hotel.hotelId);
    const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
    const desk = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk')).token;
    const guest = await loginTestGuest(t.app, hotel);
    const folioUrl = `/api/staff/stays/${hotel.stayId}/folio/`;

    const created = await post(manager, '/api/staff/menu/items/', {
      name: 'Royal banquet',
      price: 15_000_000.01,
    });
    expect(created.statusCode).toBe(201);
    const item = await get<DiningItem>(guest, `/api/items/${created.json<{ id: number }>().id}/`);
    const ordered = await post(guest, '/api/orders/', {
      location: null,
      items: [{ dining_item: item.id, quantity: 2 }],
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json<Order>().total).toBe(30_000_000.02);

    const open = await get<Billing>(guest, '/api/guest/billing/');
    expect(open).toMatchObject({ total: 30_000_000.02, outstanding_total: 30_000_000.02 });
    for (const [name, amount] of amountsOf(open)) expect(typeof amount, name).toBe('number');

    const link = await post(guest, '/api/guest/payment-link/', {});
    expect(link.statusCode).toBe(200);
    const url = link.json<{ payment_url: string }>().payment_url;
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(await get<Billing>(guest, '/api/guest/billing/')).toMatchObject({
      paid_total: 30_000_000.02,
      outstanding_total: 0,
    });

    // The desk: a charge at the largest amount, a part of it (retried under its key), the rest, a refund.
    const largest = 9_999_999_999.99; // MAX_AMOUNT in IDR's two decimals
    expect(largest).toBe(Math.floor(MAX_AMOUNT * 100) / 100);
    expect(
      (await post(manager, `${folioUrl}charges/`, { description: 'Estate', amount: largest })).statusCode,
    ).toBe(200);
    const key = { 'idempotency-key': `large-folio-${hotel.stayId}` };
    const partBody = { method: 'bank_transfer', amount: 4_000_000_000.5, outstanding: largest };
    expect((await post(desk, `${folioUrl}payments/`, partBody, key)).statusCode).toBe(200);
    const retried = await post(desk, `${folioUrl}payments/`, partBody, key);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json<StaffFolio>().outstanding_total).toBe(5_999_999_999.49);
    const rest = await post(desk, `${folioUrl}payments/`, {
      method: 'card_terminal',
      amount: 5_999_999_999.49,
    });
    expect(rest.statusCode).toBe(200);
    const settled = rest.json<StaffFolio>();
    expect(settled).toMatchObject({
      total: 10_030_000_000.01,
      paid_total: 10_030_000_000.01,
      outstanding_total: 0,
    });
    for (const [name, amount] of amountsOf(settled)) expect(typeof amount, name).toBe('number');

    const estate = settled.lines.find((line) => line.description === 'Estate')!;
    const corrected = await post(manager, `${folioUrl}lines/${estate.id}/reverse/`, {
      reason: 'Wrong guest',
    });
    expect(corrected.json<StaffFolio>().refund_due).toBe(largest);
    const refunded = await post(desk, `${folioUrl}refunds/`, { method: 'bank_transfer', amount: largest });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<StaffFolio>()).toMatchObject({ total: 30_000_000.02, paid_total: 30_000_000.02 });

    // What PostgreSQL holds: the exact minor units, as int8.
    const charges = await db.query<{ source: string; amount_minor: string; type: string }>(
      `select source, amount_minor::text, pg_typeof(amount_minor)::text as type from charges
       where stay_id = $1 order by id`,
      [hotel.stayId],
    );
    expect(charges.rows.map((row) => [row.source, row.amount_minor, row.type])).toEqual([
      ['order', '3000000002', 'bigint'],
      ['manual', '999999999999', 'bigint'],
      ['payment_on_account', '-400000000050', 'bigint'],
      ['reversal', '-999999999999', 'bigint'],
    ]);
    const payments = await db.query<{ amount_minor: string; method: string }>(
      `select amount_minor::text, method from payments where stay_id = $1 and status = 'completed' order by id`,
      [hotel.stayId],
    );
    expect(payments.rows.map((row) => [row.method, row.amount_minor])).toEqual([
      ['online_test', '3000000002'],
      ['bank_transfer', '400000000050'],
      ['card_terminal', '599999999949'],
      ['bank_transfer', '-999999999999'],
    ]);
  });
});
