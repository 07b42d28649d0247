import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ActivityBooking,
  ActivityWithSlots,
  StaffActivity,
  StaffActivityBooking,
} from '@hotel/contracts/activities';
import { auth, createTestApp, createTestStaff, type TestApp } from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import type { LiveEvent } from '../../platform/events/event-bus.ts';
import { zonedToInstant } from '../../platform/time.ts';
import { toStaffBooking } from './booking-view.ts';
import { ActivityDaySnapshots } from './day-snapshot.ts';
import { findBookings } from './repository.ts';
import { activitySlots } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.setNow(undefined));
afterAll(() => t.close());

/** A booking set-up with a staff member, the server's clock stopped: a kept day can only go by a change. */
async function setUp() {
  const booking = await bookingSetUp(t.app, t.ctx, { options: [] });
  const staff = (await createTestStaff(t.app, t.ctx, booking.hotel.hotelId)).token;
  t.setNow(new Date());
  const read = async () => {
    const response = await t.app.inject({
      url: `/api/activities/${booking.activity.id}/?date=${booking.tomorrow}`,
      headers: auth(booking.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ActivityWithSlots>();
  };
  const left = async (time = '10:00') =>
    (await read()).available_slots.find((slot) => slot.start_time === time)?.remaining_capacity;
  return { ...booking, staff, read, left };
}

describe("the guest's day of an activity, kept until a change", () => {
  it('shows the next read every booking and cancellation made through this instance', async () => {
    const { book, valid, left, token } = await setUp();
    expect(await left()).toBe(5);
    const booking = (await book(valid())).json<ActivityBooking>();
    expect(await left()).toBe(3);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${booking.id}/cancel/`,
      headers: auth(token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await left()).toBe(5);
  });

  it('hides a closed slot at once and shows it again when reopened, with no booking in it', async () => {
    const { staff, activity, tomorrow, read } = await setUp();
    expect((await read()).available_slots.map((slot) => slot.start_time)).toContain('11:00');
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/activities/${activity.id}/closures/`,
      headers: auth(staff),
      payload: { date: tomorrow, start_time: '11:00', reason: 'Low tide' },
    });
    expect(closed.statusCode).toBe(201);
    expect((await read()).available_slots.map((slot) => slot.start_time)).toEqual([
      '10:00',
      '12:00',
      '13:00',
    ]);
    const reopened = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/activities/${activity.id}/closures/${closed.json<{ id: number }>().id}/`,
      headers: auth(staff),
    });
    expect(reopened.statusCode).toBe(200);
    expect((await read()).available_slots.map((slot) => slot.start_time)).toContain('11:00');
  });

  it("shows a schedule's new capacity at once", async () => {
    const { staff, activity, read } = await setUp();
    expect((await read()).available_slots[0]!.capacity).toBe(5);
    const [schedule] = (await t.app.inject({ url: '/api/staff/activities/', headers: auth(staff) }))
      .json<StaffActivity[]>()
      .find((each) => each.id === activity.id)!.schedules;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/activities/${activity.id}/schedules/${schedule!.id}/`,
      headers: auth(staff),
      payload: {
        kind: 'weekly',
        weekdays: schedule!.weekdays,
        opens_at: '10:00',
        closes_at: '14:00',
        slot_minutes: 60,
        capacity: 9,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read()).available_slots[0]!.capacity).toBe(9);
  });

  it("is dropped by another instance's change when its staff_update arrives on the bus, not before", async () => {
    const { book, valid, left, hotel, activity, tomorrow } = await setUp();
    expect((await book(valid())).statusCode).toBe(201);
    expect(await left()).toBe(3);
    // Another instance books 2 places: the database changes, and this instance has heard nothing yet.
    await t.ctx.db
      .update(activitySlots)
      .set({ booked: sql`${activitySlots.booked} + 2` })
      .where(
        and(
          eq(activitySlots.activityId, activity.id),
          eq(activitySlots.startsAt, zonedToInstant(tomorrow, '10:00:00', hotel.timezone)),
        ),
      );
    expect(await left()).toBe(3);
    const [record] = await findBookings(t.ctx.db, { hotelId: hotel.hotelId, stayId: hotel.stayId });
    await t.ctx.bus.publish({
      type: 'staff_update',
      hotelId: hotel.hotelId,
      stayId: null,
      payload: {
        topic: 'bookings',
        action: 'created',
        id: record!.id + 1,
        data: { ...toStaffBooking(record!, t.ctx.now()) },
      },
    });
    expect(await left()).toBe(1);
  });
});

