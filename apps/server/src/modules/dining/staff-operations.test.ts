import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderUpdatePayload, staffOrder, staffOrderList, type StaffOrder } from '@hotel/contracts/dining';
import { staffUpdateMessage, type LocationScope } from '@hotel/contracts/staff';
import { liveSocketPaths } from '@hotel/contracts/live';
import type { LiveEvent } from '../../platform/events/event-bus.ts';
import { notifications } from '../notifications/schema.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { orders } from './schema.ts';

/*
 * The order board's side of dining: what a placed or changed order tells the hotel's consoles, a kitchen
 * account's location scope, the board's read and a cancellation's reason.
 */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t);
});
afterAll(() => t.close());

async function staffedHotel() {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  return { hotel, menu, token, staff: manager.token };
}

/** A kitchen account made by the manager through the accounts API, signed in. */
async function kitchenAccount(managerToken: string, scope: LocationScope) {
  const email = `cook-${uniqueSuffix().toLowerCase()}@test.example`;
  const password = 'long enough password';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/accounts/',
    headers: auth(managerToken),
    payload: { email, name: 'Cook', role: 'kitchen', password, location_scope: scope },
  });
  expect(created.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { email, password },
  });
  return login.json<{ token: string }>().token;
}

async function placeOrder(token: string, menu: MenuFixture, location: number | null = null, key?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: { ...auth(token), ...(key && { 'idempotency-key': key }) },
    payload: { location, items: [{ dining_item: menu.item('Sundae').id, quantity: 2 }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

const patch = (staffToken: string, id: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${id}/`,
    headers: auth(staffToken),
    payload: body,
  });

const list = async (staffToken: string, query = '') => {
  const response = await t.app.inject({ url: `/api/staff/orders/${query}`, headers: auth(staffToken) });
  expect(response.statusCode).toBe(200);
  return staffOrderList.parse(response.json());
};

/** The staff events the bus carries for one hotel while `action` runs. */
async function staffEventsDuring(hotelId: number, action: () => Promise<unknown>) {
  const events: LiveEvent[] = [];
  const unsubscribe = t.ctx.bus.subscribe((event) => {
    if (event.hotelId === hotelId && event.type === 'staff_update') events.push(event);
  });
  try {
    await action();
  } finally {
    unsubscribe();
  }
  return events.map((event) => staffUpdateMessage.parse({ type: 'staff_update', ...event.payload }));
}

describe('staff events of orders', () => {
  it('tells the staff socket about a placed order, carrying the ticket as the board lists it', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const socket = connectLive(base, `/ws/staff/?token=${staff}`);
    await socket.opened;
    const placed = await placeOrder(token, menu, menu.terrace.id);
    const message = staffUpdateMessage.parse(await socket.next((entry) => entry.type === 'staff_update'));
    const [listed] = await list(staff);
    expect(message).toMatchObject({
      topic: 'orders',
      action: 'created',
      id: placed.id,
      summary: 'Room 101: 2 items, Terrace',
    });
    expect(staffOrder.parse(message.data)).toEqual(listed);
    expect(listed).toMatchObject({ id: placed.id, room_number: hotel.roomNumber, family_name: 'Tanaka' });
    await socket.close();
  });

  it('announces an order once: a retried POST under the same Idempotency-Key publishes nothing', async () => {
    const { hotel, menu, token } = await staffedHotel();
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      const first = await placeOrder(token, menu, null, 'retry-key-1');
      const again = await placeOrder(token, menu, null, 'retry-key-1');
      expect(again.id).toBe(first.id);
    });
    expect(events.map((event) => [event.action, event.summary])).toEqual([
      ['created', 'Room 101: 2 items, Room service'],
    ]);
  });

  it('tells every console about a status change with the changed ticket, and nothing for a refused one', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const placed = await placeOrder(token, menu);
    let answer: StaffOrder | undefined;
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      const response = await patch(staff, placed.id, { status: 'in_progress' });
      expect(response.statusCode).toBe(200);
      answer = staffOrder.parse(response.json());
      expect((await patch(staff, placed.id, { status: 'pending' })).statusCode).toBe(409);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ topic: 'orders', action: 'status_changed', id: placed.id });
    expect(staffOrder.parse(events[0]!.data)).toEqual(answer);
    expect(answer?.status).toBe('in_progress');
  });

  it("reaches the consoles of the order's hotel only", async () => {
    const mine = await staffedHotel();
    const theirs = await staffedHotel();
    const socket = connectLive(base, `/ws/staff/?token=${theirs.staff}`);
    await socket.opened;
    await placeOrder(mine.token, mine.menu);
    await socket.expectNothing((message) => message.type === 'staff_update', 300);
    await socket.close();
  });
});

describe('cancelling with a reason', () => {
  it("puts the reason into the guest's notification and live update", async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const placed = await placeOrder(token, menu);
    const feed = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await feed.opened;
    const response = await patch(staff, placed.id, {
      status: 'cancelled',
      reason: '  The kitchen is closed  ',
    });
    expect(response.statusCode).toBe(200);
    const update = orderUpdatePayload.parse(await feed.next((message) => message.type === 'order_update'));
    expect(update.message).toBe('Your order has been cancelled: The kitchen is closed');
    expect(update.reason).toBe('The kitchen is closed');
    const [stored] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.stayId, hotel.stayId));
    expect(stored?.message).toBe('Your order has been cancelled: The kitchen is closed');
    const listed = await t.app.inject({ url: '/api/notifications/', headers: auth(token) });
    expect(listed.json().notifications[0]).toMatchObject({
      message: 'Your order has been cancelled: The kitchen is closed',
      status: 'cancelled',
      reason: 'The kitchen is closed',
    });
    await feed.close();
  });

  it('keeps the plain message without a reason, and refuses a reason on any other move or one too long', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const plain = await placeOrder(token, menu);
    expect((await patch(staff, plain.id, { status: 'cancelled' })).statusCode).toBe(200);
    const [stored] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.stayId, hotel.stayId));
    expect(stored?.message).toBe('Your order has been cancelled');

    const other = await placeOrder(token, menu);
    const misplaced = await patch(staff, other.id, { status: 'in_progress', reason: 'Because' });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().detail).toBe('reason: A reason is only given when cancelling an order.');
    const long = await patch(staff, other.id, { status: 'cancelled', reason: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('reason: Reason is too long');
    const [row] = await t.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, other.id));
    expect(row?.status).toBe('pending');
  });
});

describe("the board's read", () => {
  it('lists open orders only with open=true, and one place with location', async () => {
    const { menu, token, staff } = await staffedHotel();
    const roomService = await placeOrder(token, menu);
    const terrace = await placeOrder(token, menu, menu.terrace.id);
    const delivered = await placeOrder(token, menu, menu.terrace.id);
    const cancelled = await placeOrder(token, menu);
    for (const status of ['in_progress', 'ready', 'delivered'])
      expect((await patch(staff, delivered.id, { status })).statusCode).toBe(200);
    expect((await patch(staff, cancelled.id, { status: 'cancelled' })).statusCode).toBe(200);

    const ids = (orders: StaffOrder[]) => orders.map((order) => order.id);
    expect(ids(await list(staff, '?open=true'))).toEqual([terrace.id, roomService.id]);
    expect(ids(await list(staff, `?open=true&location=${menu.terrace.id}`))).toEqual([terrace.id]);
    expect(ids(await list(staff, '?location=room_service'))).toEqual([cancelled.id, roomService.id]);
    const bad = await t.app.inject({ url: '/api/staff/orders/?location=pool', headers: auth(staff) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/Location must be a location id or room_service/);
    const badOpen = await t.app.inject({ url: '/api/staff/orders/?open=yes', headers: auth(staff) });
    expect(badOpen.statusCode).toBe(400);
    const tooMany = await t.app.inject({ url: '/api/staff/orders/?limit=501', headers: auth(staff) });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("a kitchen account's location scope", () => {
  it('lists only the orders of its locations, whatever it asks for', async () => {
    const { menu, token, staff } = await staffedHotel();
    const roomService = await placeOrder(token, menu);
    const terrace = await placeOrder(token, menu, menu.terrace.id);
    const bar = await placeOrder(token, menu, menu.bar.id);

    const terraceCook = await kitchenAccount(staff, [menu.terrace.id]);
    expect((await list(terraceCook)).map((order) => order.id)).toEqual([terrace.id]);
    expect(await list(terraceCook, `?location=${menu.bar.id}`)).toEqual([]);
    const roomCook = await kitchenAccount(staff, ['room_service', menu.bar.id]);
    expect((await list(roomCook)).map((order) => order.id)).toEqual([bar.id, roomService.id]);
    const everyCook = await kitchenAccount(staff, null);
    expect(await list(everyCook)).toHaveLength(3);
    const nowhereCook = await kitchenAccount(staff, []);
    expect(await list(nowhereCook)).toEqual([]);
  });

  it('hears on its socket the orders of its places only, and no service request', async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const cook = await kitchenAccount(staff, [menu.terrace.id]);
    const kitchen = connectLive(base, `/ws/staff/?token=${cook}`);
    const manager = connectLive(base, `/ws/staff/?token=${staff}`);
    await Promise.all([kitchen.opened, manager.opened]);
    const isStaffUpdate = (topic: string, id?: number) => (message: Record<string, unknown>) =>
      message.type === 'staff_update' && message.topic === topic && (id === undefined || message.id === id);

    // A guest asks for towels: the manager hears it, the kitchen does not.
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${hotel.stayId}/`,
      headers: auth(token),
      payload: { request_towels: true },
    });
    expect(toggled.statusCode).toBe(200);
    await manager.next(isStaffUpdate('requests'));
    // An order at the bar, then one on the terrace: the cook hears the terrace's only.
    const bar = await placeOrder(token, menu, menu.bar.id);
    const terrace = await placeOrder(token, menu, menu.terrace.id);
    await manager.next(isStaffUpdate('orders', bar.id));
    await kitchen.next(isStaffUpdate('orders', terrace.id));
    await kitchen.expectNothing(
      (message) => isStaffUpdate('requests')(message) || isStaffUpdate('orders', bar.id)(message),
      300,
    );
    await Promise.all([kitchen.close(), manager.close()]);
  });

  it("moves the orders of its locations and answers 404 for another location's, leaving it alone", async () => {
    const { hotel, menu, token, staff } = await staffedHotel();
    const terrace = await placeOrder(token, menu, menu.terrace.id);
    const roomService = await placeOrder(token, menu);
    const cook = await kitchenAccount(staff, [menu.terrace.id]);

    expect((await patch(cook, terrace.id, { status: 'in_progress' })).statusCode).toBe(200);
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      const refused = await patch(cook, roomService.id, { status: 'in_progress' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe('Order not found.');
      // Not even the 409 of a move the table refuses tells it the order exists.
      expect((await patch(cook, roomService.id, { status: 'delivered' })).statusCode).toBe(404);
    });
    expect(events).toEqual([]);
    const [row] = await t.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, roomService.id));
    expect(row?.status).toBe('pending');
  });

  it("answers another hotel's order with 404 for a kitchen account with every location", async () => {
    const { staff } = await staffedHotel();
    const other = await staffedHotel();
    const theirs = await placeOrder(other.token, other.menu);
    const cook = await kitchenAccount(staff, null);
    expect((await patch(cook, theirs.id, { status: 'in_progress' })).statusCode).toBe(404);
  });
});
