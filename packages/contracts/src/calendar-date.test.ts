import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date.ts';

const now = new Date(2025, 5, 1);

describe('calendar dates', () => {
  it("formats in the guest's language, leaving out this year", () => {
    expect(formatCalendarDate('2025-03-14', 'en', now)).toBe('Fri, Mar 14');
    expect(formatCalendarDate('2025-03-14', 'de', now)).toBe('Fr., 14. März');
    expect(formatCalendarDate('2026-01-02', 'en', now)).toBe('Fri, Jan 2, 2026');
  });

  it('never shifts the day, whatever the zone', () => {
    // 1 January stays 1 January even for a device far west of UTC, where local midnight UTC is 31 December.
    expect(formatCalendarDate('2025-01-01', 'en', now)).toBe('Wed, Jan 1');
  });

  it('returns anything that is not a date as it came', () => {
    expect(formatCalendarDate('soon', 'en', now)).toBe('soon');
  });
});
