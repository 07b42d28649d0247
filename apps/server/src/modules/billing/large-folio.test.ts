import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, StaffFolio } from '@hotel/contracts/billing';
import type { DiningItem, Order } from '@hotel/contracts/dining';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';

/**
 * An IDR-sized folio (item 4 of issue 34): 30,000,000 IDR is 3,000,000,000 minor units, past the 2,147,483,647 a
 * 32-bit column holds. Priced in the menu editor, ordered, charged, shown, paid online through the built-in test
 * page, paid in part and in full at the desk and refunded, every amount exact to the last sen.
 * test/reliability/large-folio.test.ts runs the same on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

async function get<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('a folio past 2³¹ minor units (IDR)', () => {
  it('is priced, ordered, shown, paid online, paid at the desk in part and in full, and refunded exactly', async () => {
    const hotel = await createTestHotel(t.ctx, { currencyCode: 'IDR' });
    await createMenuFixture(t.ctx, hotel.hotelId);
    const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
    const desk = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk')).token;
    const guest = await loginTestGuest(t.app, hotel);
    const folioUrl = `/api/staff/stays/${hotel.stayId}/folio/`;

    // A banquet at 15,000,000 IDR with a 2,500,000 IDR option: two of them are an order past 2³¹ minor units.
    const created = await post(manager, '/api/staff/menu/items/', {
      name: 'Royal banquet',
      price: 15_000_000,
      options: [
        {
          name: 'Wine pairing',
          required: true,
          min_selections: 1,
          values: [{ name: 'None' }, { name: 'Grand cru', price_adjustment: 2_500_000.25 }],
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const item = await get<DiningItem>(guest, `/api/items/${created.json<{ id: number }>().id}/`);
    expect(item.price).toBe(15_000_000);
    const wine = item.options[0]!;
    const grandCru = wine.values.find((value) => value.name === 'Grand cru')!;
    expect(grandCru.price_adjustment).toBe(2_500_000.25);

    const ordered = await post(guest, '/api/orders/', {
      location: null,
      items: [{ dining_item: item.id, quantity: 2, selected_options: { [wine.id]: grandCru.id } }],
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json<Order>().total).toBe(35_000_000.5);

    const charged = await post(manager, `${folioUrl}charges/`, {
      description: 'Villa',
      amount: 1_234_567.89,
    });
    expect(charged.statusCode).toBe(200);

    // 3,623,456,839 minor units: the guest's bill, to the sen.
    const open = await get<Billing>(guest, '/api/guest/billing/');
    expect(open).toMatchObject({
      total: 36_234_568.39,
      paid_total: 0,
      outstanding_total: 36_234_568.39,
      currency_code: 'IDR',
    });
    expect(open.lines.map((line) => line.amount)).toEqual([35_000_000.5, 1_234_567.89]);

    // Online, through the built-in test page.
    const link = await post(guest, '/api/guest/payment-link/', {});
    expect(link.statusCode).toBe(200);
    const url = link.json<{ payment_url: string }>().payment_url;
    const page = await t.app.inject({ url });
    expect(page.body.replace(/\u00a0/g, ' ')).toContain('Rp 36,234,568.39');
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(await get<Billing>(guest, '/api/guest/billing/')).toMatchObject({
      total: 36_234_568.39,
      paid_total: 36_234_568.39,
      outstanding_total: 0,
    });

    // A second night's villa at 25,000,000 IDR: part at the desk, the rest by card.
    const villa = await post(manager, `${folioUrl}charges/`, {
      description: 'Villa, second night',
      amount: 25_000_000,
    });
    expect(villa.statusCode).toBe(200);
    const part = await post(desk, `${folioUrl}payments/`, {
      method: 'cash',
      amount: 5_000_000,
      outstanding: 25_000_000,
    });
    expect(part.statusCode).toBe(200);
    expect(part.json<StaffFolio>()).toMatchObject({
      outstanding_total: 20_000_000,
      paid_total: 41_234_568.39,
    });
    const rest = await post(desk, `${folioUrl}payments/`, { method: 'card_terminal', amount: 20_000_000 });
    expect(rest.statusCode).toBe(200);
    const settled = rest.json<StaffFolio>();
    expect(settled).toMatchObject({ total: 61_234_568.39, paid_total: 61_234_568.39, outstanding_total: 0 });

    // The second night was a mistake: corrected, the 25,000,000 IDR is due back and the desk returns it.
    const villaLine = settled.lines.find((line) => line.description === 'Villa, second night')!;
    const corrected = await post(manager, `${folioUrl}lines/${villaLine.id}/reverse/`, {
      reason: 'One night',
    });
    expect(corrected.json<StaffFolio>()).toMatchObject({ refund_due: 25_000_000, outstanding_total: 0 });
    const refunded = await post(desk, `${folioUrl}refunds/`, { method: 'bank_transfer', amount: 25_000_000 });
    expect(refunded.statusCode).toBe(200);
    const closed = refunded.json<StaffFolio>();
    expect(closed).toMatchObject({ total: 36_234_568.39, paid_total: 36_234_568.39, refund_due: 0 });
    expect(closed.payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['payment', 36_234_568.39],
      ['payment', 5_000_000],
      ['payment', 20_000_000],
      ['refund', 25_000_000],
    ]);
  });

  it('refuses an amount above the limit, and takes the largest IDR amount', async () => {
    const hotel = await createTestHotel(t.ctx, { currencyCode: 'IDR' });
    const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
    const folioUrl = `/api/staff/stays/${hotel.stayId}/folio/`;
    const above = await post(manager, `${folioUrl}charges/`, {
      description: 'Too much',
      amount: 10_000_000_000,
    });
    expect(above.statusCode).toBe(400);
    expect(above.body).toContain('Amount is too large');
    const limit = await post(manager, `${folioUrl}charges/`, {
      description: 'Estate',
      amount: 9_999_999_999.99,
    });
    expect(limit.statusCode).toBe(200);
    expect(limit.json<StaffFolio>().outstanding_total).toBe(9_999_999_999.99);
    // Lines at the limit add up exactly: 29,999,999,999.97 IDR is 2,999,999,999,997 sen.
    for (const description of ['Estate, west wing', 'Estate, east wing'])
      expect(
        (await post(manager, `${folioUrl}charges/`, { description, amount: 9_999_999_999.99 })).statusCode,
      ).toBe(200);
    expect(await get<StaffFolio>(manager, folioUrl)).toMatchObject({
      total: 29_999_999_999.97,
      outstanding_total: 29_999_999_999.97,
    });
  });
});
