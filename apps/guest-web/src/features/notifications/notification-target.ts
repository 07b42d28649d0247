import { notificationTarget as targetOf } from '@hotel/contracts/notification-target';
import type { AppNotification } from './notification-store.ts';

/**
 * Where an entry leads (SPEC section 2, notification panel), or null: the contracts' rule, which the server's
 * push messages open too, so a tap on the lock screen and a tap in the panel land on the same screen.
 */
export function notificationTarget(notification: AppNotification): string | null {
  return targetOf(notification);
}
