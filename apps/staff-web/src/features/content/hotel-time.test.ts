import { describe, expect, it } from 'vitest';
import { hotelLocalToIso, isoToHotelLocal } from './hotel-time.ts';

describe('hotel wall clock', () => {
  it('reads a datetime-local value in the hotel’s zone, and back', () => {
    expect(hotelLocalToIso('2026-11-24T18:30', 'Asia/Bangkok')).toBe('2026-11-24T11:30:00.000Z');
    expect(isoToHotelLocal('2026-11-24T11:30:00.000Z', 'Asia/Bangkok')).toBe('2026-11-24T18:30');
    // Madrid in summer is UTC+2, in winter UTC+1.
    expect(hotelLocalToIso('2026-07-01T09:00', 'Europe/Madrid')).toBe('2026-07-01T07:00:00.000Z');
    expect(hotelLocalToIso('2026-12-01T09:00', 'Europe/Madrid')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('treats empty as no time', () => {
    expect(hotelLocalToIso('', 'Asia/Bangkok')).toBeNull();
    expect(isoToHotelLocal(null, 'Asia/Bangkok')).toBe('');
  });
});
