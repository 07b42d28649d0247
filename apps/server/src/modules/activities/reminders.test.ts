import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';
import { zonedToInstant } from '../../platform/time.ts';
import { notifications } from '../notifications/schema.ts';
import { Metrics } from '../../platform/metrics/metrics.ts';
import { sendDueReminders, startReminderJob } from './reminder-job.ts';

/*
 * Reminders are rows, not timers: an instance started later (a restart) finds what is due, and of two
 * instances polling at once each reminder is sent by exactly one (FOR UPDATE SKIP LOCKED; on PostgreSQL the
 * two really run at once). ACTIVITY_REMINDER_MINUTES is 60 by default. The job serves every hotel, and the
 * test database keeps other tests' bookings, so only this test's stay is counted.
 */

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const reminders = (stayId: number) =>
  first.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.stayId, stayId), eq(notifications.type, 'booking_update')));

function at(instant: Date) {
  first.setNow(instant);
  second.setNow(instant);
}

describe('activity reminders', () => {
  it('are sent once, an hour before the start, by one of two instances, also by one started after', async () => {
    at(new Date());
    const { hotel, tomorrow, book, valid } = await bookingSetUp(first.app, first.ctx);
    expect((await book(valid())).statusCode).toBe(201);
    expect((await book({ ...valid(), scheduled_time: '12:00' })).statusCode).toBe(201);
    const confirmations = (await reminders(hotel.stayId)).length;

    at(zonedToInstant(tomorrow, '08:59:00', hotel.timezone));
    await Promise.all([sendDueReminders(first.ctx), sendDueReminders(second.ctx)]);
    expect(await reminders(hotel.stayId)).toHaveLength(confirmations);

    at(zonedToInstant(tomorrow, '09:00:00', hotel.timezone));
    await Promise.all([sendDueReminders(first.ctx), sendDueReminders(second.ctx)]);
    expect(await reminders(hotel.stayId)).toHaveLength(confirmations + 1);
    const [reminder] = (await reminders(hotel.stayId)).slice(confirmations);
    expect(reminder!.message).toMatch(/^Reminder: Kayak starts at 10:00 on .* \(booking ACT-\w{6}\)\.$/);

    // A restarted instance: nothing is sent twice, the 12:00 reminder is still waiting and goes at 11:00.
    const restarted = await createTestApp();
    try {
      restarted.setNow(zonedToInstant(tomorrow, '09:30:00', hotel.timezone));
      await sendDueReminders(restarted.ctx);
      expect(await reminders(hotel.stayId)).toHaveLength(confirmations + 1);
      restarted.setNow(zonedToInstant(tomorrow, '11:00:00', hotel.timezone));
      await sendDueReminders(restarted.ctx);
      await sendDueReminders(restarted.ctx);
    } finally {
      await restarted.close();
    }
    expect(await reminders(hotel.stayId)).toHaveLength(confirmations + 2);
  });

  it('are not sent for cancelled bookings, nor after the start', async () => {
    at(new Date());
    const { hotel, tomorrow, token, book, valid } = await bookingSetUp(first.app, first.ctx);
    const cancelled = (await book(valid())).json<{ id: number }>();
    await first.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${cancelled.id}/cancel/`,
      headers: { authorization: `Token ${token}` },
    });
    expect((await book({ ...valid(), scheduled_time: '11:00' })).statusCode).toBe(201);
    const before = (await reminders(hotel.stayId)).length;
    // The server was down from before 10:00 until 11:30: the 11:00 slot has started.
    at(zonedToInstant(tomorrow, '11:30:00', hotel.timezone));
    await sendDueReminders(first.ctx);
    expect(await reminders(hotel.stayId)).toHaveLength(before);
  });

  it('counts a failed round on /metrics (hotel_job_failures_total) and polls on', async () => {
    const metrics = new Metrics();
    const log = { warn: vi.fn() };
    const stop = startReminderJob(
      {
        ...first.ctx,
        metrics,
        config: { ...first.ctx.config, ACTIVITY_REMINDER_POLL_SECONDS: 1 },
        db: {
          transaction: () => Promise.reject(new Error('database away')),
        } as unknown as typeof first.ctx.db,
      },
      log,
    );
    try {
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    } finally {
      stop();
    }
    expect(await metrics.scrape()).toMatch(/^hotel_job_failures_total\{job="activity_reminders"\} 2$/m);
  });
});
