/**
 * The activity bench's check in the database (not the guest's list or the cached slot snapshot): which
 * bookings a run stored, and how many people the fullest slot of an activity holds.
 */
import { HOLDING_STATUSES } from '@hotel/contracts/activity-status';
import { withClient } from './stored-orders.ts';

export async function highestBookingId(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from activity_bookings',
    );
    return rows[0]!.id;
  });
}

export interface StoredBookings {
  /** `activity_bookings.id` of every booking created after `afterBookingId`, one entry per row. */
  bookingIds: number[];
  /**
   * The most people any slot of the activity holds: the larger of its running count (`booked`) and the sum
   * of its holding bookings, so a count that drifted from the bookings shows too.
   */
  mostBooked: number;
  /** Slots whose running count differs from the sum of their holding bookings: must be 0. */
  slotsMiscounted: number;
}

export async function readStoredBookings(
  databaseUrl: string,
  activityId: number,
  afterBookingId: number,
): Promise<StoredBookings> {
  return withClient(databaseUrl, async (db) => {
    const bookings = await db.query<{ id: number }>('select id from activity_bookings where id > $1', [
      afterBookingId,
    ]);
    const slots = await db.query<{ booked: number; held: number }>(
      `select slot.booked, coalesce(sum(booking.number_of_people), 0)::int as held
       from activity_slots slot
       left join activity_bookings booking on booking.slot_id = slot.id and booking.status = any($2::text[])
       where slot.activity_id = $1
       group by slot.id`,
      [activityId, [...HOLDING_STATUSES]],
    );
    return {
      bookingIds: bookings.rows.map((row) => row.id),
      mostBooked: Math.max(0, ...slots.rows.map((slot) => Math.max(slot.booked, slot.held))),
      slotsMiscounted: slots.rows.filter((slot) => slot.booked !== slot.held).length,
    };
  });
}
