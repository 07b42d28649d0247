import { createElement } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { toast, type ExternalToast } from 'sonner';
import type { AppNotification } from './notification-store.ts';

/** SPEC section 9: live notification toasts auto-hide after 8000 ms. */
export const LIVE_TOAST_DURATION_MS = 8000;

/**
 * A toast for a live notification, in its variant (SPEC section 4). The toast id is the notification's, so the same
 * notification can never stack twice: sonner updates a toast whose id is already showing.
 */
export function showNotificationToast(notification: AppNotification, open?: () => void): void {
  const options: ExternalToast = {
    id: `notification-${notification.id}`,
    // Its own direction: an English message from the server in an Arabic page keeps its punctuation in place.
    description: createElement('bdi', null, notification.message),
    duration: LIVE_TOAST_DURATION_MS,
    action: open ? { label: i18n.t('notifications.view'), onClick: open } : undefined,
  };
  switch (notification.variant) {
    case 'success':
      toast.success(notification.title, options);
      break;
    case 'error':
      toast.error(notification.title, options);
      break;
    case 'warning':
      toast.warning(notification.title, options);
      break;
    case 'info':
      toast.info(notification.title, options);
      break;
    default:
      toast(notification.title, options);
  }
}
