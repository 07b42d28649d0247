import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@hotel/contracts/activities';
import type { Billing } from '@hotel/contracts/billing';
import type { DiningItem, Order } from '@hotel/contracts/dining';
import type { HotelSettings } from '@hotel/contracts/hotel-settings';
import type { MenuItemInput } from '@hotel/contracts/menu-admin';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';
import { CURRENCY_LOCKED } from './currency.ts';

/*
 * Every module prices in the hotel currency's own minor unit (decision 0080): a yen hotel has no decimals,
 * a dinar hotel three, from the menu editor through the guest's menu, the order, the activity and the bill.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function hotelIn(currencyCode: string) {
  const hotel = await createTestHotel(t.ctx, { currencyCode });
  const staff = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'manager')).token;
  const guest = await loginTestGuest(t.app, hotel);
  return { hotel, staff, guest };
}

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const item = (price: number, adjustment: number): MenuItemInput => ({
  name: 'Tasting plate',
  price,
  options: [
    {
      name: 'Size',
      required: true,
      min_selections: 1,
      values: [{ name: 'Regular' }, { name: 'Large', price_adjustment: adjustment }],
    },
  ],
});

/** Adds the item in the editor, orders `quantity` large ones as the guest, and reads the bill. */
async function priceAndOrder(currencyCode: string, price: number, adjustment: number, quantity: number) {
  const { staff, guest } = await hotelIn(currencyCode);
  const created = await call(staff, 'POST', '/api/staff/menu/items/', item(price, adjustment));
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const seen = (await call(guest, 'GET', `/api/items/${id}/`)).json<DiningItem>();
  const large = seen.options[0]!.values.find((value) => value.name === 'Large')!;
  const placed = await call(guest, 'POST', '/api/orders/', {
    location: null,
    items: [{ dining_item: id, quantity, selected_options: { [seen.options[0]!.id]: large.id } }],
  });
  expect(placed.statusCode).toBe(201);
  const bill = (await call(guest, 'GET', '/api/guest/billing/')).json<Billing>();
  return { seen, large, order: placed.json<Order>(), bill, staff };
}

describe("prices in the hotel currency's own decimals", () => {
  it('a yen hotel prices, orders and bills whole yen, and refuses a fraction of one', async () => {
    const { seen, large, order, bill, staff } = await priceAndOrder('JPY', 1500, 200, 3);
    expect(seen).toMatchObject({ price: 1500, currency_symbol: '¥' });
    expect(large.price_adjustment).toBe(200);
    expect(order).toMatchObject({ total: 5100, items: [{ unit_price: 1700, total_price: 5100 }] });
    expect(bill).toMatchObject({ total: 5100, outstanding_total: 5100, currency_code: 'JPY' });

    const fraction = await call(staff, 'POST', '/api/staff/menu/items/', item(1500.5, 0));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().detail).toBe('Price: JPY has no decimals, give a whole amount.');
  });

  it('a dinar hotel keeps three decimals exactly through adjustments, quantities and the bill', async () => {
    const { seen, large, order, bill, staff } = await priceAndOrder('KWD', 1.125, 0.25, 3);
    expect(seen.price).toBe(1.125);
    expect(large.price_adjustment).toBe(0.25);
    expect(order).toMatchObject({ total: 4.125, items: [{ unit_price: 1.375, total_price: 4.125 }] });
    expect(bill).toMatchObject({ total: 4.125, outstanding_total: 4.125 });

    const tooFine = await call(staff, 'POST', '/api/staff/menu/items/', item(1, 0.0005));
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json().detail).toContain('more than three decimals');
  });

  it("activities follow the hotel's currency", async () => {
    const { staff, guest } = await hotelIn('JPY');
    const created = await call(staff, 'POST', '/api/staff/activities/', {
      name: 'Tea ceremony',
      price: 4500,
      price_per_person: true,
      max_people: 4,
      options: [{ name: 'Sweets', values: [{ name: 'Wagashi', price_adjustment: 300 }] }],
    });
    expect(created.statusCode).toBe(201);
    const listed = (await call(guest, 'GET', '/api/activities/')).json<Activity[]>();
    expect(listed[0]).toMatchObject({ price: 4500, currency_symbol: '¥' });
    expect(listed[0]!.options[0]!.values[0]!.price_adjustment).toBe(300);
    const fraction = await call(staff, 'POST', '/api/staff/activities/', {
      name: 'Half yen',
      price: 0.5,
      price_per_person: false,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().detail).toBe('Price: JPY has no decimals, give a whole amount.');
  });
});

describe('changing the currency in hotel settings', () => {
  const patch = (staff: string, currency_code: string) =>
    call(staff, 'PATCH', '/api/staff/settings/', { currency_code });

  it('derives the symbol guests see from the code', async () => {
    const { staff } = await hotelIn('THB');
    const changed = await patch(staff, 'eur');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<HotelSettings>()).toMatchObject({ currency_code: 'EUR', currency_symbol: '€' });
    const unknown = await patch(staff, 'XYZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('ISO 4217');
  });

  it('refuses a currency with other decimals once something is priced, and allows one with the same', async () => {
    const { hotel, staff } = await hotelIn('THB');
    await createMenuFixture(t.ctx, hotel.hotelId);
    const yen = await patch(staff, 'JPY');
    expect(yen.statusCode).toBe(409);
    expect(yen.json().detail).toBe(CURRENCY_LOCKED);
    expect((await patch(staff, 'USD')).json<HotelSettings>().currency_symbol).toBe('$');
  });

  it('allows any currency while nothing is priced', async () => {
    const { staff } = await hotelIn('THB');
    const dinar = await patch(staff, 'KWD');
    expect(dinar.statusCode).toBe(200);
    expect(dinar.json<HotelSettings>().currency_code).toBe('KWD');
  });
});
