import {
  CalendarDateTime,
  fromDate,
  parseDate,
  toCalendarDate,
  toZoned,
  type CalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import { isOpenAt, weekdayOf, type OpeningHours } from '@hotel/contracts/opening-hours';

/** SPEC section 9: the order calendar offers 14 days starting today (ORDER_LIMITS.scheduleWindowDays). */
export const SCHEDULE_WINDOW_DAYS = 14;
/** Times offered for a day: every quarter of an hour. */
export const SLOT_MINUTES = 15;

export interface ScheduleWindow {
  timeZone: string;
  /** The current moment in the hotel's zone: nothing earlier can be picked (SPEC section 5). */
  min: ZonedDateTime;
  /** The start of the first day after the window. */
  end: ZonedDateTime;
  days: CalendarDate[];
}

export function scheduleWindow(timeZone: string, now = new Date()): ScheduleWindow {
  const min = fromDate(now, timeZone);
  const first = toCalendarDate(min);
  const days = Array.from({ length: SCHEDULE_WINDOW_DAYS }, (_, index) => first.add({ days: index }));
  const end = toZoned(first.add({ days: SCHEDULE_WINDOW_DAYS }), timeZone);
  return { timeZone, min, end, days };
}

/**
 * The quarter hours of `day` on the hotel's clock that are not yet past and fall inside the opening hours of
 * where the order goes (`hours`; null: around the clock), as instants.
 */
export function daySlots(
  window: ScheduleWindow,
  day: CalendarDate,
  hours: OpeningHours | null = null,
): ZonedDateTime[] {
  const slots: ZonedDateTime[] = [];
  const weekday = weekdayOf(day.toString());
  for (let minutes = 0; minutes < 24 * 60; minutes += SLOT_MINUTES) {
    if (!isOpenAt(hours, weekday, minutes)) continue;
    const wall = new CalendarDateTime(day.year, day.month, day.day, Math.floor(minutes / 60), minutes % 60);
    const slot = toZoned(wall, window.timeZone);
    // A clock change can skip a wall time (it lands an hour on) or repeat one: keep each instant once, in order.
    if (slot.compare(window.min) < 0 || slot.compare(window.end) >= 0) continue;
    const last = slots[slots.length - 1];
    if (last && slot.compare(last) <= 0) continue;
    slots.push(slot);
  }
  return slots;
}

export type ScheduleProblem = 'missing' | 'invalid' | 'closed';

/**
 * SPEC section 5: a scheduled order needs a time ('Please select a scheduled time.'), and one that cannot be
 * read, has passed or lies outside the window is 'Invalid date/time selected'. A time kept from the cart
 * that the place chosen now is closed at is 'closed'.
 */
export function scheduleProblem(
  mode: 'asap' | 'scheduled',
  value: string | null,
  window: ScheduleWindow,
  { now = new Date(), hours = null }: { now?: Date; hours?: OpeningHours | null } = {},
): ScheduleProblem | null {
  if (mode === 'asap') return null;
  if (!value) return 'missing';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'invalid';
  if (time < now.getTime() || time >= window.end.toDate().getTime()) return 'invalid';
  const wall = fromDate(new Date(time), window.timeZone);
  if (!isOpenAt(hours, weekdayOf(toCalendarDate(wall).toString()), wall.hour * 60 + wall.minute))
    return 'closed';
  return null;
}

/** The hotel day an instant falls on, for preselecting the day of a cart's earlier choice. */
export function dayOf(value: string, timeZone: string): CalendarDate | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return toCalendarDate(fromDate(date, timeZone));
}

export function parseDay(value: string): CalendarDate | null {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
