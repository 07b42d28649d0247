import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from 'sonner';
import { BellIcon } from '../../components/ui/icons.tsx';
import { lazyOverlay } from '../../components/ui/lazy-overlay.tsx';
import { logFailure, markNotificationsRead } from './notifications-api.ts';
import { useNotificationStore, type NotificationId } from './notification-store.ts';

/** SPEC section 9: the badge shows at most 99. */
export const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export const notificationPopover = lazyOverlay(() =>
  import('./notification-panel.tsx').then((module) => module.NotificationPopover),
);

/**
 * The bell in the navigation bar and its panel (SPEC section 2, notification panel). Opening the panel marks
 * everything read, here and on the server; the entries that were unread when it opened stay highlighted until it
 * closes, so the guest can still see what is new. The panel's code loads on first open.
 */
export function NotificationBell({ className, badgeClass }: { className: string; badgeClass: string }) {
  const { t } = useTranslation();
  const unreadCount = useNotificationStore((state) => state.unreadCount);
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [newIds, setNewIds] = useState<ReadonlySet<NotificationId>>(new Set());

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) return;
    // The panel shows them all; toasts left on top of it would only hide its first entries.
    toast.dismiss();
    const store = useNotificationStore.getState();
    const unread = store.notifications.filter((notification) => !notification.read);
    setNewIds(new Set(unread.map((notification) => notification.id)));
    if (unread.length === 0 && store.unreadCount === 0) return;
    store.markAllAsRead();
    markNotificationsRead().catch(logFailure('Could not mark notifications read'));
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(true)}
        aria-label={
          unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell')
        }
        className={className}
      >
        <BellIcon className="size-6" />
        {unreadCount > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className={`absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${badgeClass}`}
          >
            {badgeText(unreadCount)}
          </span>
        ) : null}
      </button>
      <notificationPopover.Overlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        triggerRef={triggerRef}
        newIds={newIds}
      />
    </>
  );
}
