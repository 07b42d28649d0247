import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ORDER_LIST_MAX, type OrderStatus, type StaffOrder } from '@hotel/contracts/dining';
import type { StaffUpdateMessage } from '@hotel/contracts/staff';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { api } from '../../lib/api-client.ts';
import { chime, notifySystem, useRepeatingAlert, useTabBadge } from '../../lib/attention.ts';
import { inRange, usePreference } from '../../lib/preferences.ts';
import { ORDER_LEAD_MINUTES } from '@hotel/contracts/hotel-settings';
import { useSignedInSession } from '../../lib/session.ts';
import {
  applyOrderUpdate,
  asStaffOrder,
  atPlace,
  inScope,
  orderLines,
  pruneIds,
  ringingOrders,
  type PlaceFilter,
} from './board-logic.ts';

/** Query keys start with the live topic; the board's list is patched in place from each update. */
export const BOARD_KEY = ['orders', 'board'] as const;

/** The open orders, patched in place from each live update; `enabled` false for a role without the board. */
export function useBoardOrders(enabled = true) {
  const queryClient = useQueryClient();
  const scope = useSignedInSession().staff.location_scope;
  const query = useQuery({
    queryKey: BOARD_KEY,
    queryFn: () => api('/api/staff/orders/', { query: { open: 'true', limit: STAFF_ORDER_LIST_MAX } }),
    // Live updates keep it current; a reconnect or a focus after sleep reads it again.
    staleTime: 5 * 60_000,
    enabled,
  });
  useStaffUpdates((update) => {
    if (!enabled || update.topic !== 'orders' || !asStaffOrder(update.data)) return false;
    const current = queryClient.getQueryData<readonly StaffOrder[]>(BOARD_KEY);
    if (!current) return false;
    queryClient.setQueryData(BOARD_KEY, applyOrderUpdate(current, update, scope));
    return true;
  });
  return query;
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  const scope = useSignedInSession().staff.location_scope;
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: OrderStatus; reason?: string }) =>
      api<StaffOrder>(`/api/staff/orders/${id}/`, {
        method: 'PATCH',
        body: reason ? { status, reason } : { status },
      }),
    onSuccess: (order) => {
      const current = queryClient.getQueryData<readonly StaffOrder[]>(BOARD_KEY);
      if (current)
        queryClient.setQueryData(
          BOARD_KEY,
          applyOrderUpdate(current, { topic: 'orders', data: order }, scope),
        );
    },
    // Someone else moved it first (409) or it is gone: read the board again.
    onError: () => void queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}

export function useLocations() {
  const hotel = useSignedInSession().hotel.unique_id;
  return useQuery({
    queryKey: ['menu', 'locations', hotel],
    queryFn: () => api<{ id: number; name: string }[]>(`/api/hotels/${encodeURIComponent(hotel)}/locations/`),
    staleTime: 5 * 60_000,
  });
}

/** Minutes before its time that a scheduled order shows on the board and rings: the hotel's, or this device's. */
export const LEAD_MINUTE_CHOICES = ORDER_LEAD_MINUTES.choices;
export function useLeadMinutes() {
  const hotelDefault = useSignedInSession().hotel.order_lead_minutes;
  return usePreference<number>('staffOrderLeadMinutes', hotelDefault, inRange(0, 24 * 60));
}

/** The board's place filter on this device: the console-wide alerts of new orders follow it too. */
export const BOARD_PLACE_KEY = 'staffBoardPlace';

/** The place this device shows: the kitchen tablet's station, the board's filter. */
export function usePlaceFilter(key: string) {
  return usePreference<string>(key, 'all', (value) => /^(all|room_service|\d{1,9})$/.test(value));
}

export function toPlaceFilter(value: string): PlaceFilter {
  return value === 'all' || value === 'room_service' ? value : Number(value);
}

/** Between two chimes of an order nobody has opened. */
export const RING_INTERVAL_MS = 10_000;

/**
 * The kitchen view's ring, for its own station (the rest of the console rings through order-attention.ts):
 * new orders ring until opened on this tablet, a chime every few seconds, the count in the tab's title and
 * icon, and a system notification per order when the tab is hidden. Opened ids are kept only while their
 * orders are on the board.
 */
export function useNewOrderRing(
  orders: readonly StaffOrder[],
  options: { now: number; leadMs: number; place: PlaceFilter },
) {
  const scope = useSignedInSession().staff.location_scope;
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const { now, leadMs, place } = options;
  const ringing = useMemo(
    () => ringingOrders(orders, opened, { now, leadMs, place }),
    [orders, opened, now, leadMs, place],
  );
  const latestOrders = useRef(orders);
  useEffect(() => {
    latestOrders.current = orders;
  });
  // Opening one forgets the ids no longer on the board, so the set never outgrows the board.
  const markOpened = useCallback((id: number) => {
    setOpened((current) => (current.has(id) ? current : pruneIds(current, latestOrders.current).add(id)));
  }, []);
  useTabBadge('orders', ringing.length);
  const rings = useRepeatingAlert(ringing.length > 0, RING_INTERVAL_MS, () => chime.play('new'));
  useStaffUpdates((update: StaffUpdateMessage) => {
    const order = update.action === 'created' ? asStaffOrder(update.data) : undefined;
    if (order && inScope(order, scope) && atPlace(order, place))
      notifySystem(update.summary ?? `#${order.id}`, orderLines(order), `order-${order.id}`);
  });
  return { ringing, opened, markOpened, rings };
}
