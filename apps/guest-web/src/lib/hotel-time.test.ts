import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStorage } from './storage.ts';
import { readHotelTimeZone } from './hotel-time.ts';

describe('hotel time', () => {
  it('reads the adopted hotel zone and ignores one the browser does not know', () => {
    writeStorage(STORAGE_KEYS.hotelTimezone, 'Asia/Bangkok');
    expect(readHotelTimeZone()).toBe('Asia/Bangkok');
    writeStorage(STORAGE_KEYS.hotelTimezone, 'Mars/Olympus');
    expect(readHotelTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
