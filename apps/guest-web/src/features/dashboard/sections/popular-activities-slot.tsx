/**
 * Dashboard section slot: popular activities.
 * Empty until the activities issue fills it; the dashboard already renders it in SPEC order.
 */
export function PopularActivitiesSlot(): null {
  return null;
}
