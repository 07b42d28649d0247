import { describe, expect, it } from 'vitest';
import {
  formatHotelDateTime,
  hotelDateOf,
  hotelLocalToIso,
  isDueNow,
  isoToHotelLocal,
} from './hotel-time.ts';

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

  it('gives the hotel’s date of an instant, which may be another day than UTC’s', () => {
    expect(hotelDateOf('Asia/Bangkok', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(hotelDateOf('America/Lima', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });
});

describe('hotel time for the guest', () => {
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
