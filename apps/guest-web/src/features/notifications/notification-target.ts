import type { AppNotification } from './notification-store.ts';

/**
 * Where an entry leads (SPEC section 2, notification panel): chat to /chat/{conversation_id}, booking_update to
 * /bookings/{booking_id}, order_update to /orders/{order_id}. Other notifications, and entries without the id,
 * lead nowhere.
 */
export function notificationTarget(notification: AppNotification): string | null {
  switch (notification.type) {
    case 'chat':
      return notification.conversation_id === undefined ? null : `/chat/${notification.conversation_id}`;
    case 'booking_update':
      return notification.booking_id === undefined ? null : `/bookings/${notification.booking_id}`;
    case 'order_update':
      return notification.order_id === undefined ? null : `/orders/${notification.order_id}`;
    default:
      return null;
  }
}
