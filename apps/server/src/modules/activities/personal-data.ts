import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { activityBookings } from './schema.ts';

/**
 * A stay's activity bookings as personal data (docs/privacy.md): what was booked, for how many, the guest's
 * special requests and a cancellation's reason. Money, people and references stay after erasure.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const rows = await db
    .select()
    .from(activityBookings)
    .where(and(eq(activityBookings.hotelId, hotelId), eq(activityBookings.stayId, stayId)))
    .orderBy(asc(activityBookings.id));
  return rows.map((row) => ({
    id: row.id,
    reference_number: row.referenceNumber,
    activity_id: row.activityId,
    status: row.status,
    number_of_people: row.numberOfPeople,
    special_requests: row.specialRequests,
    cancel_reason: row.cancelReason,
    total_minor: row.totalMinor,
    currency_symbol: row.currencySymbol,
    options: row.optionDetails.map((option) => ({
      name: option.name,
      values: option.values.map((value) => ({
        name: value.name,
        price_adjustment_minor: value.priceAdjustmentMinor,
      })),
    })),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Special requests and cancellation reasons become the marker. Returns the bookings rewritten. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ activityBookings: number }> {
  const erasable = (column: typeof activityBookings.specialRequests | typeof activityBookings.cancelReason) =>
    sql`case when ${column} is null or ${column} = '' then ${column} else ${ERASED_TEXT} end`;
  const rewritten = await db
    .update(activityBookings)
    .set({
      specialRequests: erasable(activityBookings.specialRequests),
      cancelReason: erasable(activityBookings.cancelReason),
    })
    .where(
      and(
        eq(activityBookings.hotelId, hotelId),
        eq(activityBookings.stayId, stayId),
        or(
          and(ne(activityBookings.specialRequests, ''), ne(activityBookings.specialRequests, ERASED_TEXT)),
          and(isNotNull(activityBookings.cancelReason), ne(activityBookings.cancelReason, ERASED_TEXT)),
        ),
      ),
    )
    .returning({ id: activityBookings.id });
  return { activityBookings: rewritten.length };
}
