import {
  HOLDING_STATUSES,
  type ActivityBooking,
  type StaffActivityBooking,
} from '@hotel/contracts/activities';
import { dateInZone, timeInZone } from '../../platform/time.ts';
import { hotelCurrencyOf, toApiAmount } from '../hotels/index.ts';
import type { BookingRecord } from './repository.ts';
import { formattedTime } from './slots.ts';

/** A booking as the guest and the staff see it, computed from its record and the clock. */

/**
 * can_cancel (docs/decisions/0021): the booking still holds places (pending or confirmed) and the start
 * is more than the activity's cut-off away.
 */
export function cancelUntil(record: Pick<BookingRecord, 'startsAt' | 'cancelCutoffMinutes'>): Date {
  return new Date(record.startsAt.getTime() - record.cancelCutoffMinutes * 60_000);
}

export function canCancel(record: BookingRecord, now: Date): boolean {
  return (
    (HOLDING_STATUSES as readonly string[]).includes(record.status) &&
    now.getTime() < cancelUntil(record).getTime()
  );
}

/** A booking's day and times on the hotel's clock. */
export interface WallClock {
  date: string;
  startTime: string;
  endTime: string;
}

/** Read from the instants with Intl (about 0.1 ms a call): the caller that knows them passes them instead. */
export function wallClockOf(record: Pick<BookingRecord, 'startsAt' | 'endsAt' | 'timezone'>): WallClock {
  return {
    date: dateInZone(record.startsAt, record.timezone),
    startTime: timeInZone(record.startsAt, record.timezone),
    endTime: timeInZone(record.endsAt, record.timezone),
  };
}

export function toBooking(
  record: BookingRecord,
  now: Date,
  wall: WallClock = wallClockOf(record),
): ActivityBooking {
  const { startTime, endTime } = wall;
  const currency = hotelCurrencyOf(record);
  return {
    id: record.id,
    activity_id: record.activityId,
    activity_name: record.activityName,
    activity_image: record.activityImage,
    status: record.status,
    scheduled_date: wall.date,
    scheduled_time: startTime,
    end_time: endTime,
    formatted_time: formattedTime(startTime, endTime),
    starts_at: record.startsAt.toISOString(),
    ends_at: record.endsAt.toISOString(),
    timezone: record.timezone,
    number_of_people: record.numberOfPeople,
    selected_options_details: record.optionDetails.map((option) => ({
      id: option.id,
      name: option.name,
      values: option.values.map((value) => ({
        id: value.id,
        name: value.name,
        price_adjustment: toApiAmount(value.priceAdjustmentMinor, currency),
      })),
    })),
    special_requests: record.specialRequests,
    total_price: toApiAmount(record.totalMinor, currency),
    currency_symbol: record.currencySymbol,
    reference_number: record.referenceNumber,
    prepayment_required: record.prepaymentRequired,
    prepayment_made: record.prepaymentMade,
    can_cancel: canCancel(record, now),
    cancel_until: cancelUntil(record).toISOString(),
    cancel_reason: record.cancelReason,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function toStaffBooking(record: BookingRecord, now: Date, wall?: WallClock): StaffActivityBooking {
  return { ...toBooking(record, now, wall), room_number: record.roomNumber, family_name: record.familyName };
}
