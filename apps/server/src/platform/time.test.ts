import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, endOfDayInZone, isValidTimeZone, zonedToInstant } from './time.ts';

describe('time in a hotel zone', () => {
  it('gives the local calendar date on either side of midnight', () => {
    const instant = new Date('2026-11-21T18:30:00Z');
    expect(dateInZone(instant, 'Asia/Bangkok')).toBe('2026-11-22');
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-11-21');
  });

  it('turns wall-clock time into the right instant, across DST', () => {
    expect(zonedToInstant('2026-11-22', '09:00', 'Asia/Bangkok').toISOString()).toBe(
      '2026-11-22T02:00:00.000Z',
    );
    expect(zonedToInstant('2026-07-01', '12:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-01', '12:00', 'Europe/Paris').toISOString()).toBe(
      '2026-01-01T11:00:00.000Z',
    );
  });

  it('ends the check-out day at the next local midnight', () => {
    expect(endOfDayInZone('2026-11-25', 'Asia/Bangkok').toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });

  it('adds days over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows real zones from made-up ones', () => {
    expect(isValidTimeZone('Asia/Bangkok')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
