import { describe, expect, it } from 'vitest';
import { isClosed, slotsOfDay, weekdayOf, type ScheduleRecord } from './slots.ts';

const weekly = (overrides: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  id: 1,
  activityId: 7,
  kind: 'weekly',
  weekdays: [1],
  onDate: null,
  opensAt: '09:00',
  closesAt: '11:30',
  slotMinutes: 60,
  capacity: 4,
  ...overrides,
});

describe('slotsOfDay', () => {
  it('cuts weekly hours into whole slots on the listed weekdays, in the hotel’s zone', () => {
    // 2026-11-23 is a Monday.
    expect(weekdayOf('2026-11-23')).toBe(1);
    const slots = slotsOfDay([weekly()], '2026-11-23', 'Asia/Bangkok');
    expect(slots.map((slot) => [slot.startTime, slot.endTime, slot.startsAt.toISOString()])).toEqual([
      ['09:00', '10:00', '2026-11-23T02:00:00.000Z'],
      ['10:00', '11:00', '2026-11-23T03:00:00.000Z'],
    ]);
    expect(slotsOfDay([weekly()], '2026-11-24', 'Asia/Bangkok')).toEqual([]);
  });

  it('places a session on its date only, and keeps one slot when two schedules start at once', () => {
    const session: ScheduleRecord = weekly({
      id: 2,
      kind: 'session',
      weekdays: [],
      onDate: '2026-11-23',
      opensAt: '10:00',
      closesAt: null,
      slotMinutes: 90,
      capacity: 9,
    });
    const slots = slotsOfDay([weekly(), session], '2026-11-23', 'UTC');
    expect(slots.map((slot) => [slot.startTime, slot.endTime, slot.capacity])).toEqual([
      ['09:00', '10:00', 4],
      ['10:00', '11:00', 4],
    ]);
    expect(slotsOfDay([session], '2026-11-23', 'UTC').map((slot) => slot.endTime)).toEqual(['11:30']);
  });

  it('follows daylight saving: 09:00 in Madrid is 07:00 UTC in summer and 08:00 UTC in winter', () => {
    const daily = weekly({ weekdays: [0, 1, 2, 3, 4, 5, 6], closesAt: '10:00' });
    expect(slotsOfDay([daily], '2026-07-01', 'Europe/Madrid')[0]!.startsAt.toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(slotsOfDay([daily], '2026-12-01', 'Europe/Madrid')[0]!.startsAt.toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
  });

  it('tells a closed day and a closed slot apart', () => {
    const closure = {
      id: 1,
      activityId: 7,
      onDate: '2026-11-23',
      startTime: '10:00',
      reason: 'x',
      cancelledBookings: 0,
    };
    expect(isClosed({ activityId: 7, date: '2026-11-23', startTime: '10:00' }, [closure])).toBe(true);
    expect(isClosed({ activityId: 7, date: '2026-11-23', startTime: '09:00' }, [closure])).toBe(false);
    expect(
      isClosed({ activityId: 7, date: '2026-11-23', startTime: '09:00' }, [{ ...closure, startTime: null }]),
    ).toBe(true);
    expect(isClosed({ activityId: 8, date: '2026-11-23', startTime: '10:00' }, [closure])).toBe(false);
  });
});
