import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStorage } from './storage.ts';
import { formatHotelDateTime, isDueNow, readHotelTimeZone } from './hotel-time.ts';

describe('hotel time', () => {
  it('reads the adopted hotel zone and ignores one the browser does not know', () => {
    writeStorage(STORAGE_KEYS.hotelTimezone, 'Asia/Bangkok');
    expect(readHotelTimeZone()).toBe('Asia/Bangkok');
    writeStorage(STORAGE_KEYS.hotelTimezone, 'Mars/Olympus');
    expect(readHotelTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("shows an instant on the hotel's clock", () => {
    expect(formatHotelDateTime('2025-03-15T05:30:00Z', 'en', 'Asia/Bangkok')).toBe('Sat, Mar 15, 12:30 PM');
    expect(formatHotelDateTime('2025-03-15T05:30:00Z', 'en', 'Europe/Madrid')).toBe('Sat, Mar 15, 6:30 AM');
    expect(formatHotelDateTime('soon', 'en', 'Asia/Bangkok')).toBeNull();
  });

  it('treats no time, a passed time and garbage as now', () => {
    const now = Date.parse('2025-03-15T05:30:00Z');
    expect(isDueNow(null, now)).toBe(true);
    expect(isDueNow('2025-03-15T05:29:59Z', now)).toBe(true);
    expect(isDueNow('garbage', now)).toBe(true);
    expect(isDueNow('2025-03-15T05:31:00Z', now)).toBe(false);
  });
});
