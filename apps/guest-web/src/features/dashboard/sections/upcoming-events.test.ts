import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@hotel/contracts/content';
import { upcomingEvents } from './upcoming-events.ts';

const event = (id: number, start: string): CalendarEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  start_time: start,
  end_time: null,
  location: '',
});

describe('upcomingEvents', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('keeps future events only, soonest first, at most 5', () => {
    const events = [
      event(1, '2026-11-25T09:00:00Z'),
      event(2, '2026-11-23T11:59:59Z'),
      event(3, '2026-11-23T12:30:00Z'),
      event(4, '2026-11-24T08:00:00Z'),
      event(5, '2026-11-26T08:00:00Z'),
      event(6, '2026-11-27T08:00:00Z'),
      event(7, '2026-11-23T12:00:00Z'),
      event(8, '2026-11-28T08:00:00Z'),
      event(9, 'not a date'),
    ];
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual([3, 4, 1, 5, 6]);
  });

  it('does not change the list it is given', () => {
    const events = [event(2, '2026-11-25T09:00:00Z'), event(1, '2026-11-24T09:00:00Z')];
    upcomingEvents(events, now);
    expect(events.map((e) => e.id)).toEqual([2, 1]);
  });
});
