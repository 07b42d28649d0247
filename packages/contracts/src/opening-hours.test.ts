import { describe, expect, it } from 'vitest';
import { WEEKDAYS, isOpenAt, weekdayOf, type OpeningHours } from './opening-hours.ts';

const closedAllWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as OpeningHours;
const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

describe('opening hours', () => {
  it('names the weekday of a calendar date', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(weekdayOf('2024-02-29')).toBe('thu');
  });

  it('is open from the opening minute up to, not at, the closing one', () => {
    const hours = { ...closedAllWeek, tue: [{ opens: '07:00', closes: '10:30' }] };
    expect(isOpenAt(hours, 'tue', at('06:59'))).toBe(false);
    expect(isOpenAt(hours, 'tue', at('07:00'))).toBe(true);
    expect(isOpenAt(hours, 'tue', at('10:29'))).toBe(true);
    expect(isOpenAt(hours, 'tue', at('10:30'))).toBe(false);
    expect(isOpenAt(hours, 'wed', at('08:00'))).toBe(false);
  });

  it('carries an opening that closes after midnight into the next morning, Sunday into Monday too', () => {
    const hours = { ...closedAllWeek, sun: [{ opens: '18:00', closes: '02:00' }] };
    expect(isOpenAt(hours, 'sun', at('17:59'))).toBe(false);
    expect(isOpenAt(hours, 'sun', at('23:45'))).toBe(true);
    expect(isOpenAt(hours, 'mon', at('01:59'))).toBe(true);
    expect(isOpenAt(hours, 'mon', at('02:00'))).toBe(false);
    expect(isOpenAt(hours, 'sun', at('01:00'))).toBe(false);
  });

  it('is open around the clock when no hours are set', () => {
    expect(isOpenAt(null, 'sat', 0)).toBe(true);
    expect(isOpenAt(closedAllWeek, 'sat', 0)).toBe(false);
  });
});
