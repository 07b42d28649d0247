import { describe, expect, it } from 'vitest';
import { parseDate } from '@internationalized/date';
import { ORDER_LIMITS } from '@hotel/contracts/dining';
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

  it('asks for a time, and refuses one that has passed or lies beyond the window', () => {
    expect(scheduleProblem('asap', null, bangkok, now)).toBeNull();
    expect(scheduleProblem('scheduled', null, bangkok, now)).toBe('missing');
    expect(scheduleProblem('scheduled', 'not a time', bangkok, now)).toBe('invalid');
    expect(scheduleProblem('scheduled', '2025-03-15T10:00:00Z', bangkok, now)).toBe('invalid');
    expect(scheduleProblem('scheduled', '2025-03-16T05:00:00Z', bangkok, now)).toBeNull();
    expect(scheduleProblem('scheduled', '2025-03-28T16:59:00Z', bangkok, now)).toBeNull();
    expect(scheduleProblem('scheduled', '2025-03-28T17:00:00Z', bangkok, now)).toBe('invalid');
  });

  it('finds the hotel day of an instant', () => {
    expect(dayOf('2025-03-15T18:00:00Z', 'Asia/Bangkok')?.toString()).toBe('2025-03-16');
    expect(dayOf('garbage', 'Asia/Bangkok')).toBeNull();
  });
});
