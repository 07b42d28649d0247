import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@hotel/contracts/dining';
import { ApiError, api } from '../../lib/api-client.ts';
import { GUEST_ORDERS_KEY } from '../dining/use-orders.ts';
import { useOutboxStore } from './outbox-store.ts';

export type SendOutcome = { key: string; sent: Order } | { key: string; refused: string };

/** Worth another try later: no network, the hotel's system briefly away, a limit, or a session to renew. */
function isTransient(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 401 ||
    error.status === 429 ||
    error.status >= 500
  );
}

let sending: Promise<SendOutcome[]> | null = null;

/**
 * Sends the waiting orders one by one, oldest first, each under its own Idempotency-Key. Stops at the first
 * transient failure (the network is still away) and leaves the rest waiting; a refusal (4xx) is kept as
 * `failed` with the hotel's reason, never dropped silently. One run at a time per page.
 */
export function sendWaitingOrders(queryClient: QueryClient): Promise<SendOutcome[]> {
  sending ??= run(queryClient).finally(() => {
    sending = null;
  });
  return sending;
}

async function run(queryClient: QueryClient): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  const store = useOutboxStore.getState;
  for (const waiting of store().orders.filter((order) => order.state === 'waiting')) {
    // Cancelled by the guest while an earlier one was being sent.
    if (!store().orders.some((order) => order.key === waiting.key && order.state === 'waiting')) continue;
    store().setState(waiting.key, 'sending');
    try {
      const order = await api.post<Order>('orders', waiting.payload, {
        headers: { 'Idempotency-Key': waiting.key },
      });
      store().remove(waiting.key);
      outcomes.push({ key: waiting.key, sent: order });
    } catch (error) {
      if (isTransient(error)) {
        store().setState(waiting.key, 'waiting');
        break;
      }
      const detail = error instanceof ApiError ? error.detail : undefined;
      store().setState(waiting.key, 'failed', detail);
      outcomes.push({ key: waiting.key, refused: detail ?? '' });
    }
  }
  if (outcomes.length > 0) await queryClient.invalidateQueries({ queryKey: GUEST_ORDERS_KEY });
  return outcomes;
}
