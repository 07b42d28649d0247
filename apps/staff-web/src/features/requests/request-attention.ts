import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import { chime, notifySystem, useNow, useRepeatingAlert } from '../../lib/attention.ts';
import {
  attentionKey,
  useSteadyItems,
  type QueueAttention,
  type WaitingItem,
} from '../../lib/attention-store.ts';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { byWaitingTime, pastRealert, waitingRequests } from './request-logic.ts';
import { useOpenRequests, useRealertSeconds } from './use-requests.ts';

const NO_REQUESTS: readonly StaffServiceRequest[] = [];

/**
 * The request queue for the whole console: requests nobody has taken. A new one chimes at once; while any
 * waits the console alerts again every re-alert period (this device's or the hotel's), on every screen,
 * until someone takes it; one waiting longer than that raises the banner.
 */
export function useRequestAttention(enabled: boolean): QueueAttention {
  const { t } = useTranslation();
  const requests = useOpenRequests(enabled);
  const [realertSeconds] = useRealertSeconds();
  const now = useNow(5_000);
  const open = enabled ? (requests.data ?? NO_REQUESTS) : NO_REQUESTS;
  const waiting = useMemo(() => byWaitingTime(waitingRequests(open)), [open]);
  const counted = useMemo(
    () =>
      waiting.map((request): WaitingItem => ({
        key: attentionKey('requests', request.id),
        queue: 'requests',
        id: request.id,
        room: request.room,
        what: t(`requests.kinds.${request.kind}`),
        since: Date.parse(request.created_at),
        alerting: pastRealert(request, now, realertSeconds),
      })),
    [waiting, now, realertSeconds, t],
  );
  const items = useSteadyItems(counted);
  const alerts = useRepeatingAlert(waiting.length > 0, realertSeconds * 1000, () => {
    chime.play('urgent');
    const oldest = waiting[0];
    if (oldest)
      notifySystem(
        t('requests.alerting', { count: waiting.length }),
        `${t('requests.room', { room: oldest.room })}: ${t(`requests.kinds.${oldest.kind}`)}`,
        'requests',
      );
  });
  // A new request alerts at once, not at the next turn of the repeat.
  useStaffUpdates((update) => {
    if (enabled && update.topic === 'requests' && update.action === 'created') {
      chime.play('urgent');
      notifySystem(t('screens.requests'), update.summary ?? '', `request-${update.id}`);
    }
  });
  return useMemo(() => ({ items, alerts }), [items, alerts]);
}
