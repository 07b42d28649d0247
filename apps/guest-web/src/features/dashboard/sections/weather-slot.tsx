/**
 * Dashboard section slot: weather widget ('Unable to retrieve weather data.' on failure).
 * Empty until the content issue fills it; the dashboard already renders it in SPEC order.
 */
export function WeatherSlot(): null {
  return null;
}
