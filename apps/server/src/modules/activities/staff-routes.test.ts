import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketPaths } from '@hotel/contracts/live';
import type { ActivityBooking, StaffActivity, StaffActivityDay } from '@hotel/contracts/activities';
import type { Billing } from '@hotel/contracts/billing';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  type TestApp,
} from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import { zonedToInstant } from '../../platform/time.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp(activity: Parameters<typeof bookingSetUp>[2] = {}) {
  const guest = await bookingSetUp(t.app, t.ctx, activity);
  const staff = (await createTestStaff(t.app, t.ctx, guest.hotel.hotelId)).token;
  const patch = (id: number, payload: object, token = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/activity-bookings/${id}/`,
      headers: auth(token),
      payload,
    });
  return { ...guest, staff, patch };
}

describe("a day's bookings", () => {
  it('shows every slot of the day with who booked, how many, options, requests and status', async () => {
    const { staff, book, valid, tomorrow, activity } = await setUp();
    const booking = (await book(valid())).json<ActivityBooking>();
    const response = await t.app.inject({
      url: `/api/staff/activity-bookings/day/?date=${tomorrow}`,
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffActivityDay>();
    const [kayak] = body.activities;
    expect(kayak!.id).toBe(activity.id);
    expect(
      kayak!.slots.map((slot) => [slot.start_time, slot.capacity, slot.booked, slot.bookings.length]),
    ).toEqual([
      ['10:00', 5, 2, 1],
      ['11:00', 5, 0, 0],
      ['12:00', 5, 0, 0],
      ['13:00', 5, 0, 0],
    ]);
    expect(kayak!.slots[0]!.bookings[0]).toMatchObject({
      id: booking.id,
      room_number: '101',
      family_name: 'Tanaka',
      number_of_people: 2,
      special_requests: 'Window seat',
      status: 'confirmed',
    });
    expect((await t.app.inject({ url: '/api/staff/activity-bookings/day/' })).statusCode).toBe(401);
  });

  it('points to the other days with bookings waiting for confirmation', async () => {
    const { staff, book, valid, tomorrow, patch } = await setUp({ prepayment_required: true });
    const first = (await book(valid())).json<ActivityBooking>();
    await book({ ...valid(), scheduled_time: '11:00' });
    const day = async (date?: string) =>
      (
        await t.app.inject({
          url: `/api/staff/activity-bookings/day/${date ? `?date=${date}` : ''}`,
          headers: auth(staff),
        })
      ).json<StaffActivityDay>().pending_days;
    expect(await day()).toEqual([{ date: tomorrow, count: 2 }]);
    // The day on screen shows its own; a confirmed booking waits no more.
    expect(await day(tomorrow)).toEqual([]);
    expect((await patch(first.id, { action: 'confirm', payment_method: 'cash' })).statusCode).toBe(200);
    expect(await day()).toEqual([{ date: tomorrow, count: 1 }]);
  });
});

describe('who may do what', () => {
  it('lets the front desk run bookings but not edit activities, and the kitchen neither', async () => {
    const { hotel, tomorrow } = await setUp();
    const frontDesk = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk')).token;
    const kitchen = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen')).token;
    const day = (token: string) =>
      t.app.inject({ url: `/api/staff/activity-bookings/day/?date=${tomorrow}`, headers: auth(token) });
    const editor = (token: string) => t.app.inject({ url: '/api/staff/activities/', headers: auth(token) });
    expect((await day(frontDesk)).statusCode).toBe(200);
    expect((await editor(frontDesk)).statusCode).toBe(403);
    expect((await day(kitchen)).statusCode).toBe(403);
  });

  it("puts a guest's new booking on the hotel's consoles live", async () => {
    const { hotel, staff, book, valid } = await setUp();
    const console = connectLive(await listenForSockets(t), `/ws/staff/?token=${staff}`);
    await console.opened;
    try {
      const booking = (await book(valid())).json<ActivityBooking>();
      expect(await console.next((message) => message.type === 'staff_update')).toMatchObject({
        topic: 'bookings',
        action: 'created',
        id: booking.id,
        summary: `Room ${hotel.roomNumber}: Kayak, ${booking.scheduled_date} 10:00, 2 people`,
        data: { reference_number: booking.reference_number, room_number: '101' },
      });
    } finally {
      await console.close();
    }
  });
});

describe('staff changes to a booking', () => {
  it('cancels with a reason the guest reads, live on the socket, and frees the places', async () => {
    const { hotel, token, book, valid, patch } = await setUp();
    const booking = (await book(valid())).json<ActivityBooking>();
    const socket = connectLive(await listenForSockets(t), liveSocketPaths.guest(hotel.uniqueId, token));
    await socket.opened;
    try {
      const noReason = await patch(booking.id, { action: 'cancel' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().detail).toContain('reason');
      const response = await patch(booking.id, { action: 'cancel', reason: 'The river is too high today.' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'The river is too high today.',
      });
      const notice = await socket.next((message) => message.type === 'notification');
      expect(notice).toMatchObject({
        notification_type: 'booking_update',
        booking_id: booking.id,
        message: expect.stringContaining('The river is too high today.'),
      });
      const update = await socket.next((message) => message.type === 'booking_update');
      expect(update).toMatchObject({
        booking_id: booking.id,
        activity_booking_id: booking.id,
        status: 'cancelled',
      });
      expect('id' in update && update.id).toBe('id' in notice && notice.id);
    } finally {
      await socket.close();
    }
    const mine = await t.app.inject({ url: `/api/guest/activities/${booking.id}/`, headers: auth(token) });
    expect(mine.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'The river is too high today.' });
    const bill = await t.app.inject({ url: '/api/guest/billing/', headers: auth(token) });
    expect(bill.json<Billing>().lines.map((line) => line.description)).toEqual([
      `Kayak (${booking.reference_number})`,
      `Cancelled by the hotel: Kayak (${booking.reference_number})`,
    ]);
    expect((await patch(booking.id, { action: 'cancel', reason: 'again' })).statusCode).toBe(409);
  });

  it('confirms a prepayment booking (payment received) and marks attendance only once started', async () => {
    const { hotel, token, book, valid, patch, tomorrow } = await setUp({ prepayment_required: true });
    const booking = (await book(valid())).json<ActivityBooking>();
    expect(booking.status).toBe('pending');
    const bill = async () =>
      (await t.app.inject({ url: '/api/guest/billing/', headers: auth(token) })).json<{
        outstanding_total: number;
        lines: { kind: string; status: string }[];
      }>();
    expect((await bill()).outstanding_total).toBe(booking.total_price);
    // The desk says how it took the money, or nothing changes.
    const noMethod = await patch(booking.id, { action: 'confirm' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().code).toBe('payment_method_required');
    expect((await bill()).outstanding_total).toBe(booking.total_price);
    const confirmed = await patch(booking.id, {
      action: 'confirm',
      payment_method: 'card_terminal',
      payment_reference: 'POS-7781',
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', prepayment_made: true });
    // The booking's line is paid: the guest is not asked for it again.
    const after = await bill();
    expect(after.outstanding_total).toBe(0);
    expect(after.lines.find((line) => line.kind === 'activity_booking')?.status).toBe('paid');
    expect((await patch(booking.id, { action: 'confirm' })).json().code).toBe('invalid_status_change');
    expect((await patch(booking.id, { action: 'attended' })).json().code).toBe('not_started');
    t.setNow(zonedToInstant(tomorrow, '10:15:00', hotel.timezone));
    try {
      // Tomorrow's shift logs in tomorrow.
      const shift = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
      expect((await patch(booking.id, { action: 'no_show' }, shift)).json().status).toBe('no_show');
      expect((await patch(booking.id, { action: 'attended' }, shift)).json().status).toBe('attended');
    } finally {
      t.setNow(undefined);
    }
  });

  it('confirms a prepayment booking the guest already paid online without taking the money twice', async () => {
    const { token, book, valid, patch } = await setUp({ prepayment_required: true });
    const booking = (await book(valid())).json<ActivityBooking>();
    // The guest pays the bill on the built-in payment page before the desk gets to the booking.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payment-link/',
      headers: auth(token),
    });
    expect(link.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: link.json<{ payment_url: string }>().payment_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBeLessThan(400);
    const confirmed = await patch(booking.id, { action: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', prepayment_made: true });
  });

  it("answers another hotel's booking with 404", async () => {
    const { book, valid } = await setUp();
    const booking = (await book(valid())).json<ActivityBooking>();
    const other = await createTestHotel(t.ctx);
    const theirStaff = (await createTestStaff(t.app, t.ctx, other.hotelId)).token;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/activity-bookings/${booking.id}/`,
      headers: auth(theirStaff),
      payload: { action: 'cancel', reason: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the activity editor', () => {
  it('creates an activity with options and a schedule that guests can book at once', async () => {
    const { staff, token } = await setUp();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/activities/',
      headers: auth(staff),
      payload: {
        name: 'Bike tour',
        price: 300,
        price_per_person: true,
        max_people: 4,
        options: [
          {
            name: 'Bike',
            required: true,
            values: [{ name: 'City' }, { name: 'E-bike', price_adjustment: 200 }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const activity = created.json<StaffActivity>();
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/activities/${activity.id}/schedules/`,
      headers: auth(staff),
      payload: {
        kind: 'weekly',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        opens_at: '08:00',
        closes_at: '10:00',
        slot_minutes: 120,
        capacity: 3,
      },
    });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().schedules).toEqual([expect.objectContaining({ capacity: 3, opens_at: '08:00' })]);
    const list = await t.app.inject({ url: '/api/activities/', headers: auth(token) });
    expect(list.json().map((a: { name: string }) => a.name)).toContain('Bike tour');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/activities/',
      headers: auth(staff),
      payload: { name: 'Bad', price: 1, price_per_person: true, min_people: 4, max_people: 2 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a capacity below what a coming slot holds, with the number booked', async () => {
    const { staff, book, valid, activity, tomorrow, token } = await setUp();
    expect((await book({ ...valid(), number_of_people: 3 })).statusCode).toBe(201);
    const [schedule] = (await t.app.inject({ url: '/api/staff/activities/', headers: auth(staff) })).json<
      StaffActivity[]
    >()[0]!.schedules;
    const change = (capacity: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/activities/${activity.id}/schedules/${schedule!.id}/`,
        headers: auth(staff),
        payload: {
          kind: 'weekly',
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          opens_at: '10:00',
          closes_at: '14:00',
          slot_minutes: 60,
          capacity,
        },
      });
    const refused = await change(2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        'A coming slot already has 3 people booked: the capacity cannot go below 3. Cancel or move bookings first.',
      code: 'capacity_below_booked',
    });
    expect((await change(8)).statusCode).toBe(200);
    const day = await t.app.inject({
      url: `/api/activities/${activity.id}/?date=${tomorrow}`,
      headers: auth(token),
    });
    expect(day.json().available_slots[0]).toMatchObject({ capacity: 8, remaining_capacity: 5 });
  });

  it('closes a slot: its bookings are cancelled and each guest is told why', async () => {
    const { staff, book, valid, activity, tomorrow, token } = await setUp();
    const booking = (await book(valid())).json<ActivityBooking>();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/activities/${activity.id}/closures/`,
      headers: auth(staff),
      payload: { date: tomorrow, start_time: null, reason: 'Regatta on the river' },
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ cancelled_bookings: 1, start_time: null });
    const mine = await t.app.inject({ url: `/api/guest/activities/${booking.id}/`, headers: auth(token) });
    expect(mine.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Regatta on the river' });
    const day = await t.app.inject({
      url: `/api/activities/${activity.id}/?date=${tomorrow}`,
      headers: auth(token),
    });
    expect(day.json().available_slots).toEqual([]);
  });
});
