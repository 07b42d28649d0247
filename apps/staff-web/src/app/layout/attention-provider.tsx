import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useChatAttention } from '../../features/chat/index.ts';
import { useOrderAttention } from '../../features/orders/index.ts';
import { useRequestAttention } from '../../features/requests/index.ts';
import { useSoundArming, useTabBadge } from '../../lib/attention.ts';
import { AttentionContext, pruneSeen, totalWaiting, type Attention } from '../../lib/attention-store.ts';
import { useCan } from '../../lib/session.ts';

/**
 * Gathers what waits in each queue the member's role may see, for every screen of the console: the
 * navigation's badges, the tab's count, the banner, and the queues' own screens read it. The queues sound
 * their alerts from here, so a clerk on Stays hears the same as one on the board; a reload arms the sound
 * again on the first tap.
 */
export function AttentionProvider({ children }: { children: ReactNode }) {
  const can = useCan();
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const ordersAllowed = can('orders.manage');
  const requestsAllowed = can('requests.manage');
  const chatAllowed = can('chat.manage');
  const orders = useOrderAttention(ordersAllowed, seen);
  const requests = useRequestAttention(requestsAllowed);
  const chat = useChatAttention(chatAllowed);
  const queues = useMemo(
    (): Attention['queues'] => ({
      ...(ordersAllowed && { orders }),
      ...(requestsAllowed && { requests }),
      ...(chatAllowed && { chat }),
    }),
    [orders, requests, chat, ordersAllowed, requestsAllowed, chatAllowed],
  );
  const latestQueues = useRef(queues);
  useEffect(() => {
    latestQueues.current = queues;
  });
  // Seeing one forgets the keys no longer waiting, so the set never outgrows the queues.
  const markSeen = useCallback((key: string) => {
    setSeen((current) => (current.has(key) ? current : pruneSeen(current, latestQueues.current).add(key)));
  }, []);
  useTabBadge('attention', totalWaiting(queues));
  useSoundArming();
  const value = useMemo(() => ({ queues, seen, markSeen }), [queues, seen, markSeen]);
  return <AttentionContext.Provider value={value}>{children}</AttentionContext.Provider>;
}
