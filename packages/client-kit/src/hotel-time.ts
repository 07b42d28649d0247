import { dateTimeFormat } from './intl-format.ts';

/**
 * The hotel's clock. Times are judged in the hotel's time zone whatever zone the phone or the console's computer
 * runs on: a guest whose phone still runs on home time, and staff, must both see the hotel's wall clock.
 */

/** The wall clock's fields of an instant in a zone (24-hour). */
function wallClockOf(
  instant: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClockOf(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The hotel's calendar date of an instant ('2026-11-24'); today's when no instant is given. */
export function hotelDateOf(timeZone: string, instant: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** '2026-11-24T18:30' (an `<input type="datetime-local">` value) on the hotel's clock → ISO instant; '' → null. */
export function hotelLocalToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the offset at the wall time read as UTC can differ from the offset at the instant (a clock change).
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** ISO instant → '2026-11-24T18:30' on the hotel's clock; null or unreadable → ''. */
export function isoToHotelLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + offsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** An instant ('2025-03-15T05:30:00Z') as the hotel's wall clock, in the reader's language; null if unreadable. */
export function formatHotelDateTime(iso: string, language: string, timeZone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  };
  try {
    return dateTimeFormat(language, options).format(date);
  } catch {
    return dateTimeFormat('en', options).format(date);
  }
}

/** True when the time has come (or cannot be read): such an order is served right away. */
export function isDueNow(iso: string | null | undefined, now = Date.now()): boolean {
  if (!iso) return true;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) || time <= now;
}
