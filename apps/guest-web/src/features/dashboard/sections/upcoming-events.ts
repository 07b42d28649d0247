import type { CalendarEvent } from '@hotel/contracts/content';

/** SPEC section 9: the widget shows 5 events. */
export const EVENTS_SHOWN = 5;

/**
 * SPEC section 7: only future events are kept, sorted by start, and the first 5 shown. Judged again on the
 * device's clock, since an event may start between two refreshes.
 */
export function upcomingEvents(events: readonly CalendarEvent[], now: number): CalendarEvent[] {
  return events
    .filter((event) => {
      const start = Date.parse(event.start_time);
      return !Number.isNaN(start) && start > now;
    })
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
    .slice(0, EVENTS_SHOWN);
}
