import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderRequest } from '@hotel/contracts/dining';
import { GUEST_ORDER_PAGE } from '@hotel/contracts/guest-order-page';
import { api } from '../../lib/api-client.ts';
import { refreshBill } from '../billing/index.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';

/** Every order query of this guest starts with this key; placing an order refreshes them all. */
export const GUEST_ORDERS_KEY = [...GUEST_QUERY_KEY, 'orders'] as const;

/**
 * GET /api/guest/orders/: the orders of this stay, newest first, a page at a time; the next page starts
 * below the last id shown. A short page is the last one.
 */
export function useGuestOrders() {
  return useInfiniteQuery({
    queryKey: GUEST_ORDERS_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ signal, pageParam }) =>
      api.get<Order[]>('guest/orders', {
        signal,
        query: { limit: GUEST_ORDER_PAGE.defaultLimit, before: pageParam },
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/dining')).orderList : undefined,
      }),
    getNextPageParam: (page) =>
      page.length < GUEST_ORDER_PAGE.defaultLimit ? undefined : page[page.length - 1]?.id,
  });
}

export interface PlaceOrderInput {
  payload: OrderRequest;
  /** The same key for a retry of the same order: the server then answers with the first order, never a second. */
  idempotencyKey: string;
}

/** POST /api/orders/ with an Idempotency-Key. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, idempotencyKey }: PlaceOrderInput) =>
      api.post<Order>('orders', payload, {
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/dining')).order : undefined,
      }),
    onSuccess: () => {
      refreshBill(queryClient);
      return queryClient.invalidateQueries({ queryKey: GUEST_ORDERS_KEY });
    },
  });
}
