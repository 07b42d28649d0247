/**
 * Dashboard section slot: slideshow, advancing every 5 s and pausing on hover.
 * Empty until the content issue fills it; the dashboard already renders it in SPEC order.
 */
export function SlideshowSlot(): null {
  return null;
}
