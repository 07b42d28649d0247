import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { hotelDateOf } from '@hotel/client-kit/hotel-time';
import { dateTimeFormat } from '@hotel/client-kit/intl-format';

/** "19:30", or "Tue 19:30" when it is not today, in the hotel's time zone (staff think in hotel time). */
export function formatScheduled(iso: string, timeZone: string, now: number): string {
  const instant = new Date(iso);
  const time = dateTimeFormat(consoleLocale(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  if (hotelDateOf(timeZone, instant) === hotelDateOf(timeZone, new Date(now))) return time;
  const weekday = dateTimeFormat(consoleLocale(), { timeZone, weekday: 'short', day: 'numeric' }).format(
    instant,
  );
  return `${weekday} ${time}`;
}
