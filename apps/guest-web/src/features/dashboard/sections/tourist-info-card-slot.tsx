/**
 * Dashboard section slot: tourist-info card linking to /tourist-info.
 * Empty until the tourist-info issue fills it; the dashboard already renders it in SPEC order.
 */
export function TouristInfoCardSlot(): null {
  return null;
}
