/**
 * Dashboard section slot: calendar events, the next 5, refreshed every 300000 ms.
 * Empty until the content issue fills it; the dashboard already renders it in SPEC order.
 */
export function CalendarEventsSlot(): null {
  return null;
}
