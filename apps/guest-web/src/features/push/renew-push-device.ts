import { currentPushSubscription, pushPermission, subscriptionBody } from '@hotel/client-kit/push';
import { api } from '../../lib/api-client.ts';
import { appQueryClient } from '../../lib/query-client.ts';
import { guestSessionQueryOptions } from '../../lib/session/guest-session.ts';
import { readPushChoice, stayOf } from './push-choice.ts';

/**
 * When the app starts on a phone that chose updates for this stay, its subscription is sent again (an upsert on
 * the server): a row the server dropped (the push service answered 410, the stay's ten-device limit, keys
 * replaced) comes back without the guest noticing. Never throws: a failure waits for the next start.
 */
export async function renewPushDevice(): Promise<void> {
  try {
    if (pushPermission() !== 'granted') return;
    const session = await appQueryClient.fetchQuery(guestSessionQueryOptions());
    if (readPushChoice(stayOf(session)) !== 'on') return;
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await api.post<{ ok: true }>('guest/push/subscribe', subscriptionBody(subscription));
  } catch {
    // Offline, no session or push off on the server: nothing to renew now.
  }
}
