import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { liveSocketPaths } from '@hotel/contracts/live';
import { BOOKING_REQUEST_FIELDS, EXACTLY_ONE_FIELD } from '@hotel/contracts/requests';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import type { NewHotel } from '../hotels/index.ts';
import { serviceRequests } from './schema.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t);
});
afterAll(() => t.close());

async function setUp(hotelOverrides: Partial<NewHotel> = {}) {
  const hotel = await createTestHotel(t.ctx, hotelOverrides);
  const token = await loginTestGuest(t.app, hotel);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  const patch = (payload: unknown, bookingId: number | string = hotel.stayId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}/`,
      headers: auth(token),
      payload: payload as object,
    });
  const staffList = async (status = 'open') => {
    const response = await t.app.inject({
      url: `/api/staff/requests/?status=${status}`,
      headers: auth(staff.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ requests: Array<Record<string, unknown>> }>().requests;
  };
  const complete = (id: number, staffToken = staff.token) =>
    t.app.inject({ method: 'POST', url: `/api/staff/requests/${id}/complete/`, headers: auth(staffToken) });
  return { hotel, token, staff, patch, staffList, complete };
}

const allOff = {
  request_cleaning: false,
  request_towels: false,
  request_toiletries: false,
  request_sheets: false,
  request_general_assistance: false,
  do_not_disturb: false,
};

describe('GET /api/bookings/{id}/', () => {
  it("returns the session's booking with its six toggles", async () => {
    const { hotel, token } = await setUp();
    const response = await t.app.inject({ url: `/api/bookings/${hotel.stayId}/`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: hotel.stayId, ...allOff });
  });

  it('answers 404 for another stay, of this hotel or another, and 401 without a session', async () => {
    const { hotel, token } = await setUp();
    const other = await createTestHotel(t.ctx);
    for (const id of [other.stayId, hotel.stayId + 100_000]) {
      const response = await t.app.inject({ url: `/api/bookings/${id}/`, headers: auth(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Booking not found.');
    }
    expect((await t.app.inject({ url: `/api/bookings/${hotel.stayId}/` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/bookings/{id}/', () => {
  it('turns a request on, opens one task for staff, and tells the booking channel', async () => {
    const { hotel, token, patch, staffList } = await setUp();
    const booking = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    await booking.opened;
    const response = await patch({ request_towels: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: hotel.stayId, ...allOff, request_towels: true });
    expect(await booking.next()).toEqual({
      type: 'request_update',
      message: {
        booking_id: hotel.stayId,
        room: '101',
        changes: [{ field: 'request_towels', status: 'activated' }],
      },
    });
    const open = await staffList();
    expect(open).toEqual([
      {
        id: expect.any(Number),
        booking_id: hotel.stayId,
        room: '101',
        kind: 'towels',
        status: 'open',
        do_not_disturb: false,
        created_at: expect.any(String),
        acknowledged_at: null,
        acknowledged_by: null,
        closed_at: null,
      },
    ]);

    // Asking again changes nothing, opens nothing and pushes nothing.
    expect((await patch({ request_towels: true })).json().request_towels).toBe(true);
    expect(await staffList()).toHaveLength(1);
    await booking.expectNothing();
    await booking.close();
  });

  it('opens a single task when several phones turn the same request on at once', async () => {
    const { patch, staffList } = await setUp();
    const responses = await Promise.all(Array.from({ length: 6 }, () => patch({ request_cleaning: true })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await staffList()).toHaveLength(1);
  });

  it('withdraws the open task when the guest turns the request off', async () => {
    const { hotel, token, patch, staffList } = await setUp();
    await patch({ request_sheets: true });
    const booking = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    await booking.opened;
    const response = await patch({ request_sheets: false });
    expect(response.json().request_sheets).toBe(false);
    expect(await staffList()).toEqual([]);
    expect(await staffList('withdrawn')).toMatchObject([{ kind: 'sheets', status: 'withdrawn' }]);
    expect(await booking.next()).toMatchObject({
      message: { changes: [{ field: 'request_sheets', status: 'deactivated' }] },
    });
    // On again: a fresh task.
    await patch({ request_sheets: true });
    expect(await staffList()).toMatchObject([{ kind: 'sheets', status: 'open' }]);
    await booking.close();
  });

  it('sets do not disturb as a state without a task, and shows it to staff on the room', async () => {
    const { patch, staffList } = await setUp();
    expect((await patch({ do_not_disturb: true })).json().do_not_disturb).toBe(true);
    expect(await staffList()).toEqual([]);
    await patch({ request_general_assistance: true });
    expect(await staffList()).toMatchObject([{ kind: 'general_assistance', do_not_disturb: true }]);
  });

  it("refuses to turn on what the hotel's flag does not offer, and always lets the guest turn off", async () => {
    const { patch, staffList } = await setUp({
      guestsCanRequestTowels: false,
      guestsCanSetDoNotDisturb: false,
    });
    const towels = await patch({ request_towels: true });
    expect(towels.statusCode).toBe(403);
    expect(towels.json()).toEqual({
      detail: 'This hotel does not take towels requests in the app. Please contact the front desk.',
      code: 'request_not_offered',
    });
    const dnd = await patch({ do_not_disturb: true });
    expect(dnd.statusCode).toBe(403);
    expect(dnd.json().detail).toMatch(/Do not disturb/);
    expect(await staffList()).toEqual([]);
    expect((await patch({ request_towels: false })).statusCode).toBe(200);
    expect((await patch({ request_cleaning: true })).statusCode).toBe(200);
  });

  it("answers 404 for another stay's booking and changes nothing there", async () => {
    const { patch } = await setUp();
    const other = await setUp();
    const response = await patch({ request_towels: true }, other.hotel.stayId);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Booking not found.');
    expect(await other.staffList()).toEqual([]);
  });

  it.each([
    [{}, EXACTLY_ONE_FIELD],
    [{ request_towels: true, request_sheets: true }, EXACTLY_ONE_FIELD],
    [{ unknown_field: true }, EXACTLY_ONE_FIELD],
    [{ request_towels: 'yes' }, 'request_towels: Must be true or false'],
    [{ do_not_disturb: null }, 'do_not_disturb: Must be true or false'],
  ])('refuses %j with a clear 400', async (payload, detail) => {
    const { patch } = await setUp();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('refuses a cookie-only change and a malformed booking id', async () => {
    const { hotel, token } = await setUp();
    const cookieOnly = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${hotel.stayId}/`,
      headers: { cookie: `session_token=${token}` },
      payload: { request_towels: true },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/bookings/abc/',
      headers: auth(token),
      payload: { request_towels: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^bookingId: /);
  });

  it('never answers arbitrary input with a 5xx, and keeps toggles and open tasks in step', async () => {
    const { hotel, patch } = await setUp();
    const value = fc.oneof(fc.boolean(), fc.string(), fc.integer(), fc.constant(null), fc.object());
    const body = fc.dictionary(
      fc.oneof(fc.constantFrom(...BOOKING_REQUEST_FIELDS), fc.string({ maxLength: 12 })),
      value,
      { maxKeys: 3 },
    );
    const bookingId = fc.oneof(
      fc.constant(hotel.stayId),
      fc.constantFrom('0', '-1', '1e3', '99999999999', '%00', 'null'),
      fc.integer({ min: 1, max: 2_000_000 }),
    );
    await fc.assert(
      fc.asyncProperty(body, bookingId, async (payload, id) => {
        const response = await patch(payload, id);
        expect(response.statusCode).toBeLessThan(500);
        expect([200, 400, 404]).toContain(response.statusCode);
        if (response.statusCode !== 200) expect(typeof response.json().detail).toBe('string');
      }),
      { numRuns: 80 },
    );
    const booking = (await patch({ do_not_disturb: false })).json();
    const open = await t.ctx.db
      .select({ kind: serviceRequests.kind })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.stayId, hotel.stayId), eq(serviceRequests.status, 'open')));
    const openKinds = open.map((row) => `request_${row.kind}`).sort();
    const onFields = BOOKING_REQUEST_FIELDS.filter((field) => field !== 'do_not_disturb' && booking[field]);
    expect(openKinds).toEqual([...onFields].sort());
  });
});

