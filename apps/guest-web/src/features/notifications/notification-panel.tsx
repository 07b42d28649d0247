import type { RefObject } from 'react';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { OverlayState } from '../../components/ui/lazy-overlay.tsx';
import { OverlayLocale } from '../../components/ui/overlay-locale.tsx';
import { readHotelTimeZone } from '../../lib/hotel-time.ts';
import { clearServerNotifications, logFailure, markNotificationsRead } from './notifications-api.ts';
import {
  useNotificationStore,
  type AppNotification,
  type NotificationId,
  type NotificationType,
} from './notification-store.ts';
import { notificationTarget } from './notification-target.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** SPEC section 9: the panel is 350 px wide and at most 500 px high. */
const PANEL_MAX_HEIGHT = 500;

/** SPEC section 2: chat green, booking_update blue, order_update orange, other grey; AA in light and dark. */
const TITLE_COLOUR: Record<NotificationType, string> = {
  chat: 'text-green-800 dark:text-green-400',
  booking_update: 'text-blue-700 dark:text-blue-300',
  order_update: 'text-orange-800 dark:text-orange-300',
  other: 'text-gray-600 dark:text-gray-400',
};
const MARKER_COLOUR: Record<NotificationType, string> = {
  chat: 'bg-green-600 dark:bg-green-400',
  booking_update: 'bg-blue-600 dark:bg-blue-300',
  order_update: 'bg-orange-600 dark:bg-orange-300',
  other: 'bg-gray-400 dark:bg-gray-500',
};

const serverId = (id: NotificationId): number | null =>
  typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : null;

/** "14:05" today, "12 Mar, 14:05" before; in the guest's language and the hotel's time zone. */
function formatTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = readHotelTimeZone();
  const day = (value: Date) =>
    dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
  try {
    return dateTimeFormat(language, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(day(date) === day(now) ? {} : { day: 'numeric', month: 'short' }),
    }).format(date);
  } catch {
    return date.toLocaleString();
  }
}

/** The notification panel (SPEC section 2), below the bell that opens it (`NotificationBell`). */
export function NotificationPopover({
  isOpen,
  onOpenChange,
  triggerRef,
  newIds,
}: OverlayState & {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The entries that were unread when the panel opened: highlighted until it closes. */
  newIds: ReadonlySet<NotificationId>;
}) {
  return (
    <OverlayLocale>
      {/* 350 px (SPEC), under the bell; on a phone narrower than 366 px, the screen's width less 8 px each side. */}
      <Popover
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        triggerRef={triggerRef}
        placement="bottom end"
        offset={6}
        containerPadding={8}
        maxHeight={PANEL_MAX_HEIGHT}
        className="flex w-[350px] max-w-[calc(100vw-16px)] flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised text-ink shadow-2xl outline-none data-entering:animate-[fade-in_150ms_ease-out] data-exiting:animate-[fade-in_100ms_ease-in_reverse]"
      >
        <NotificationPanel newIds={newIds} onClose={() => onOpenChange(false)} />
      </Popover>
    </OverlayLocale>
  );
}

function NotificationPanel({
  newIds,
  onClose,
}: {
  newIds: ReadonlySet<NotificationId>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifications = useNotificationStore((state) => state.notifications);
  const markAsRead = useNotificationStore((state) => state.markAsRead);
  const markAllAsRead = useNotificationStore((state) => state.markAllAsRead);
  const clearNotifications = useNotificationStore((state) => state.clearNotifications);
  const hasAny = notifications.length > 0;

  const open = (notification: AppNotification) => {
    onClose();
    if (!notification.read) {
      markAsRead(notification.id);
      const id = serverId(notification.id);
      if (id !== null) markNotificationsRead([id]).catch(logFailure('Could not mark a notification read'));
    }
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
        <Heading slot="title" className="text-base font-bold">
          {t('notifications.title')}
        </Heading>
        {hasAny ? (
          <Button
            onPress={() => {
              markAllAsRead();
              markNotificationsRead().catch(logFailure('Could not mark notifications read'));
            }}
            className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-surface"
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
      {hasAny ? (
        <ul className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {notifications.map((notification) => {
            const highlighted = !notification.read || newIds.has(notification.id);
            return (
              <li key={String(notification.id)} className="border-b border-line last:border-b-0">
                <button
                  type="button"
                  onClick={() => open(notification)}
                  data-unread={highlighted || undefined}
                  className={`flex w-full items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-surface ${
                    highlighted ? 'bg-surface' : ''
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 size-2.5 shrink-0 rounded-full ${
                      highlighted ? MARKER_COLOUR[notification.type] : 'bg-transparent'
                    }`}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`text-sm font-bold ${TITLE_COLOUR[notification.type]}`}>
                        {highlighted ? <span className="sr-only">{t('notifications.unread')} </span> : null}
                        {/* The server's words may be in another script than the page: each keeps its own direction. */}
                        <bdi>{notification.title}</bdi>
                      </span>
                      <time dateTime={notification.createdAt} className="shrink-0 text-xs text-ink-muted">
                        {formatTime(notification.createdAt, i18n.language)}
                      </time>
                    </span>
                    <span className={`text-sm ${highlighted ? 'font-medium text-ink' : 'text-ink-muted'}`}>
                      <bdi>{notification.message}</bdi>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-4 py-8 text-center text-sm text-ink-muted">{t('notifications.empty')}</p>
      )}
      <div className="border-t border-line px-2 py-1">
        <Button
          isDisabled={!hasAny}
          onPress={() => {
            clearNotifications();
            clearServerNotifications().catch(logFailure('Could not clear notifications'));
          }}
          className="min-h-11 w-full rounded-lg px-3 text-sm font-semibold text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('notifications.clearAll')}
        </Button>
      </div>
    </Dialog>
  );
}
