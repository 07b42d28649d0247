import { NotificationBell } from '../../features/notifications/index.ts';
import { RequestsTooltip, ServiceRequestButtons } from '../../features/requests/index.ts';

interface GuestActionsSlotProps {
  /** The bar's icon-button look, its pressed look and its badge, which follow its light or dark tone. */
  buttonClassName: string;
  activeClassName: string;
  badgeClassName: string;
}

/**
 * Navigation-bar slot for the guest's live actions, before the cart link: the service-request toggles (in the bar
 * on wide screens, in the mobile menu on phones), the notification bell with its unread badge, and the one-time
 * requests hint.
 */
export function GuestActionsSlot({
  buttonClassName,
  activeClassName,
  badgeClassName,
}: GuestActionsSlotProps) {
  return (
    <>
      <ServiceRequestButtons
        layout="bar"
        buttonClassName={buttonClassName}
        activeClassName={activeClassName}
      />
      <NotificationBell className={buttonClassName} badgeClass={badgeClassName} />
      <RequestsTooltip />
    </>
  );
}