describe('staff service requests', () => {
  it("lists only the staff member's hotel, and refuses guests and other hotels' staff", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    await mine.patch({ request_toiletries: true });
    await theirs.patch({ request_toiletries: true });
    const list = await mine.staffList();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ booking_id: mine.hotel.stayId, kind: 'toiletries' });
    const asGuest = await t.app.inject({ url: '/api/staff/requests/', headers: auth(mine.token) });
    expect(asGuest.statusCode).toBe(401);
    const theirTask = (await theirs.staffList())[0]!;
    const foreign = await mine.complete(theirTask.id as number);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Request not found.');
    expect(await theirs.staffList()).toHaveLength(1);
    const badStatus = await t.app.inject({
      url: '/api/staff/requests/?status=lost',
      headers: auth(mine.staff.token),
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().detail).toMatch(/Status must be one of open, done, withdrawn/);
  });

  it('completes a task: the toggle goes off, the guest is notified and the booking channel says deactivated', async () => {
    const { hotel, token, patch, staffList, complete } = await setUp();
    await patch({ request_towels: true });
    const task = (await staffList())[0]!;
    const booking = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    const feed = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await Promise.all([booking.opened, feed.opened]);

    const done = await complete(task.id as number);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: task.id,
      status: 'done',
      kind: 'towels',
      closed_at: expect.any(String),
    });
    expect(await booking.next()).toEqual({
      type: 'request_update',
      message: {
        booking_id: hotel.stayId,
        room: '101',
        changes: [{ field: 'request_towels', status: 'deactivated' }],
      },
    });
    const pushed = await feed.next();
    expect(pushed).toMatchObject({
      type: 'notification',
      notification_type: 'other',
      title: 'Request completed',
      message: 'Your towels request has been completed',
      booking_id: hotel.stayId,
      status: 'completed',
      variant: 'success',
      read: false,
    });

    const stay = await t.app.inject({ url: `/api/bookings/${hotel.stayId}/`, headers: auth(token) });
    expect(stay.json().request_towels).toBe(false);
    expect(await staffList()).toEqual([]);
    const stored = await t.app.inject({ url: '/api/notifications/', headers: auth(token) });
    const { type: _type, ...item } = pushed;
    expect(stored.json().notifications).toEqual([item]);

    // Again: nothing new.
    expect((await complete(task.id as number)).statusCode).toBe(200);
    await feed.expectNothing();
    expect(
      (await t.app.inject({ url: '/api/notifications/', headers: auth(token) })).json().notifications,
    ).toHaveLength(1);
    await Promise.all([booking.close(), feed.close()]);
  });

  it('refuses to complete a withdrawn task with 409, and unknown ids with 404 or 400', async () => {
    const { patch, staffList, complete } = await setUp();
    await patch({ request_cleaning: true });
    const task = (await staffList())[0]!;
    await patch({ request_cleaning: false });
    const withdrawn = await complete(task.id as number);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({
      detail: 'The guest withdrew this request before it was completed.',
      code: 'request_withdrawn',
    });
    expect((await complete(2_000_000_000)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/staff/requests/x/complete/',
      headers: auth('nope'),
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
