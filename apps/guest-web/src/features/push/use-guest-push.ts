import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKeyResponse } from '@hotel/contracts/push';
import {
  currentPushSubscription,
  pushPermission,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from '@hotel/client-kit/push';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { guestSessionQueryOptions } from '../../lib/session/guest-session.ts';
import { readPushChoice, rememberPushChoice, stayOf, type PushChoice } from './push-choice.ts';

/**
 * Where this phone stands with updates when the app is closed:
 * - `loading`: the server's key, the stay or the browser's subscription is not known yet;
 * - `off-on-server`: the hotel's server has push off (no VAPID key), or its key could not be read: offer nothing;
 * - `unsupported`, `install-first` (iPhone and iPad: only an app added to the Home Screen takes pushes);
 * - `denied`: blocked in the browser, which only its settings undo;
 * - `off` and `on` (subscribed in the browser and chosen for this stay).
 */
export type GuestPushStatus =
  'loading' | 'off-on-server' | 'unsupported' | 'install-first' | 'denied' | 'off' | 'on';

/** The server's VAPID key: it changes only with the server's configuration. */
export function pushKeyQueryOptions() {
  return queryOptions({
    queryKey: ['push', 'key'],
    queryFn: ({ signal }) => api.get<PushKeyResponse>('push/key', { signal }),
    staleTime: Infinity,
  });
}

// The browser's own answer, not the server's: read again after every change this feature makes.
const SUBSCRIPTION_KEY = [...GUEST_QUERY_KEY, 'push', 'subscription'] as const;

export type TurnOnOutcome = 'on' | 'denied' | 'dismissed';

export function useGuestPush() {
  const queryClient = useQueryClient();
  const support = pushSupport();
  const key = useQuery(pushKeyQueryOptions());
  const session = useQuery(guestSessionQueryOptions());
  const subscription = useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => (await currentPushSubscription())?.endpoint ?? null,
    enabled: support === 'supported',
    staleTime: Infinity,
  });
  const stay = session.data ? stayOf(session.data) : null;
  // A choice made on this screen shows at once; the stored one is read for the stay on the first draw.
  const [madeChoice, setMadeChoice] = useState<PushChoice | null>(null);
  const choice = madeChoice ?? (stay ? readPushChoice(stay) : null);

  const remember = (next: PushChoice) => {
    if (stay) rememberPushChoice(stay, next);
    setMadeChoice(next);
  };
  const refreshSubscription = () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });

  const turnOn = useMutation({
    mutationFn: async (): Promise<TurnOnOutcome> => {
      const publicKey = key.data?.public_key;
      if (!publicKey) throw new Error('Push is off on this server.');
      // The tap that called this is the gesture the browser's prompt needs.
      const result = await subscribePush(publicKey);
      if (result.outcome !== 'subscribed') return result.outcome;
      await api.post<{ ok: true }>('guest/push/subscribe', result.body);
      return 'on';
    },
    onSuccess: (outcome) => {
      // A refusal is an answer for the stay; a prompt closed without one may be asked again.
      if (outcome === 'on' || outcome === 'denied') remember(outcome === 'on' ? 'on' : 'declined');
    },
    onSettled: refreshSubscription,
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribePush();
      if (endpoint) await api.post<{ ok: true }>('guest/push/unsubscribe', { endpoint });
    },
    onSuccess: () => remember('declined'),
    onSettled: refreshSubscription,
  });

  // Where the hotel has push off, nothing about it is worth saying, not even that this browser could not.
  let status: GuestPushStatus;
  if (key.isError || key.data?.public_key === null) status = 'off-on-server';
  else if (!key.data || !session.data) status = 'loading';
  else if (support !== 'supported') status = support;
  else if (subscription.isPending) status = 'loading';
  else if (pushPermission() === 'denied') status = 'denied';
  else status = subscription.data && pushPermission() === 'granted' && choice === 'on' ? 'on' : 'off';

  return { status, choice, turnOn, turnOff, notNow: () => remember('declined') };
}
