import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@hotel/contracts/dining';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';

/** The guest's order list (GET /api/guest/orders/, the account screen); marked stale when an order changes. */
const ORDER_LIST_KEY = [...GUEST_QUERY_KEY, 'orders'] as const;
/** Under the list's key, like every order query of the guest, so that placing an order refreshes them all. */
export const orderQueryKey = (orderId: number) => [...ORDER_LIST_KEY, orderId] as const;

async function fetchOrder(orderId: number, signal: AbortSignal): Promise<Order> {
  return api.get<Order>(`orders/${orderId}`, {
    signal,
    schema: import.meta.env.DEV ? (await import('@hotel/contracts/dining')).order : undefined,
  });
}

/** One order of the stay (GET /api/orders/{id}/), kept current by live order updates. */
export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: orderQueryKey(orderId ?? 0),
    queryFn: ({ signal }) => fetchOrder(orderId ?? 0, signal),
    enabled: orderId !== null,
  });
}

const toId = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

function looksLikeOrder(value: unknown, orderId: number): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<Order>;
  return order.id === orderId && typeof order.status === 'string' && Array.isArray(order.items);
}

/** A status learnt from a notification: the cached order (if any) takes it, and is re-read in the background. */
export function applyOrderStatus(queryClient: QueryClient, orderId: number, status: string): void {
  queryClient.setQueryData<Order>(orderQueryKey(orderId), (order) =>
    order && order.status !== status ? { ...order, status: status as Order['status'] } : order,
  );
  void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY, exact: true });
}

/**
 * A live order_update (SPEC section 7: data, status, order_id, id). `data` is the whole order as GET
 * /api/orders/{id}/ returns it, so the open order screen updates without a refetch.
 */
export function applyOrderUpdate(queryClient: QueryClient, message: Record<string, unknown>): void {
  const data = message.data;
  const orderId =
    toId(message.order_id) ??
    (typeof data === 'object' && data !== null ? toId((data as Order).id) : undefined);
  if (orderId === undefined) return;
  if (looksLikeOrder(data, orderId)) {
    queryClient.setQueryData<Order>(orderQueryKey(orderId), data);
    void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY, exact: true });
    return;
  }
  const status = typeof message.status === 'string' ? message.status : undefined;
  if (status) applyOrderStatus(queryClient, orderId, status);
  void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
}
