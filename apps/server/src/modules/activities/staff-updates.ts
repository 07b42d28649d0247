import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publishStaffUpdate } from '../staff/index.ts';
import { toStaffBooking, type WallClock } from './booking-view.ts';
import { findBookings, type BookingRecord } from './repository.ts';

/**
 * Tells the hotel's open consoles that a booking was made or changed (topic `bookings`): the day view
 * refreshes, and `data` carries the booking as the console shows it. Best effort, after the commit.
 */
export async function tellStaff(
  ctx: Pick<AppContext, 'bus' | 'db' | 'now'>,
  hotelId: number,
  bookingId: number,
  action: 'created' | 'cancelled' | 'changed',
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const [record] = await findBookings(ctx.db, { hotelId, bookingId });
  if (record) await tellStaffAbout(ctx, record, action, log);
}

/** The same, for a booking the caller has just read (or written: then it may pass its wall clock). */
export async function tellStaffAbout(
  ctx: Pick<AppContext, 'bus' | 'now'>,
  record: BookingRecord,
  action: 'created' | 'cancelled' | 'changed',
  log?: Pick<FastifyBaseLogger, 'warn'>,
  wall?: WallClock,
): Promise<void> {
  const booking = toStaffBooking(record, ctx.now(), wall);
  await publishStaffUpdate(
    ctx,
    record.hotelId,
    {
      topic: 'bookings',
      action,
      id: record.id,
      summary: `Room ${booking.room_number}: ${booking.activity_name}, ${booking.scheduled_date} ${booking.scheduled_time}, ${booking.number_of_people} ${booking.number_of_people === 1 ? 'person' : 'people'}`,
      data: booking,
    },
    log,
  );
}
