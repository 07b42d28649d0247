import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createTestStaff, type TestApp } from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Dates that match YYYY-MM-DD but are no day of the calendar: a clear 400 on every route, never a 500. */
const IMPOSSIBLE = ['2026-13-01', '2026-02-29', '2026-00-10', '2026-04-31'];

describe('impossible calendar dates', () => {
  it.each(IMPOSSIBLE)('%s is refused with a 400 that names the field', async (date) => {
    const { hotel, token, activity, valid, book } = await bookingSetUp(t.app, t.ctx);
    const staff = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
    const answers = await Promise.all([
      t.app.inject({ url: `/api/activities/${activity.id}/?date=${date}`, headers: auth(token) }),
      t.app.inject({
        url: `/api/activities/${activity.id}/availability/?from=${date}&to=${date}`,
        headers: auth(token),
      }),
      book({ ...valid(), scheduled_date: date }),
      t.app.inject({ url: `/api/staff/activity-bookings/day/?date=${date}`, headers: auth(staff) }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_input' });
      expect(answer.json().detail).toMatch(/Expected a real date as YYYY-MM-DD/);
    }
  });
});
