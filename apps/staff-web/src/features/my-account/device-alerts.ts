import { STAFF_PUSH_TOPICS, type StaffPushTopic } from '@hotel/contracts/push';
import { STAFF_TOPIC_PERMISSIONS, type StaffPermission } from '@hotel/contracts/staff';
import { currentPushSubscription, unsubscribePush } from '@hotel/client-kit/push';
import { api } from '../../lib/api-client.ts';

/** The console's service worker scope: the guest app's worker (scope /) also covers /staff/ pages. */
export const CONSOLE_WORKER_SCOPE = '/staff/';

/** The queues a member may be alerted about: those whose console screen their role may use. */
export function alertTopicsFor(permissions: readonly StaffPermission[]): StaffPushTopic[] {
  return STAFF_PUSH_TOPICS.filter((topic) =>
    (STAFF_TOPIC_PERMISSIONS[topic] as readonly StaffPermission[]).some((permission) =>
      permissions.includes(permission),
    ),
  );
}

/** This device's subscription and the queues the server alerts it about (none when not subscribed). */
export async function readDeviceAlerts(): Promise<{ endpoint: string | null; topics: StaffPushTopic[] }> {
  const subscription = await currentPushSubscription({ scope: CONSOLE_WORKER_SCOPE });
  if (!subscription) return { endpoint: null, topics: [] };
  const { topics } = await api('/api/staff/push/subscription/', {
    query: { endpoint: subscription.endpoint },
  });
  return { endpoint: subscription.endpoint, topics };
}

/**
 * At sign-out: the server forgets this device's alerts and the browser ends its subscription, so the next
 * person at a shared desk gets no alerts of the last one's queues. Never throws: signing out goes on.
 */
export async function stopDeviceAlerts(): Promise<void> {
  const subscription = await currentPushSubscription({ scope: CONSOLE_WORKER_SCOPE });
  if (!subscription) return;
  try {
    await api('/api/staff/push/unsubscribe/', { method: 'POST', body: { endpoint: subscription.endpoint } });
  } catch {
    // Offline or already signed out: the push service's 410 for the ended subscription deletes the row.
  }
  await unsubscribePush({ scope: CONSOLE_WORKER_SCOPE });
}
