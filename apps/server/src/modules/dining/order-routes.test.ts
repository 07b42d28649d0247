import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { order as orderContract, type OrderRequest } from '@hotel/contracts/dining';
import { addDays, dateInZone, zonedToInstant } from '../../platform/time.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../platform/idempotency/idempotency.ts';
import { checkInGuest } from '../stays/provisioning.ts';
import { charges } from '../billing/schema.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { orderLines, orders } from './schema.ts';
import { locations } from './schema.ts';
import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/opening-hours';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function menuHotel(overrides: Parameters<typeof createTestHotel>[1] = {}) {
  const hotel = await createTestHotel(t.ctx, overrides);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  return { hotel, menu, token };
}

const post = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: { ...auth(token), ...headers },
    payload: payload as object,
  });

/** Curry, hot, with tofu: 250 + 10 − 30 = 230 each. */
const curryLine = (menu: MenuFixture, quantity = 1) => ({
  dining_item: menu.item('Curry').id,
  quantity,
  notes: 'No coriander',
  selected_options: {
    [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Spice', 'Hot'),
    [menu.option('Curry', 'Protein')]: menu.value('Curry', 'Protein', 'Tofu'),
  },
});

const storedOrders = (stayId: number) => t.ctx.db.select().from(orders).where(eq(orders.stayId, stayId));
const storedCharges = (stayId: number) => t.ctx.db.select().from(charges).where(eq(charges.stayId, stayId));

describe('POST /api/orders/', () => {
  it('prices the order on the server, ignores client prices and status, and writes order, lines and charge', async () => {
    const { hotel, menu, token } = await menuHotel();
    const response = await post(token, {
      status: 'delivered',
      total: 1,
      location: menu.terrace.id,
      scheduled_for: null,
      items: [
        { ...curryLine(menu, 2), price: 0.01, total_price: 0.02, name: 'Free curry' },
        {
          dining_item: menu.item('Pizza').id,
          quantity: 1,
          selected_options: {
            [menu.option('Pizza', 'Toppings')]: [
              menu.value('Pizza', 'Toppings', 'Ham'),
              menu.value('Pizza', 'Toppings', 'Olives'),
            ],
          },
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = orderContract.parse(response.json());
    expect(body).toMatchObject({
      status: 'pending',
      currency_symbol: '฿',
      total: 810,
      location: menu.terrace,
      scheduled_for: null,
    });
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        dining_item: menu.item('Curry').id,
        name: 'Curry',
        quantity: 2,
        unit_price: 230,
        total_price: 460,
        notes: 'No coriander',
        option_details: [
          {
            id: menu.option('Curry', 'Spice'),
            name: 'Spice',
            values: [{ id: menu.value('Curry', 'Spice', 'Hot'), name: 'Hot', price_adjustment: 10 }],
          },
          {
            id: menu.option('Curry', 'Protein'),
            name: 'Protein',
            values: [{ id: menu.value('Curry', 'Protein', 'Tofu'), name: 'Tofu', price_adjustment: -30 }],
          },
        ],
      },
      expect.objectContaining({ name: 'Pizza', unit_price: 350, total_price: 350, notes: '' }),
    ]);

    const [stored] = await storedOrders(hotel.stayId);
    expect(stored).toMatchObject({
      id: body.id,
      status: 'pending',
      totalMinor: 81000,
      hotelId: hotel.hotelId,
    });
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, body.id));
    expect(lines.map((line) => [line.name, line.totalPriceMinor])).toEqual([
      ['Curry', 46000],
      ['Pizza', 35000],
    ]);
    expect(await storedCharges(hotel.stayId)).toEqual([
      expect.objectContaining({
        source: 'order',
        sourceId: body.id,
        amountMinor: 81000,
        reversesChargeId: null,
      }),
    ]);
  });

  it('takes room service as location null and schedules within the window', async () => {
    const { hotel, menu, token } = await menuHotel();
    const today = dateInZone(t.ctx.now(), hotel.timezone);
    const scheduled = zonedToInstant(addDays(today, 13), '12:00:00', hotel.timezone);
    const response = await post(token, {
      location: null,
      scheduled_for: scheduled.toISOString(),
      items: [{ dining_item: menu.item('Cocktail').id, quantity: 3 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      location: null,
      total: 600,
      scheduled_for: scheduled.toISOString(),
    });
  });

  it.each<[string, (menu: MenuFixture) => Record<string, unknown>, number, string]>([
    ['an empty cart', () => ({ location: null, items: [] }), 400, 'Your cart is empty'],
    ['no items at all', () => ({ location: null }), 400, 'items: Your cart is empty'],
    ['no location', (menu) => ({ items: [curryLine(menu)] }), 400, 'location: Please select a location.'],
    [
      'a required option left out',
      (menu) => ({ location: null, items: [{ dining_item: menu.item('Curry').id, quantity: 1 }] }),
      400,
      'please select Spice',
    ],
    [
      'too few toppings',
      (menu) => ({
        location: menu.terrace.id,
        items: [
          {
            dining_item: menu.item('Pizza').id,
            quantity: 1,
            selected_options: {
              [menu.option('Pizza', 'Toppings')]: [menu.value('Pizza', 'Toppings', 'Ham')],
            },
          },
        ],
      }),
      400,
      'minimum selections 2',
    ],
    [
      'too many toppings',
      (menu) => ({
        location: menu.terrace.id,
        items: [
          {
            dining_item: menu.item('Pizza').id,
            quantity: 1,
            selected_options: {
              [menu.option('Pizza', 'Toppings')]: ['Ham', 'Olives', 'Cheese', 'Pineapple'].map((name) =>
                menu.value('Pizza', 'Toppings', name),
              ),
            },
          },
        ],
      }),
      400,
      'maximum selections 3',
    ],
    [
      'two values for a single choice',
      (menu) => ({
        location: null,
        items: [
          {
            dining_item: menu.item('Curry').id,
            quantity: 1,
            selected_options: {
              [menu.option('Curry', 'Spice')]: [
                menu.value('Curry', 'Spice', 'Hot'),
                menu.value('Curry', 'Spice', 'Mild'),
              ],
            },
          },
        ],
      }),
      400,
      'Only one choice is allowed for Spice.',
    ],
    [
      "another option's value",
      (menu) => ({
        location: null,
        items: [
          {
            dining_item: menu.item('Curry').id,
            quantity: 1,
            selected_options: { [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Protein', 'Tofu') },
          },
        ],
      }),
      400,
      'Unknown choice for Spice.',
    ],
    [
      "another item's option",
      (menu) => ({
        location: null,
        items: [
          {
            ...curryLine(menu),
            selected_options: {
              ...curryLine(menu).selected_options,
              [menu.option('Sundae', 'Sauces')]: [menu.value('Sundae', 'Sauces', 'Caramel')],
            },
          },
        ],
      }),
      400,
      'Unknown option for Curry.',
    ],
    [
      'an item not served at the location',
      (menu) => ({
        location: menu.terrace.id,
        items: [{ dining_item: menu.item('Cocktail').id, quantity: 1 }],
      }),
      400,
      'Cocktail is not served at Terrace.',
    ],
    [
      'an unavailable item',
      (menu) => ({ location: null, items: [{ dining_item: menu.item('Sold-out Special').id, quantity: 1 }] }),
      400,
      'Sold-out Special is not available right now.',
    ],
    [
      'quantity 0',
      (menu) => ({ location: null, items: [curryLine(menu, 0)] }),
      400,
      'items.0.quantity: Quantity is at least 1',
    ],
    [
      'a fractional quantity',
      (menu) => ({ location: null, items: [curryLine(menu, 1.5)] }),
      400,
      'items.0.quantity: Quantity must be a whole number',
    ],
    [
      'a quantity in text',
      (menu) => ({ location: null, items: [{ ...curryLine(menu), quantity: '2' }] }),
      400,
      'items.0.quantity: Quantity must be a whole number',
    ],
    [
      'an absurd quantity',
      (menu) => ({ location: null, items: [curryLine(menu, 100)] }),
      400,
      'items.0.quantity: Quantity is at most 99',
    ],
    [
      'NUL in the notes',
      (menu) => ({ location: null, items: [{ ...curryLine(menu), notes: 'extra\u0000' }] }),
      400,
      'items.0.notes: Notes contains characters that are not allowed',
    ],
    [
      'a huge note',
      (menu) => ({ location: null, items: [{ ...curryLine(menu), notes: 'x'.repeat(5000) }] }),
      400,
      'items.0.notes: Notes is too long',
    ],
    [
      'an unreadable time',
      (menu) => ({ location: null, scheduled_for: 'tomorrow at noon', items: [curryLine(menu)] }),
      400,
      'scheduled_for: Invalid date/time selected',
    ],
    [
      'too many lines',
      (menu) => ({ location: null, items: Array.from({ length: 51 }, () => curryLine(menu)) }),
      400,
      'items: An order holds at most 50 lines',
    ],
    [
      'a dining item that is not an id',
      () => ({ location: null, items: [{ dining_item: '1; DROP TABLE orders', quantity: 1 }] }),
      400,
      'items.0.dining_item: Dining item must be an id',
    ],
  ])('refuses %s with a clear detail and stores nothing', async (_name, build, status, detail) => {
    const { hotel, menu, token } = await menuHotel();
    const response = await post(token, build(menu));
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await storedOrders(hotel.stayId)).toHaveLength(0);
    expect(await storedCharges(hotel.stayId)).toHaveLength(0);
  });

  it("answers another hotel's item and location with 404", async () => {
    const { hotel, menu, token } = await menuHotel();
    const other = await menuHotel();
    const item = await post(token, { location: null, items: [curryLine(other.menu)] });
    expect(item.statusCode).toBe(404);
    expect(item.json().detail).toBe('An item in your cart is no longer on the menu.');
    const location = await post(token, { location: other.menu.terrace.id, items: [curryLine(menu)] });
    expect(location.statusCode).toBe(404);
    expect(location.json().detail).toBe('Location not found.');
    expect(await storedOrders(hotel.stayId)).toHaveLength(0);
  });

  it('refuses room service when the hotel does not offer it', async () => {
    const { menu, token } = await menuHotel({ roomServiceEnabled: false });
    const response = await post(token, { location: null, items: [curryLine(menu)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Room service is not available at this hotel.');
  });

  it('refuses a time in the past or beyond the 14-day window of the hotel calendar', async () => {
    const { hotel, menu, token } = await menuHotel({ timezone: 'Pacific/Kiritimati' });
    const now = new Date();
    t.setNow(now);
    try {
      const at = (instant: Date) =>
        post(token, { location: null, scheduled_for: instant.toISOString(), items: [curryLine(menu)] });
      const past = await at(new Date(now.getTime() - 60 * 60_000));
      expect(past.statusCode).toBe(400);
      expect(past.json().detail).toBe('The scheduled time has passed. Please choose a later time.');
      const today = dateInZone(now, hotel.timezone);
      const tooFar = await at(zonedToInstant(addDays(today, 14), '00:30:00', hotel.timezone));
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().detail).toBe('Orders can be scheduled at most 14 days ahead.');
      const lastDay = await at(zonedToInstant(addDays(today, 13), '23:30:00', hotel.timezone));
      expect(lastDay.statusCode).toBe(201);
      // A moment ago (the guest took a while to press the button) is served right away.
      const justPassed = await at(new Date(now.getTime() - 60_000));
      expect(justPassed.statusCode).toBe(201);
      expect(justPassed.json().scheduled_for).toBeNull();
    } finally {
      t.setNow(undefined);
    }
  });

  it('takes a scheduled order only inside the opening hours of where it goes, past midnight too', async () => {
    const everyDay = (opens: string, closes: string) =>
      Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as OpeningHours;
    const { hotel, menu, token } = await menuHotel({ roomServiceHours: everyDay('07:00', '22:00') });
    await t.ctx.db
      .update(locations)
      .set({ openingHours: everyDay('18:00', '02:00') })
      .where(eq(locations.id, menu.bar.id));
    const tomorrow = addDays(dateInZone(t.ctx.now(), hotel.timezone), 1);
    const at = (location: number | null, time: string) =>
      post(token, {
        location,
        scheduled_for: zonedToInstant(tomorrow, time, hotel.timezone).toISOString(),
        items: [{ dining_item: menu.item('Cocktail').id, quantity: 1 }],
      });

    const tooEarly = await at(null, '06:45:00');
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json()).toMatchObject({
      code: 'outside_opening_hours',
      detail: 'That time is outside the opening hours. Please choose another time.',
    });
    expect((await at(null, '07:00:00')).statusCode).toBe(201);
    expect((await at(null, '22:00:00')).statusCode).toBe(400);
    expect((await at(menu.bar.id, '17:45:00')).statusCode).toBe(400);
    expect((await at(menu.bar.id, '23:30:00')).statusCode).toBe(201);
    // Tonight's opening runs to 02:00: 01:30 tomorrow is still inside it.
    expect((await at(menu.bar.id, '01:30:00')).statusCode).toBe(201);
    expect((await at(menu.bar.id, '02:00:00')).statusCode).toBe(400);
    // As soon as possible is not held to the hours: the kitchen sees it and can cancel with a reason.
    expect(
      (
        await post(token, {
          location: menu.bar.id,
          items: [{ dining_item: menu.item('Cocktail').id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a change carried by the cookie alone and an unauthenticated one', async () => {
    const { menu, token } = await menuHotel();
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { cookie: `session_token=${token}` },
      payload: { location: null, items: [curryLine(menu)] },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      payload: { location: null, items: [curryLine(menu)] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never answers arbitrary input with a 5xx', async () => {
    const { hotel, menu, token } = await menuHotel();
    const nasty = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        'Robert"); DROP TABLE orders;--',
        '\u0000',
        '💥'.repeat(40),
        'x'.repeat(10_000),
      ),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.array(fc.integer()),
      fc.dictionary(fc.string(), fc.integer()),
    );
    const id = fc.oneof(
      nasty,
      fc.constantFrom(menu.item('Curry').id, menu.item('Pizza').id, menu.terrace.id, 0, -1, 2 ** 31),
    );
    const line = fc.record(
      {
        dining_item: id,
        quantity: fc.oneof(nasty, fc.integer({ min: -5, max: 200 })),
        notes: nasty,
        selected_options: fc.oneof(
          nasty,
          fc.constant({
            [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Spice', 'Mild'),
          }),
          fc.dictionary(fc.oneof(fc.string(), fc.integer().map(String)), nasty),
        ),
        price: nasty,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            status: nasty,
            location: id,
            scheduled_for: fc.oneof(
              nasty,
              fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            ),
            items: fc.oneof(nasty, fc.array(line, { maxLength: 4 })),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const response = await post(token, payload);
          expect(response.statusCode).not.toBeGreaterThanOrEqual(500);
          if (response.statusCode >= 400) expect(typeof response.json().detail).toBe('string');
          else expect(response.json().status).toBe('pending');
        },
      ),
      { numRuns: 120 },
    );
    // Whatever was accepted was priced by the server and charged exactly once.
    const stored = await storedOrders(hotel.stayId);
    const charged = await storedCharges(hotel.stayId);
    expect(charged.map((charge) => charge.sourceId).sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { menu, token } = await menuHotel();
    for (const key of ['x'.repeat(256), 'with space', 'ключ']) {
      const response = await post(
        token,
        { location: null, items: [curryLine(menu)] },
        { 'idempotency-key': key },
      );
      expect(response.statusCode, key).toBe(400);
      expect(response.json().detail).toMatch(/Idempotency-Key must be 1 to 255 visible ASCII characters/);
    }
  });
});

describe('Idempotency-Key on POST /api/orders/', () => {
  it('returns the first order for a retry and creates nothing more', async () => {
    const { hotel, menu, token } = await menuHotel();
    const payload: OrderRequest = { location: null, items: [curryLine(menu, 2)] };
    const key = { 'idempotency-key': 'order-7f3a9c' };
    const first = await post(token, payload, key);
    const retry = await post(token, payload, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedOrders(hotel.stayId)).toHaveLength(1);
    expect(await storedCharges(hotel.stayId)).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const { hotel, menu, token } = await menuHotel();
    const key = { 'idempotency-key': 'order-reused' };
    expect((await post(token, { location: null, items: [curryLine(menu, 1)] }, key)).statusCode).toBe(201);
    const other = await post(token, { location: null, items: [curryLine(menu, 5)] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_KEY_REUSED, code: 'idempotency_key_reused' });
    expect(await storedOrders(hotel.stayId)).toHaveLength(1);
  });

  it('keeps keys per stay and lets a refused attempt be corrected under the same key', async () => {
    const { hotel, menu, token } = await menuHotel();
    const key = { 'idempotency-key': 'shared-key' };
    const refused = await post(token, { location: null, items: [] }, key);
    expect(refused.statusCode).toBe(400);
    expect((await post(token, { location: null, items: [curryLine(menu)] }, key)).statusCode).toBe(201);

    const today = dateInZone(t.ctx.now(), hotel.timezone);
    await checkInGuest(t.ctx.db, {
      hotelId: hotel.hotelId,
      roomNumber: '102',
      familyName: 'Suzuki',
      checkInDate: addDays(today, -1),
      checkOutDate: addDays(today, 2),
    });
    const neighbour = await loginTestGuest(t.app, { ...hotel, roomNumber: '102', familyName: 'Suzuki' });
    const theirs = await post(neighbour, { location: null, items: [curryLine(menu)] }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedOrders(hotel.stayId)).toHaveLength(1);
  });

  it('creates exactly one order when the same submission arrives several times at once', async () => {
    const { hotel, menu, token } = await menuHotel();
    const payload = { location: menu.terrace.id, items: [curryLine(menu, 3)] };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(token, payload, { 'idempotency-key': 'double-tap' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await storedOrders(hotel.stayId)).toHaveLength(1);
    expect(await storedCharges(hotel.stayId)).toHaveLength(1);
  });

  it('stores 20 different concurrent orders, each with its own correct total', async () => {
    const { hotel, menu, token } = await menuHotel();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          token,
          { location: null, items: [curryLine(menu, index + 1)] },
          { 'idempotency-key': `bulk-${index}` },
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const stored = await storedOrders(hotel.stayId);
    expect(stored).toHaveLength(20);
    const totals = new Map(stored.map((row) => [row.id, row.totalMinor]));
    responses.forEach((response, index) => {
      expect(totals.get(response.json().id)).toBe(23000 * (index + 1));
    });
    const charged = await storedCharges(hotel.stayId);
    expect(charged.reduce((sum, charge) => sum + charge.amountMinor, 0)).toBe(23000 * 210);
  });
});

describe('guest order reads', () => {
  it('lists the stay’s orders newest first, with option details and totals', async () => {
    const { menu, token } = await menuHotel();
    const first = (await post(token, { location: null, items: [curryLine(menu)] })).json();
    const second = (
      await post(token, {
        location: menu.bar.id,
        items: [{ dining_item: menu.item('Cocktail').id, quantity: 2 }],
      })
    ).json();
    const response = await t.app.inject({ url: '/api/guest/orders/', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((entry: { id: number }) => entry.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual(first);
    expect(list[0]).toMatchObject({
      total: 400,
      location: menu.bar,
      items: [{ name: 'Cocktail', quantity: 2 }],
    });
  });

  it("shows one of the guest's own orders and answers 404 for another stay's or hotel's", async () => {
    const { hotel, menu, token } = await menuHotel();
    const other = await menuHotel();
    const mine = (await post(token, { location: null, items: [curryLine(menu)] })).json();
    const theirs = (await post(other.token, { location: null, items: [curryLine(other.menu)] })).json();

    const own = await t.app.inject({ url: `/api/orders/${mine.id}/`, headers: auth(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(mine);

    const foreign = await t.app.inject({ url: `/api/orders/${theirs.id}/`, headers: auth(token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Order not found.');

    const today = dateInZone(t.ctx.now(), hotel.timezone);
    await checkInGuest(t.ctx.db, {
      hotelId: hotel.hotelId,
      roomNumber: '103',
      familyName: 'Sato',
      checkInDate: addDays(today, -1),
      checkOutDate: addDays(today, 2),
    });
    const neighbour = await loginTestGuest(t.app, { ...hotel, roomNumber: '103', familyName: 'Sato' });
    expect(
      (await t.app.inject({ url: `/api/orders/${mine.id}/`, headers: auth(neighbour) })).statusCode,
    ).toBe(404);
    const neighbourList = await t.app.inject({ url: '/api/guest/orders/', headers: auth(neighbour) });
    expect(neighbourList.json()).toEqual([]);
    const ownCharges = await t.ctx.db
      .select()
      .from(charges)
      .where(and(eq(charges.hotelId, hotel.hotelId), eq(charges.sourceId, mine.id)));
    expect(ownCharges).toHaveLength(1);
  });
});
