import { isTimeZone } from '@hotel/client-kit/intl-format';
import { STORAGE_KEYS, readStorage } from './storage.ts';

export { formatHotelDateTime, isDueNow } from '@hotel/client-kit/hotel-time';

/**
 * The hotel's time zone as the API client adopted it (stored under hotelTimezone), else the device's own.
 * Kitchen times are the hotel's: a guest whose phone still runs on home time must see the hotel's clock.
 */
export function readHotelTimeZone(): string {
  const stored = readStorage(STORAGE_KEYS.hotelTimezone);
  if (stored && isTimeZone(stored)) return stored;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
