import type { QueryClient } from '@tanstack/react-query';
import type { ActivityBooking } from '@hotel/contracts/activities';
import type { ChatMessage } from '@hotel/contracts/chat';
import type { Order } from '@hotel/contracts/dining';
import type { BookingResponse } from '@hotel/contracts/requests';
import { ApiError, api } from '../../lib/api-client.ts';
import { refreshActivities } from '../activities/use-activities.ts';
import { sendMessage } from '../chat/chat-api.ts';
import { useChatStore } from '../chat/chat-store.ts';
import { GUEST_ORDERS_KEY } from '../dining/use-orders.ts';
import { bookingQueryKey, patchBooking } from '../requests/booking-requests.ts';
import { useOutboxStore, type OutboxEntry } from './outbox-store.ts';

export type SendOutcome =
  | { key: string; kind: 'order'; sent: Order }
  | { key: string; kind: 'booking'; sent: ActivityBooking }
  | { key: string; kind: 'request'; sent: BookingResponse }
  | { key: string; kind: 'chat'; sent: ChatMessage }
  | { key: string; kind: OutboxEntry['kind']; refused: string };

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

/**
 * One entry to the server: orders, bookings and chat messages under the Idempotency-Key of their first attempt,
 * a toggle as the PATCH it is.
 */
async function send(entry: OutboxEntry, queryClient: QueryClient): Promise<SendOutcome> {
  const idempotent = { headers: { 'Idempotency-Key': entry.key } };
  switch (entry.kind) {
    case 'order':
      return {
        key: entry.key,
        kind: 'order',
        sent: await api.post<Order>('orders', entry.payload, idempotent),
      };
    case 'booking':
      return {
        key: entry.key,
        kind: 'booking',
        sent: await api.post<ActivityBooking>('activity-bookings', entry.payload, idempotent),
      };
    case 'request': {
      const booking = await patchBooking(entry.bookingId, entry.field, entry.value);
      queryClient.setQueryData(bookingQueryKey(entry.bookingId), booking);
      return { key: entry.key, kind: 'request', sent: booking };
    }
    case 'chat': {
      const message = await sendMessage(entry.conversationId, entry.payload.message, entry.key);
      // Into its conversation at once, as the hotel stored it; its live echo (same id) is then ignored.
      useChatStore.getState().addMessages(entry.conversationId, [message]);
      return { key: entry.key, kind: 'chat', sent: message };
    }
  }
}

let sending: Promise<SendOutcome[]> | null = null;

/**
 * Sends what waits on the phone one by one, oldest first. Stops at the first transient failure (the network
 * is still away) and leaves the rest waiting; a refusal (4xx) is kept as `failed` with the hotel's reason,
 * never dropped silently. One run at a time per page.
 */
export function sendWaiting(queryClient: QueryClient): Promise<SendOutcome[]> {
  sending ??= run(queryClient).finally(() => {
    sending = null;
  });
  return sending;
}

async function run(queryClient: QueryClient): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  const store = useOutboxStore.getState;
  for (const waiting of store().entries.filter((entry) => entry.state === 'waiting')) {
    // Cancelled (or, for a toggle, replaced) by the guest while an earlier one was being sent.
    if (!store().entries.some((entry) => entry.key === waiting.key && entry.state === 'waiting')) continue;
    store().setState(waiting.key, 'sending');
    try {
      outcomes.push(await send(waiting, queryClient));
      store().remove(waiting.key);
    } catch (error) {
      if (isTransient(error)) {
        store().setState(waiting.key, 'waiting');
        break;
      }
      const detail = error instanceof ApiError ? error.detail : undefined;
      store().setState(waiting.key, 'failed', detail);
      outcomes.push({ key: waiting.key, kind: waiting.kind, refused: detail ?? '' });
    }
  }
  const kinds = new Set(outcomes.map((outcome) => outcome.kind));
  if (kinds.has('order')) await queryClient.invalidateQueries({ queryKey: GUEST_ORDERS_KEY });
  if (kinds.has('booking')) refreshActivities(queryClient);
  return outcomes;
}
