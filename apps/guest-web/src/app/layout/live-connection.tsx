import { useNotificationFeed } from '../../features/notifications/index.ts';
import { useBookingChannel } from '../../features/requests/index.ts';

/**
 * The guest's live sockets, for as long as the shell (every logged-in screen) is mounted: the notification channel
 * (notifications, order and booking updates, chat) and the booking channel (service-request updates).
 */
export function LiveConnection(): null {
  useNotificationFeed();
  useBookingChannel();
  return null;
}
