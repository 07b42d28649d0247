import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '@hotel/contracts/dining';
import { chime, notifySystem, useNow, useRepeatingAlert } from '../../lib/attention.ts';
import {
  attentionKey,
  useSteadyItems,
  type QueueAttention,
  type WaitingItem,
} from '../../lib/attention-store.ts';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { useSignedInSession } from '../../lib/session.ts';
import { asStaffOrder, atPlace, inScope, orderLines, ringingOrders, showsFrom } from './board-logic.ts';
import {
  BOARD_PLACE_KEY,
  RING_INTERVAL_MS,
  toPlaceFilter,
  useBoardOrders,
  useLeadMinutes,
  usePlaceFilter,
} from './use-board.ts';

const NO_ORDERS: readonly StaffOrder[] = [];
const NOTHING_SEEN: ReadonlySet<number> = new Set();

/**
 * The order board's queue for the whole console: new orders not yet accepted (pending and due) at the
 * place this console's board shows. Those not opened here ring every few seconds on every screen, and a
 * new one raises a system notification while the tab is hidden.
 */
export function useOrderAttention(enabled: boolean, seen: ReadonlySet<string>): QueueAttention {
  const { t } = useTranslation();
  const scope = useSignedInSession().staff.location_scope;
  const board = useBoardOrders(enabled);
  const [leadMinutes] = useLeadMinutes();
  const [placeValue] = usePlaceFilter(BOARD_PLACE_KEY);
  const now = useNow(15_000);
  const place = toPlaceFilter(placeValue);
  const leadMs = leadMinutes * 60_000;
  const orders = enabled ? (board.data ?? NO_ORDERS) : NO_ORDERS;
  const counted = useMemo(
    () =>
      ringingOrders(orders, NOTHING_SEEN, { now, leadMs, place })
        .map((order): WaitingItem => ({
          key: attentionKey('orders', order.id),
          queue: 'orders',
          id: order.id,
          room: order.room_number,
          what: t('attention.newOrder', { items: orderLines(order) }),
          since: showsFrom(order, leadMs),
          alerting: true,
        }))
        .sort((a, b) => a.since - b.since || a.id - b.id),
    [orders, now, leadMs, place, t],
  );
  const items = useSteadyItems(counted);
  const ringing = items.some((item) => !seen.has(item.key));
  const alerts = useRepeatingAlert(ringing, RING_INTERVAL_MS, () => chime.play('new'));
  useStaffUpdates((update) => {
    const order = enabled && update.action === 'created' ? asStaffOrder(update.data) : undefined;
    if (order && inScope(order, scope) && atPlace(order, place))
      notifySystem(update.summary ?? `#${order.id}`, orderLines(order), `order-${order.id}`);
  });
  return useMemo(() => ({ items, alerts }), [items, alerts]);
}
