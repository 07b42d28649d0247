import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { dateInZone, timeInZone } from '../../platform/time.ts';
import { insertNotification, type NotificationRow } from '../notifications/index.ts';
import { bookingNotice } from './booking-messages.ts';
import type { Database } from '../../platform/database/database.ts';
import {
  claimDueReminders,
  findBookings,
  oldestDueReminderSeconds,
  type BookingRecord,
} from './repository.ts';
import { announce } from './service.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Reminders claimed per round; the rest wait for the next one. */
const BATCH = 200;

/**
 * Sends the reminders that are due (docs/decisions/0022-activity-reminders.md). The due time is a column of
 * the booking, so it survives a restart; each round claims its bookings with FOR UPDATE SKIP LOCKED and marks
 * them reminded in the same transaction that stores the notifications, so of several instances polling at
 * once exactly one sends each reminder. A booking whose start has already passed (the server was down) is
 * marked without a message: a reminder after the fact is noise. Returns how many were sent.
 */
export async function sendDueReminders(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  log?: Log,
): Promise<number> {
  const now = ctx.now();
  const sent = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = await claimDueReminders(tx, now, BATCH);
    if (due.length === 0) return [];
    const byHotel = new Map<number, number[]>();
    for (const row of due) byHotel.set(row.hotel_id, [...(byHotel.get(row.hotel_id) ?? []), row.id]);
    const stored: { record: BookingRecord; notification: NotificationRow }[] = [];
    for (const [hotelId, ids] of byHotel) {
      for (const record of await findBookings(tx, { hotelId, ids })) {
        if (record.startsAt.getTime() <= now.getTime()) continue;
        const { wording, ...text } = bookingNotice('reminder', {
          ref: record.referenceNumber,
          activity: record.activityName,
          date: dateInZone(record.startsAt, record.timezone),
          time: timeInZone(record.startsAt, record.timezone),
        });
        const notification = await insertNotification(tx, {
          hotelId: record.hotelId,
          stayId: record.stayId,
          type: 'booking_update',
          ...text,
          data: {
            booking_id: record.id,
            activity_booking_id: record.id,
            status: 'reminder',
            variant: 'success',
            wording,
          },
        });
        stored.push({ record, notification });
      }
    }
    return stored;
  });
  for (const { record, notification } of sent) {
    await announce(ctx, notification, { id: record.id, status: record.status }, log);
  }
  return sent.length;
}

/** The queue's name in /metrics (hotel_job_lag_seconds, hotel_job_failures_total). */
export const REMINDER_JOB = 'activity_reminders';

/**
 * Polls every ACTIVITY_REMINDER_POLL_SECONDS (0: never); returns the stop function. The queue's lag is
 * reported either way: reminders piling up because no instance polls is what an alert is for.
 */
export function startReminderJob(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now' | 'config' | 'metrics'>,
  log: Log,
): () => void {
  ctx.metrics.jobLag(REMINDER_JOB, () => oldestDueReminderSeconds(ctx.db, ctx.now()));
  const seconds = ctx.config.ACTIVITY_REMINDER_POLL_SECONDS;
  if (seconds === 0 || ctx.config.ACTIVITY_REMINDER_MINUTES === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(ctx, log)
      .catch((error: unknown) => {
        ctx.metrics.jobFailed(REMINDER_JOB);
        log.warn({ err: error }, 'activity reminders not sent this round');
      })
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
