import type { ActivityBooking } from '@hotel/contracts/activities';
import { formatMajor } from '@hotel/contracts/currency';

interface CalendarHotel {
  uniqueId: string;
  currencyCode: string;
}

/**
 * Bookings as an iCalendar file (RFC 5545). Times are given in the hotel's zone (TZID) with a VTIMEZONE
 * built from the platform's zone data; each booking's UID never changes and its SEQUENCE grows with each
 * change, so downloading the file again updates the calendar entry (a cancellation included) rather than
 * adding a second one.
 */
export function bookingsCalendar(
  bookings: ActivityBooking[],
  hotel: CalendarHotel,
  now = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel guest app//Activities//EN',
    'CALSCALE:GREGORIAN',
  ];
  const zones = new Map<string, ActivityBooking[]>();
  for (const booking of bookings)
    zones.set(booking.timezone, [...(zones.get(booking.timezone) ?? []), booking]);
  for (const [zone, ofZone] of zones) {
    const years = ofZone.map((booking) => new Date(booking.starts_at).getUTCFullYear());
    lines.push(...timezoneComponent(zone, Math.min(...years), Math.max(...years)));
  }
  for (const booking of bookings) lines.push(...eventComponent(booking, hotel, now));
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

const STATUS = { pending: 'TENTATIVE', cancelled: 'CANCELLED' } as Partial<Record<string, string>>;

function eventComponent(booking: ActivityBooking, hotel: CalendarHotel, now: Date): string[] {
  const description = [
    `Reference: ${booking.reference_number}`,
    `People: ${booking.number_of_people}`,
    ...booking.selected_options_details.map(
      (option) => `${option.name}: ${option.values.map((value) => value.name).join(', ')}`,
    ),
    ...(booking.special_requests ? [`Special requests: ${booking.special_requests}`] : []),
    `Total: ${formatMajor(booking.total_price, hotel.currencyCode, 'en')}`,
  ].join('\n');
  const sequence = Math.max(
    0,
    Math.floor((Date.parse(booking.updated_at) - Date.parse(booking.created_at)) / 1000),
  );
  return [
    'BEGIN:VEVENT',
    `UID:activity-booking-${booking.id}@${hotel.uniqueId.toLowerCase()}.hotel-guest-app`,
    `DTSTAMP:${utcStamp(now)}`,
    `SEQUENCE:${sequence}`,
    `DTSTART;TZID=${booking.timezone}:${localStamp(new Date(booking.starts_at), booking.timezone)}`,
    `DTEND;TZID=${booking.timezone}:${localStamp(new Date(booking.ends_at), booking.timezone)}`,
    `SUMMARY:${escapeText(booking.activity_name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${STATUS[booking.status] ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A VTIMEZONE with each offset change of the years around the bookings, found from Intl's zone data. */
function timezoneComponent(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear - 1, 0, 1);
  const end = Date.UTC(toYear + 1, 11, 31);
  const day = 86_400_000;
  const observances: string[] = [];
  let previous = offsetMinutes(start, zone);
  observances.push(...observance('STANDARD', Date.UTC(1970, 0, 1), previous, previous));
  for (let time = start + day; time <= end; time += day) {
    const offset = offsetMinutes(time, zone);
    if (offset === previous) continue;
    // Narrow the change down to the minute.
    let low = time - day;
    let high = time;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, zone) === previous) low = middle;
      else high = middle;
    }
    observances.push(...observance(offset > previous ? 'DAYLIGHT' : 'STANDARD', high, previous, offset));
    previous = offset;
  }
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observances, 'END:VTIMEZONE'];
}

function observance(kind: string, instant: number, from: number, to: number): string[] {
  // DTSTART of an observance is the local time before the change (in the TZOFFSETFROM offset).
  const local = new Date(instant + from * 60_000).toISOString();
  return [
    `BEGIN:${kind}`,
    `DTSTART:${local.slice(0, 19).replace(/[-:]/g, '')}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes. */
export function offsetMinutes(instant: number, zone: string): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

function localStamp(instant: Date, zone: string): string {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime(), zone) * 60_000);
  return local.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** RFC 5545 section 3.3.11. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (section 3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += character;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
