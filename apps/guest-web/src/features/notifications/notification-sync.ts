import { fetchNotifications } from './notifications-api.ts';
import { fromStoredNotification } from './notification-from-message.ts';
import { latestServerId, useNotificationStore, type AppNotification } from './notification-store.ts';

let queue: Promise<void> = Promise.resolve();

/**
 * Brings the store up to date with the server: the whole feed the first time, afterwards only what is newer than
 * the newest id seen (GET /api/notifications/?since_id=), which is what a phone misses while its socket is down or
 * the page is in the background. Runs one at a time; a failure is logged (SPEC section 8) and the next run retries.
 */
export function syncNotifications(onAdded: (notification: AppNotification) => void): Promise<void> {
  const run = () =>
    syncOnce(onAdded).catch((error: unknown) => {
      console.error('Could not load notifications', error);
    });
  queue = queue.then(run, run);
  return queue;
}

/** Settles once every sync asked for so far has run: a screen's tests wait for it before the next case. */
export function notificationSyncsSettled(): Promise<void> {
  return queue;
}

async function syncOnce(onAdded: (notification: AppNotification) => void): Promise<void> {
  const store = useNotificationStore.getState();
  if (!store.initialized) {
    const list = await fetchNotifications();
    useNotificationStore
      .getState()
      .loadNotifications(list.notifications.map(fromStoredNotification), list.unread_count);
    return;
  }
  const list = await fetchNotifications(latestServerId() ?? 0);
  // Back from a dropped connection with several missed: one toast, the newest unread; the badge and the panel
  // hold the rest (a burst of toasts at once would cover the page). The list comes newest first.
  const toastId = list.notifications.find((item) => !item.read)?.id;
  // Oldest first, so the newest ends up on top.
  for (const item of [...list.notifications].reverse()) {
    const added = useNotificationStore
      .getState()
      .addNotification({ ...fromStoredNotification(item), showToast: item.id === toastId });
    if (added) onAdded(added);
  }
}
