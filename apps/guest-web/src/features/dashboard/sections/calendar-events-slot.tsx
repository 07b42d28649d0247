import { CalendarEventsWidget } from './calendar-events-widget.tsx';

/** Dashboard section slot: calendar events, the next 5, refreshed every 300000 ms. */
export function CalendarEventsSlot() {
  return <CalendarEventsWidget />;
}
