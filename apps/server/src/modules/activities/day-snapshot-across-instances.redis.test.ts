import { describe, expect, it } from 'vitest';
import type { ActivityWithSlots } from '@hotel/contracts/activities';
import { auth, createTestStaff, loginTestGuest } from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import { twoInstancesBehindRedis } from '../../../test/two-instances.ts';

describe("an activity's day across instances", () => {
  // Two instances behind one Redis, each keeping its own days (decision 0161).
  const instances = twoInstancesBehindRedis();

  it('shows on instance A the next read after a booking, a cancellation and a closure made through B', async () => {
    const { a, b } = instances;
    const { hotel, activity, tomorrow, token, valid } = await bookingSetUp(a.app, a.ctx, { options: [] });
    const onB = await loginTestGuest(b.app, hotel);
    const staff = (await createTestStaff(b.app, b.ctx, hotel.hotelId)).token;
    const readOnA = async () =>
      (
        await a.app.inject({ url: `/api/activities/${activity.id}/?date=${tomorrow}`, headers: auth(token) })
      ).json<ActivityWithSlots>().available_slots;
    const left = async () =>
      (await readOnA()).find((slot) => slot.start_time === '10:00')?.remaining_capacity;
    /** Reads A until it shows `expected` (the event's trip through Redis), a second at most. */
    const untilA = async (expected: number | undefined) => {
      const started = Date.now();
      let seen = await left();
      while (seen !== expected && Date.now() - started < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await left();
      }
      return seen;
    };
    // Instance A's clock stands still: its kept day can only go because B's change reached it.
    a.setNow(new Date());
    try {
      expect(await left()).toBe(5);
      const booked = await b.app.inject({
        method: 'POST',
        url: '/api/activity-bookings/',
        headers: auth(onB),
        payload: valid(),
      });
      expect(booked.statusCode).toBe(201);
      expect(await untilA(3)).toBe(3);
      const cancelled = await b.app.inject({
        method: 'POST',
        url: `/api/guest/activities/${booked.json<{ id: number }>().id}/cancel/`,
        headers: auth(onB),
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await untilA(5)).toBe(5);
      const closed = await b.app.inject({
        method: 'POST',
        url: `/api/staff/activities/${activity.id}/closures/`,
        headers: auth(staff),
        payload: { date: tomorrow, start_time: '10:00', reason: 'Storm warning' },
      });
      expect(closed.statusCode).toBe(201);
      expect(await untilA(undefined)).toBeUndefined();
    } finally {
      a.setNow(undefined);
    }
  });
});
