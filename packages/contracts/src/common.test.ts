import { describe, expect, it } from 'vitest';
import { isoDate } from './common.ts';
import { stayDate } from './stays.ts';

describe('calendar dates', () => {
  it.each(['2026-13-01', '2026-02-29', '2026-00-10', '2026-04-31', '2026-1-01', '2026-01-01T00:00', ''])(
    'refuses %s, which is not a day of the calendar',
    (value) => {
      const result = isoDate.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Expected a real date as YYYY-MM-DD');
      expect(stayDate('Check-in').safeParse(value).success).toBe(false);
    },
  );

  it.each(['2028-02-29', '2026-12-31', '2026-01-01', '2000-02-29'])('takes %s', (value) => {
    expect(isoDate.parse(value)).toBe(value);
    expect(stayDate('Check-in').parse(value)).toBe(value);
  });

  it('refuses 1900-02-29 (not a leap year) and takes 2000-02-29 (a leap year)', () => {
    expect(isoDate.safeParse('1900-02-29').success).toBe(false);
    expect(isoDate.safeParse('2000-02-29').success).toBe(true);
  });
});
