import { GuestBookingsSection } from '../../activities/guest-bookings-section.lazy.tsx';

/** Account section: 'Your activities', owned by the activities feature. */
export function ActivityBookingsSlot() {
  return <GuestBookingsSection />;
}
