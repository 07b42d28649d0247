import { BILL_NOTICE_STATUSES } from './bill-notices.ts';
import type { NotificationType } from './live-messages.ts';

/** What a notification's target is read from; the guest app's panel entry and the server's push both have it. */
export interface NotificationTargetFields {
  type: NotificationType;
  conversation_id?: number | undefined;
  booking_id?: number | undefined;
  order_id?: number | undefined;
  status?: string | undefined;
}

const BILL_STATUSES: ReadonlySet<string> = new Set(Object.values(BILL_NOTICE_STATUSES));

/** The account page, whose first section is the bill. */
const BILL_PATH = '/account';

/**
 * Where a notification leads in the guest app (SPEC section 2, notification panel): chat to
 * /chat/{conversation_id}, booking_update to /bookings/{booking_id}, order_update to /orders/{order_id}; a
 * payment received or an answer about a bill line to the bill. Other notifications (a request done: nothing
 * more to see), and entries without the id, lead nowhere. Without zod: the guest app imports it at run time;
 * the server opens the same screen from a push message.
 */
export function notificationTarget(notification: NotificationTargetFields): string | null {
  switch (notification.type) {
    case 'chat':
      return notification.conversation_id === undefined ? null : `/chat/${notification.conversation_id}`;
    case 'booking_update':
      return notification.booking_id === undefined ? null : `/bookings/${notification.booking_id}`;
    case 'order_update':
      return notification.order_id === undefined ? null : `/orders/${notification.order_id}`;
    default:
      return notification.status !== undefined && BILL_STATUSES.has(notification.status) ? BILL_PATH : null;
  }
}
