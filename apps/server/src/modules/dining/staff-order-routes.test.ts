import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  canChangeOrderStatus,
  orderUpdatePayload,
  staffOrderList,
  type OrderStatus,
} from '@hotel/contracts/dining';
import type { LiveEvent } from '../../platform/events/event-bus.ts';
import { addDays, dateInZone, zonedToInstant } from '../../platform/time.ts';
import { charges } from '../billing/schema.ts';
import { notifications } from '../notifications/schema.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { orders } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffedHotel() {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  return { hotel, menu, token, staff: staff.token };
}

async function placeOrder(token: string, menu: MenuFixture, location: number | null = null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(token),
    payload: { location, items: [{ dining_item: menu.item('Sundae').id, quantity: 2 }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; total: number }>();
}

const patch = (staffToken: string, id: number, status: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${id}/`,
    headers: auth(staffToken),
    payload: { status },
  });

const statusOf = async (id: number) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('GET /api/staff/orders/', () => {
  it("lists only the staff member's hotel, newest first, with room, guest and location", async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const other = await staffedHotel();
    const first = await placeOrder(token, menu, menu.terrace.id);
    const second = await placeOrder(token, menu);
    await placeOrder(other.token, other.menu);

    const response = await t.app.inject({ url: '/api/staff/orders/', headers: auth(staff) });
    expect(response.statusCode).toBe(200);
    const list = staffOrderList.parse(response.json());
    expect(list.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      room_number: hotel.roomNumber,
      family_name: 'Tanaka',
      location: menu.terrace,
      status: 'pending',
      total: 200,
      items: [{ name: 'Sundae', quantity: 2 }],
    });
    expect(list[0]!.location).toBeNull();
  });

  it('filters by status and refuses an unknown one', async () => {
    const { menu, token, staff } = await staffedHotel();
    const moved = await placeOrder(token, menu);
    const waiting = await placeOrder(token, menu);
    expect((await patch(staff, moved.id, 'in_progress')).statusCode).toBe(200);
    const pending = await t.app.inject({ url: '/api/staff/orders/?status=pending', headers: auth(staff) });
    expect(pending.json().map((entry: { id: number }) => entry.id)).toEqual([waiting.id]);
    const bad = await t.app.inject({ url: '/api/staff/orders/?status=lost', headers: auth(staff) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('status: Unknown order status (querystring)');
  });

  it('does not let a guest token in', async () => {
    const { token } = await staffedHotel();
    expect((await t.app.inject({ url: '/api/staff/orders/', headers: auth(token) })).statusCode).toBe(401);
  });
});

describe('PATCH /api/staff/orders/{id}/', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('from %s to %s follows the transition table', async (from, to) => {
    const { menu, token, staff } = await staffedHotel();
    const order = await placeOrder(token, menu);
    await t.ctx.db
      .update(orders)
      .set({ status: from as OrderStatus })
      .where(eq(orders.id, order.id));
    const response = await patch(staff, order.id, to);
    if (canChangeOrderStatus(from, to)) {
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(to);
      expect(await statusOf(order.id)).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: `Cannot change an order from ${from} to ${to}.`,
        code: 'invalid_status_change',
      });
      expect(await statusOf(order.id)).toBe(from);
    }
  });

  it('walks an order through its life and the guest sees each status', async () => {
    const { menu, token, staff } = await staffedHotel();
    const order = await placeOrder(token, menu);
    for (const status of ['in_progress', 'ready', 'delivered'] as const) {
      expect((await patch(staff, order.id, status)).statusCode).toBe(200);
      const seen = await t.app.inject({ url: `/api/orders/${order.id}/`, headers: auth(token) });
      expect(seen.json().status).toBe(status);
    }
  });

  it("answers another hotel's order with 404 and leaves it alone", async () => {
    const { staff } = await staffedHotel();
    const other = await staffedHotel();
    const theirs = await placeOrder(other.token, other.menu);
    const response = await patch(staff, theirs.id, 'cancelled');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Order not found.');
    expect(await statusOf(theirs.id)).toBe('pending');
  });

  it('refuses a guest token, an unknown status and a malformed id', async () => {
    const { menu, token, staff } = await staffedHotel();
    const order = await placeOrder(token, menu);
    expect((await patch(token, order.id, 'cancelled')).statusCode).toBe(401);
    const unknown = await patch(staff, order.id, 'eaten');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('status: Unknown order status');
    const nul = await patch(staff, order.id, 'pending\u0000');
    expect(nul.statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/orders/1%20OR%201=1/',
      headers: auth(staff),
      payload: { status: 'cancelled' },
    });
    expect(badId.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it("adds a reversing line for the order's charge when it is cancelled, once", async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const kept = await placeOrder(token, menu);
    const cancelled = await placeOrder(token, menu);
    expect((await patch(staff, cancelled.id, 'cancelled')).statusCode).toBe(200);
    expect((await patch(staff, cancelled.id, 'cancelled')).statusCode).not.toBe(200);
    const rows = await t.ctx.db.select().from(charges).where(eq(charges.stayId, hotel.stayId));
    const charge = rows.find((row) => row.source === 'order' && row.sourceId === cancelled.id)!;
    const reversals = rows.filter((row) => row.source === 'reversal');
    expect(reversals).toEqual([
      expect.objectContaining({
        sourceId: cancelled.id,
        reversesChargeId: charge.id,
        amountMinor: -charge.amountMinor,
      }),
    ]);
    expect(rows.filter((row) => row.sourceId === kept.id)).toHaveLength(1);
  });

  it('stores a notification for the guest and publishes it and the order update after commit', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const order = await placeOrder(token, menu);
    const events: LiveEvent[] = [];
    const unsubscribe = t.ctx.bus.subscribe((event) => {
      if (event.hotelId === hotel.hotelId) events.push(event);
    });
    try {
      expect((await patch(staff, order.id, 'in_progress')).statusCode).toBe(200);
    } finally {
      unsubscribe();
    }
    const stored = await t.ctx.db.select().from(notifications).where(eq(notifications.stayId, hotel.stayId));
    expect(stored).toEqual([
      expect.objectContaining({
        hotelId: hotel.hotelId,
        type: 'order_update',
        title: 'Order Update',
        message: 'Your order is being prepared',
        data: {
          order_id: order.id,
          status: 'in_progress',
          wording: {
            title: 'notices.orderTitle',
            message: 'orderStatus.in_progress',
            params: { status: 'in_progress' },
          },
        },
      }),
    ]);
    expect(events.map((event) => event.type)).toEqual(['notification', 'order_update', 'staff_update']);
    const update = events[1]!;
    expect(update).toMatchObject({ hotelId: hotel.hotelId, stayId: hotel.stayId });
    const payload = orderUpdatePayload.parse(update.payload);
    expect(payload).toMatchObject({
      order_id: order.id,
      id: stored[0]!.id,
      status: 'in_progress',
      message: 'Your order is being prepared',
      data: { id: order.id, status: 'in_progress', total: 200 },
    });
  });

  it('answers and pushes the whole order as it is read back: location, schedule, lines and options', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const tomorrow = addDays(dateInZone(t.ctx.now(), hotel.timezone), 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: auth(token),
      payload: {
        location: menu.terrace.id,
        scheduled_for: zonedToInstant(tomorrow, '19:30:00', hotel.timezone).toISOString(),
        items: [
          {
            dining_item: menu.item('Curry').id,
            quantity: 2,
            notes: 'No coriander',
            selected_options: {
              [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Spice', 'Hot'),
              [menu.option('Curry', 'Protein')]: menu.value('Curry', 'Protein', 'Tofu'),
            },
          },
          { dining_item: menu.item('Sundae').id, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const events: LiveEvent[] = [];
    const unsubscribe = t.ctx.bus.subscribe((event) => events.push(event));
    let answer;
    try {
      answer = await patch(staff, orderId, 'in_progress');
    } finally {
      unsubscribe();
    }
    expect(answer.statusCode).toBe(200);

    const listed = staffOrderList
      .parse((await t.app.inject({ url: '/api/staff/orders/', headers: auth(staff) })).json())
      .find((entry) => entry.id === orderId);
    expect(answer.json()).toEqual(listed);
    const guestView = await t.app.inject({ url: `/api/orders/${orderId}/`, headers: auth(token) });
    expect(guestView.statusCode).toBe(200);
    const pushed = events.find((event) => event.type === 'order_update');
    expect(orderUpdatePayload.parse(pushed?.payload).data).toEqual(guestView.json());
    expect(guestView.json()).toMatchObject({
      status: 'in_progress',
      location: menu.terrace,
      items: [
        { name: 'Curry', quantity: 2, notes: 'No coriander', option_details: [{}, {}] },
        { name: 'Sundae', quantity: 1 },
      ],
    });
  });

  it('stores and publishes nothing for a refused change', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const order = await placeOrder(token, menu);
    const events: LiveEvent[] = [];
    const unsubscribe = t.ctx.bus.subscribe((event) => events.push(event));
    try {
      expect((await patch(staff, order.id, 'delivered')).statusCode).toBe(409);
    } finally {
      unsubscribe();
    }
    expect(events).toEqual([]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.stayId, hotel.stayId))).toEqual(
      [],
    );
  });

  it('lets only one of two simultaneous identical changes win', async () => {
    const { menu, token, staff } = await staffedHotel();
    for (let round = 0; round < 5; round++) {
      const order = await placeOrder(token, menu);
      const responses = await Promise.all([
        patch(staff, order.id, 'in_progress'),
        patch(staff, order.id, 'in_progress'),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
