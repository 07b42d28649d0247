import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { liveSocketPaths, type NotificationItem } from '@hotel/contracts/live';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { notifyGuest, storeNotification, toNotificationItem } from './service.ts';
import type { NotificationRow } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp(inHotel?: TestHotel) {
  const hotel = inHotel ? await addTestGuest(t.ctx, inHotel) : await createTestHotel(t.ctx);
  const token = await loginTestGuest(t.app, hotel);
  const notify = (message: string, data: Record<string, string | number | null> = {}) =>
    notifyGuest(t.ctx, {
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      type: 'order_update',
      title: 'Order Update',
      message,
      data,
    });
  const list = async (query = '') => {
    const response = await t.app.inject({ url: `/api/notifications/${query}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ notifications: NotificationItem[]; unread_count: number; has_more: boolean }>();
  };
  const post = (path: 'read' | 'clear', payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/notifications/${path}/`,
      headers: auth(token),
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { hotel, token, notify, list, post };
}

describe('GET /api/notifications/', () => {
  it("lists the stay's notifications newest first with read state and the navigation ids", async () => {
    const { hotel, notify, list } = await setUp();
    const first = await notify('Your order has been received', { order_id: 4, status: 'pending' });
    const second = await notify('Your order is ready', {
      order_id: 4,
      status: 'completed',
      variant: 'success',
    });
    const body = await list(`?hotel_id=${hotel.uniqueId}`);
    expect(body).toEqual({
      notifications: [
        {
          id: second.id,
          notification_type: 'order_update',
          title: 'Order Update',
          message: 'Your order is ready',
          timestamp: second.createdAt.toISOString(),
          read: false,
          order_id: 4,
          status: 'completed',
          variant: 'success',
        },
        expect.objectContaining({ id: first.id, order_id: 4, status: 'pending' }),
      ],
      unread_count: 2,
      has_more: false,
    });
  });

  it('returns only what came after since_id: what a phone missed while offline', async () => {
    const { hotel, token, notify, list } = await setUp();
    const socket = connectLive(await listenForSockets(t), liveSocketPaths.guest(hotel.uniqueId, token));
    await socket.opened;
    await notify('seen live');
    const seen = await socket.next();
    await socket.close();
    // Offline now: these are pushed to nobody.
    await notify('missed one');
    await notify('missed two');
    const caughtUp = await list(`?since_id=${'id' in seen ? seen.id : 0}`);
    expect(caughtUp.notifications.map((n) => n.message)).toEqual(['missed two', 'missed one']);
    expect(caughtUp.unread_count).toBe(3);
  });

  it('returns at most 100 and says there are more', async () => {
    const { hotel, list } = await setUp();
    for (let index = 0; index < 101; index++) {
      await storeNotification(t.ctx.db, {
        hotelId: hotel.hotelId,
        stayId: hotel.stayId,
        type: 'other',
        title: 'n',
        message: `#${index}`,
      });
    }
    const body = await list();
    expect(body.notifications).toHaveLength(100);
    expect(body.notifications[0]!.message).toBe('#100');
    expect(body.has_more).toBe(true);
    expect(body.unread_count).toBe(101);
  });

  it("never shows another stay's notifications, and refuses another hotel's id", async () => {
    const mine = await setUp();
    const neighbour = await setUp(mine.hotel);
    const theirs = await setUp();
    await neighbour.notify('not yours');
    await theirs.notify('not yours either');
    expect((await mine.list()).notifications).toEqual([]);
    const response = await t.app.inject({
      url: `/api/notifications/?hotel_id=${theirs.hotel.uniqueId}`,
      headers: auth(mine.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('hotel_mismatch');
    expect((await t.app.inject({ url: '/api/notifications/' })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read/ and clear/', () => {
  it('marks the given ids read, only the stay’s own, then all when no ids are sent', async () => {
    const mine = await setUp();
    const theirs = await setUp(mine.hotel);
    const a = await mine.notify('a');
    await mine.notify('b');
    const foreign = await theirs.notify('foreign');
    const some = await mine.post('read', { ids: [a.id, foreign.id] });
    expect(some.json()).toEqual({ changed: 1, unread_count: 1 });
    expect((await theirs.list()).unread_count).toBe(1);
    expect((await mine.list()).notifications.map((n) => [n.message, n.read])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect((await mine.post('read', {})).json()).toEqual({ changed: 1, unread_count: 0 });
    expect((await mine.post('read')).json()).toEqual({ changed: 0, unread_count: 0 });
    expect((await theirs.list()).unread_count).toBe(1);
  });

  it("clears the stay's notifications and nobody else's, not even a neighbour's", async () => {
    const mine = await setUp();
    const theirs = await setUp(mine.hotel);
    await mine.notify('a');
    await theirs.notify('b');
    expect((await mine.post('clear')).json()).toEqual({ changed: 1, unread_count: 0 });
    expect((await mine.list()).notifications).toEqual([]);
    expect((await theirs.list()).notifications).toHaveLength(1);
  });

  it.each([
    ['?since_id=abc', 'since_id: since_id must be a number (querystring)'],
    ['?since_id=-4', 'since_id: since_id must not be negative (querystring)'],
    ['?since_id=1.5', 'since_id: since_id must be a whole number (querystring)'],
  ])('refuses %s with a clear 400', async (query, detail) => {
    const { token } = await setUp();
    const response = await t.app.inject({ url: `/api/notifications/${query}`, headers: auth(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('never answers arbitrary read bodies or list queries with a 5xx', async () => {
    const { post, token } = await setUp();
    const anything = fc.oneof(
      fc.anything(),
      fc.record({ ids: fc.anything() }),
      fc.record({ ids: fc.array(fc.integer()) }),
    );
    await fc.assert(
      fc.asyncProperty(anything, async (payload) => {
        const response = await post('read', payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().detail).toBe('string');
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (since, hotel) => {
        const query = new URLSearchParams({ since_id: since, hotel_id: hotel });
        const response = await t.app.inject({ url: `/api/notifications/?${query}`, headers: auth(token) });
        expect(response.statusCode).toBeLessThan(500);
        expect([200, 400, 403]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

describe('toNotificationItem', () => {
  const row = (data: Record<string, string | number | null>): NotificationRow => ({
    id: 1,
    hotelId: 1,
    stayId: 1,
    type: 'chat',
    title: 'Message from Hotel Staff',
    message: 'Hi',
    data,
    readAt: null,
    createdAt: new Date('2026-11-22T10:00:00Z'),
  });

  it('keeps well-typed navigation ids and texts and drops what does not fit the contract', () => {
    expect(
      toNotificationItem(
        row({
          conversation_id: '12',
          order_id: 'abc',
          sender_type: 'staff',
          sender_name: null,
          variant: 'loud',
          type: 'booking_update',
          id: 99,
        }),
        'en',
      ),
    ).toEqual({
      id: 1,
      notification_type: 'chat',
      title: 'Message from Hotel Staff',
      message: 'Hi',
      timestamp: '2026-11-22T10:00:00.000Z',
      read: false,
      conversation_id: 12,
      sender_type: 'staff',
    });
  });
});
