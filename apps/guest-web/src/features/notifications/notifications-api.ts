import type {
  NotificationCountsResponse,
  NotificationItem,
  NotificationListResponse,
} from '@hotel/contracts/live';
import { api } from '../../lib/api-client.ts';

/** For a call whose failure the guest need not see (marking read): the console says what failed. */
export const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/** GET /api/notifications/ (the api client adds hotel_id); with since_id, only what is newer. Newest first. */
export async function fetchNotifications(sinceId?: number): Promise<NotificationListResponse> {
  const list = await api.get<NotificationListResponse>('notifications', {
    query: { since_id: sinceId },
    schema: import.meta.env.DEV
      ? (await import('@hotel/contracts/live')).notificationListResponse
      : undefined,
  });
  // Read defensively in production, where the contract is not checked.
  return {
    notifications: Array.isArray(list?.notifications) ? list.notifications : [],
    unread_count: typeof list?.unread_count === 'number' ? list.unread_count : 0,
    has_more: list?.has_more === true,
  };
}

/** POST /api/notifications/read/: the given ids, or every notification of the stay without ids. */
export function markNotificationsRead(ids?: number[]): Promise<NotificationCountsResponse> {
  return api.post<NotificationCountsResponse>('notifications/read', ids ? { ids } : {});
}

/** POST /api/notifications/clear/ (Clear All). */
export function clearServerNotifications(): Promise<NotificationCountsResponse> {
  return api.post<NotificationCountsResponse>('notifications/clear');
}

export type { NotificationItem };
