import { describe, expect, it } from 'vitest';
import { dateTimeFormat, isTimeZone, numberFormat } from './intl-format.ts';

describe('Intl formatters kept once built', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const weekday = dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' })).toBe(weekday);
    expect(dateTimeFormat('th', { weekday: 'short', timeZone: 'UTC' })).not.toBe(weekday);
    expect(dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).not.toBe(weekday);
    expect(weekday.format(new Date('2026-11-27T12:00:00Z'))).toBe('Fri');
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en'));
  });

  it('throws what Intl throws for options it refuses, every time, and keeps nothing for them', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('tells a zone Intl knows from one it does not', () => {
    expect(isTimeZone('Asia/Bangkok')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
