/*
 * Opening hours of a dining location or of room service, per weekday on the hotel's clock. Zod-free: the
 * guest app imports it at run time to offer only times inside the hours; the server holds orders to it.
 * The schema that checks what staff send is in menu-admin.ts.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening, times written HH:MM; `closes` before `opens` runs past midnight (a bar open 18:00–02:00). */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** An empty day is closed. `null` where hours are asked for means none were set: open all day. */
export type OpeningHours = Record<Weekday, OpeningInterval[]>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The weekday of an ISO calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * Whether a place with `hours` is open at `minute` (0–1439) of a day that is `weekday` on the hotel's clock:
 * inside one of that day's openings, or inside the part of the day before's opening that runs past midnight.
 */
export function isOpenAt(hours: OpeningHours | null, weekday: Weekday, minute: number): boolean {
  if (!hours) return true;
  const dayBefore = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]!;
  const today = hours[weekday].some(({ opens, closes }) => {
    const from = minutesOf(opens);
    const to = minutesOf(closes);
    return to > from ? minute >= from && minute < to : minute >= from;
  });
  if (today) return true;
  return hours[dayBefore].some(({ opens, closes }) => {
    const to = minutesOf(closes);
    return to < minutesOf(opens) && minute < to;
  });
}
