import { STORAGE_KEYS, readStorage } from './storage.ts';
import { dateTimeFormat, isTimeZone } from './intl-format.ts';

/**
 * The hotel's time zone as the API client adopted it (stored under hotelTimezone), else the device's own.
 * Kitchen times are the hotel's: a guest whose phone still runs on home time must see the hotel's clock.
 */
export function readHotelTimeZone(): string {
  const stored = readStorage(STORAGE_KEYS.hotelTimezone);
  if (stored && isTimeZone(stored)) return stored;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An instant ('2025-03-15T05:30:00Z') as the hotel's wall clock, in the guest's language; null if unreadable. */
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
