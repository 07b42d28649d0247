import { describe, expect, it } from 'vitest';
import { parseDate } from '@internationalized/date';
import { ORDER_LIMITS } from '@hotel/contracts/dining';
import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/opening-hours';
import { SCHEDULE_WINDOW_DAYS, daySlots, dayOf, scheduleProblem, scheduleWindow } from './schedule.ts';

// 2025-03-15 17:07 in Bangkok (UTC+7).
const now = new Date('2025-03-15T10:07:30Z');
const bangkok = scheduleWindow('Asia/Bangkok', now);

describe('order scheduling window (SPEC sections 5 and 9)', () => {
  it('offers 14 days starting today on the hotel’s calendar', () => {
    expect(SCHEDULE_WINDOW_DAYS).toBe(ORDER_LIMITS.scheduleWindowDays);
    expect(bangkok.days).toHaveLength(14);
    expect(bangkok.days[0]?.toString()).toBe('2025-03-15');
    expect(bangkok.days[13]?.toString()).toBe('2025-03-28');
    // Just before midnight UTC it is already the next day in Bangkok.
    expect(scheduleWindow('Asia/Bangkok', new Date('2025-03-15T23:30:00Z')).days[0]?.toString()).toBe(
      '2025-03-16',
    );
  });

  it('starts today at the current moment in the hotel’s zone', () => {
    const today = daySlots(bangkok, parseDate('2025-03-15'));
    expect(today[0]?.toAbsoluteString()).toBe('2025-03-15T10:15:00.000Z');
    expect(today.at(-1)?.toAbsoluteString()).toBe('2025-03-15T16:45:00.000Z');
    const tomorrow = daySlots(bangkok, parseDate('2025-03-16'));
    expect(tomorrow).toHaveLength(96);
    expect(tomorrow[0]?.toAbsoluteString()).toBe('2025-03-15T17:00:00.000Z');
  });

  it('keeps each instant once across a clock change', () => {
    // Madrid falls back on 2025-10-26: 02:00–03:00 happens twice; springs forward on 2025-03-30.
    const window = scheduleWindow('Europe/Madrid', new Date('2025-03-25T10:00:00Z'));
    const spring = daySlots(window, parseDate('2025-03-30'));
    expect(spring).toHaveLength(92);
    const times = spring.map((slot) => slot.toDate().getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('offers only the quarter hours inside the opening hours, a late opening running past midnight', () => {
    // 2025-03-16 is a Sunday: breakfast, then a bar whose Saturday opening runs to 01:00 on Sunday.
    const hours = {
      ...Object.fromEntries(WEEKDAYS.map((day) => [day, []])),
      sat: [{ opens: '20:00', closes: '01:00' }],
      sun: [
        { opens: '07:00', closes: '10:30' },
        { opens: '18:00', closes: '22:00' },
      ],
    } as OpeningHours;
    const sunday = daySlots(bangkok, parseDate('2025-03-16'), hours).map((slot) =>
      slot.toString().slice(11, 16),
    );
    expect(sunday.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '07:00']);
    expect(sunday).toContain('10:15');
    expect(sunday).not.toContain('10:30');
    expect(sunday).toContain('18:00');
    expect(sunday.at(-1)).toBe('21:45');
    expect(sunday).toHaveLength(4 + 14 + 16);
    // Monday is closed all day: no time to offer, so its chip is disabled.
    expect(daySlots(bangkok, parseDate('2025-03-17'), hours)).toHaveLength(0);
    // A time kept from the cart that the place is closed at.
    expect(scheduleProblem('scheduled', '2025-03-16T05:00:00Z', bangkok, { now, hours })).toBe('closed');
    expect(scheduleProblem('scheduled', '2025-03-16T01:00:00Z', bangkok, { now, hours })).toBeNull();
  });

  it('asks for a time, and refuses one that has passed or lies beyond the window', () => {
    expect(scheduleProblem('asap', null, bangkok, { now })).toBeNull();
    expect(scheduleProblem('scheduled', null, bangkok, { now })).toBe('missing');
    expect(scheduleProblem('scheduled', 'not a time', bangkok, { now })).toBe('invalid');
    expect(scheduleProblem('scheduled', '2025-03-15T10:00:00Z', bangkok, { now })).toBe('invalid');
    expect(scheduleProblem('scheduled', '2025-03-16T05:00:00Z', bangkok, { now })).toBeNull();
    expect(scheduleProblem('scheduled', '2025-03-28T16:59:00Z', bangkok, { now })).toBeNull();
    expect(scheduleProblem('scheduled', '2025-03-28T17:00:00Z', bangkok, { now })).toBe('invalid');
  });

  it('finds the hotel day of an instant', () => {
    expect(dayOf('2025-03-15T18:00:00Z', 'Asia/Bangkok')?.toString()).toBe('2025-03-16');
    expect(dayOf('garbage', 'Asia/Bangkok')).toBeNull();
  });
});