describe('the booking answered from its one statement', () => {
  it('answers the guest and tells the consoles exactly what reading the booking back gives', async () => {
    const { book, valid, hotel, token } = await setUp();
    const heard: LiveEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => {
      if (event.type === 'staff_update' && event.payload.topic === 'bookings') heard.push(event);
    });
    try {
      const response = await book({ ...valid(), number_of_people: 3, special_requests: 'Two children' });
      expect(response.statusCode).toBe(201);
      const answered = response.json<ActivityBooking>();
      const readBack = await t.app.inject({
        url: `/api/guest/activities/${answered.id}/`,
        headers: auth(token),
      });
      expect(answered).toEqual(readBack.json());
      const [record] = await findBookings(t.ctx.db, { hotelId: hotel.hotelId, bookingId: answered.id });
      const staffView: StaffActivityBooking = toStaffBooking(record!, t.ctx.now());
      expect(heard).toEqual([
        {
          type: 'staff_update',
          hotelId: hotel.hotelId,
          stayId: null,
          payload: {
            topic: 'bookings',
            action: 'created',
            id: answered.id,
            summary: `Room ${hotel.roomNumber}: Kayak, ${answered.scheduled_date} 10:00, 3 people`,
            data: staffView,
          },
        },
      ]);
    } finally {
      stop();
    }
  });

  it('refuses a closed slot and a full one with their own errors, writing nothing', async () => {
    const { book, valid, staff, activity, tomorrow, left, hotel } = await setUp();
    expect((await book({ ...valid(), number_of_people: 5 })).statusCode).toBe(201);
    const full = await book(valid());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      detail: '10:00 is fully booked. Please choose another time.',
      code: 'insufficient_capacity',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/activities/${activity.id}/closures/`,
      headers: auth(staff),
      payload: { date: tomorrow, start_time: '11:00', reason: 'Low tide' },
    });
    const closed = await book({ ...valid(), scheduled_time: '11:00' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('slot_closed');
    expect(await left('10:00')).toBe(0);
    expect(await findBookings(t.ctx.db, { hotelId: hotel.hotelId, stayId: hotel.stayId })).toHaveLength(1);
  });
});

describe('ActivityDaySnapshots', () => {
  const text = async (snapshots: ActivityDaySnapshots, ...args: Parameters<ActivityDaySnapshots['body']>) =>
    (await snapshots.body(...args)).toString();
  const answer =
    (json: string, firstStart: number | null = null) =>
    async () => ({ json, firstStart });

  it('keeps at most its bound, dropping the least recently read day first', async () => {
    const snapshots = new ActivityDaySnapshots(() => 0, 2);
    await text(snapshots, 1, 1, '2026-12-01', answer('a'));
    await text(snapshots, 1, 1, '2026-12-02', answer('b'));
    await text(snapshots, 1, 1, '2026-12-01', answer('not read'));
    await text(snapshots, 1, 1, '2026-12-03', answer('c'));
    expect(snapshots.size).toBe(2);
    expect(await text(snapshots, 1, 1, '2026-12-01', answer('a again'))).toBe('a');
    expect(await text(snapshots, 1, 1, '2026-12-02', answer('b reloaded'))).toBe('b reloaded');
  });

  it('does not keep a load that was in flight when its day was dropped', async () => {
    const snapshots = new ActivityDaySnapshots(() => 0);
    let finish: (json: string) => void = () => {};
    const first = text(
      snapshots,
      1,
      7,
      '2026-12-01',
      () => new Promise((resolve) => (finish = (json) => resolve({ json, firstStart: null }))),
    );
    snapshots.forgetDay(1, 7, '2026-12-01');
    finish('before the booking');
    expect(await first).toBe('before the booking');
    expect(await text(snapshots, 1, 7, '2026-12-01', answer('after the booking'))).toBe('after the booking');
  });

  it('holds an answer until its first slot starts and its time to live at most; a failed load is not kept', async () => {
    let now = 1_000;
    const snapshots = new ActivityDaySnapshots(() => now, 10, 5_000);
    await text(snapshots, 1, 1, 'd', answer('first slot at 3,000', 3_000));
    now = 2_999;
    expect(await text(snapshots, 1, 1, 'd', answer('x'))).toBe('first slot at 3,000');
    now = 3_000;
    expect(await text(snapshots, 1, 1, 'd', answer('its slot gone', null))).toBe('its slot gone');
    now = 7_999;
    expect(await text(snapshots, 1, 1, 'd', answer('y'))).toBe('its slot gone');
    now = 8_000;
    await expect(
      text(snapshots, 1, 1, 'd', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await text(snapshots, 1, 1, 'd', answer('loaded again'))).toBe('loaded again');
  });

  it('drops the days of one activity, or of the whole hotel', async () => {
    const snapshots = new ActivityDaySnapshots(() => 0);
    await text(snapshots, 1, 1, 'd', answer('1'));
    await text(snapshots, 1, 2, 'd', answer('2'));
    await text(snapshots, 2, 3, 'd', answer('3'));
    snapshots.forget(1, 1);
    expect(snapshots.size).toBe(2);
    snapshots.forget(1, null);
    expect(snapshots.size).toBe(1);
  });
});
