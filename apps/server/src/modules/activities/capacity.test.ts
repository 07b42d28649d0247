import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auth, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import { charges } from '../billing/schema.ts';
import { activityBookings, activitySlots } from './schema.ts';

/*
 * The capacity race. On PostgreSQL (DATABASE_URL set, as CI runs it) the requests really run at once on a
 * pool of connections, so this proves the conditional UPDATE under the row lock (docs/decisions/0020); on
 * the embedded database they are serialised and the same assertions hold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function race(people: number, requests: number) {
  const setUp = await bookingSetUp(t.app, t.ctx, { options: [] });
  const responses = await Promise.all(
    Array.from({ length: requests }, (_, index) =>
      setUp.book(
        { ...setUp.valid(), number_of_people: people },
        // Distinct keys: twenty different taps, not one retried.
        { 'idempotency-key': `race-${index}` },
      ),
    ),
  );
  const stored = await t.ctx.db
    .select()
    .from(activityBookings)
    .where(eq(activityBookings.stayId, setUp.hotel.stayId));
  const [slot] = await t.ctx.db
    .select()
    .from(activitySlots)
    .where(eq(activitySlots.activityId, setUp.activity.id));
  const bill = await t.ctx.db.select().from(charges).where(eq(charges.stayId, setUp.hotel.stayId));
  return { setUp, responses, stored, slot: slot!, bill };
}

describe(`capacity under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'})`, () => {
  it('confirms exactly 5 of 20 simultaneous one-person bookings for a slot of 5', async () => {
    const { responses, stored, slot, bill } = await race(1, 20);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().code).toBe('insufficient_capacity');
    }
    expect(stored).toHaveLength(5);
    expect(slot.booked).toBe(5);
    expect(bill).toHaveLength(5);
    expect(new Set(stored.map((booking) => booking.referenceNumber)).size).toBe(5);
  });

  it('never seats more than the capacity with parties of 2 (two fit, one place stays free)', async () => {
    const { responses, stored, slot } = await race(2, 20);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(stored.reduce((sum, booking) => sum + booking.numberOfPeople, 0)).toBe(4);
    expect(slot.booked).toBe(4);
  });

  it('gives back the places of cancellations made at once, exactly once each', async () => {
    const { setUp, responses } = await race(1, 5);
    const ids = responses.map((response) => response.json<{ id: number }>().id);
    const cancels = await Promise.all(
      [...ids, ...ids].map((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/guest/activities/${id}/cancel/`,
          headers: auth(setUp.token),
        }),
      ),
    );
    expect(cancels.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(cancels.filter((response) => response.statusCode === 409)).toHaveLength(5);
    const [slot] = await t.ctx.db
      .select()
      .from(activitySlots)
      .where(eq(activitySlots.activityId, setUp.activity.id));
    expect(slot!.booked).toBe(0);
    const bill = await t.ctx.db.select().from(charges).where(eq(charges.stayId, setUp.hotel.stayId));
    expect(bill.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(0);
    expect(bill).toHaveLength(10);
  });
});
