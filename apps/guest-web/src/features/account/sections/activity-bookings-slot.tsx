/**
 * Account section slot: 'Your activities', with its own 'show cancelled' toggle and a cancel button where
 * can_cancel is true. Empty until the activities issue fills it; the account page already renders it in SPEC
 * order.
 */
export function ActivityBookingsSlot(): null {
  return null;
}
