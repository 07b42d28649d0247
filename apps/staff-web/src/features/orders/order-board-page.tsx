import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OPEN_ORDER_STATUSES,
  STAFF_ORDER_LIST_MAX,
  type OrderStatus,
  type StaffOrder,
} from '@hotel/contracts/dining';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SoundToggle } from '../../components/ui/sound-toggle.tsx';
import { useNow, useSoundState } from '../../lib/attention.ts';
import { attentionKey, useAttention } from '../../lib/attention-store.ts';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { boardColumns } from './board-logic.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { formatScheduled } from './format.ts';
import { OrderTicket } from './order-ticket.tsx';
import {
  BOARD_PLACE_KEY,
  LEAD_MINUTE_CHOICES,
  toPlaceFilter,
  useBoardOrders,
  useLeadMinutes,
  useLocations,
  useMoveOrder,
  usePlaceFilter,
} from './use-board.ts';

const NO_ORDERS: readonly StaffOrder[] = [];

/** The live order board: a column per open status, oldest first; one tap moves a ticket on. */
export default function OrderBoardPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const board = useBoardOrders();
  const locations = useLocations();
  const move = useMoveOrder();
  const [placeValue, setPlaceValue] = usePlaceFilter(BOARD_PLACE_KEY);
  const [leadMinutes, setLeadMinutes] = useLeadMinutes();
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const now = useNow(15_000);
  const place = toPlaceFilter(placeValue);
  const leadMs = leadMinutes * 60_000;
  const orders = board.data ?? NO_ORDERS;
  const { columns, later } = useMemo(
    () => boardColumns(orders, { now, leadMs, place }),
    [orders, now, leadMs, place],
  );
  // The console counts and rings new orders (order-attention.ts); opening a ticket here stops its ring.
  const { queues, seen, markSeen } = useAttention();
  const newOrders = queues.orders?.items;
  const ringingIds = useMemo(
    () => new Set((newOrders ?? []).filter((item) => !seen.has(item.key)).map((item) => item.id)),
    [newOrders, seen],
  );
  const markOpened = useCallback((id: number) => markSeen(attentionKey('orders', id)), [markSeen]);
  const sound = useSoundState();
  const scope = session.staff.location_scope;
  const places = (locations.data ?? []).filter((location) => scope === null || scope.includes(location.id));

  // mutate and reset are stable, so the memoised tickets do not all render again on every change.
  const { mutate, reset } = move;
  // A move that failed for want of the server is over once the board is read again (the server is back): its
  // banner would stand beside the live orders until the next move. A refusal (409: moved by someone else) stays.
  const lostMove = move.error instanceof ApiError && move.error.status === 0;
  const readSinceMove = board.dataUpdatedAt > move.submittedAt;
  useEffect(() => {
    if (lostMove && readSinceMove) reset();
  }, [lostMove, readSinceMove, reset]);
  // A moved ticket is drawn again in its new column and the button pressed goes with the old one: focus that
  // was on the ticket follows it there, or stays on the column it left when it left the board (WCAG 2.4.3).
  const boardRef = useRef<HTMLDivElement>(null);
  const followFocus = useRef<{ id: number; from: OrderStatus } | null>(null);
  useEffect(() => {
    const moved = followFocus.current;
    const columns = boardRef.current;
    if (!moved || !columns || orders.some((order) => order.id === moved.id && order.status === moved.from))
      return;
    followFocus.current = null;
    const ticket = columns.querySelector<HTMLElement>(`article[data-order-id="${moved.id}"]`);
    (
      ticket ?? columns.querySelector<HTMLElement>(`section[aria-labelledby="column-${moved.from}"]`)
    )?.focus();
  }, [orders]);
  const onMove = useCallback(
    (order: StaffOrder, status: OrderStatus) => {
      markOpened(order.id);
      setMessage(null);
      const focusOn = document.activeElement?.closest<HTMLElement>('[data-order-id]')?.dataset.orderId;
      followFocus.current = focusOn === String(order.id) ? { id: order.id, from: order.status } : null;
      mutate({ id: order.id, status });
    },
    [markOpened, mutate],
  );
  const onCancel = useCallback(
    (order: StaffOrder) => {
      markOpened(order.id);
      reset();
      setCancelling(order);
    },
    [markOpened, reset],
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('orders.title')}
        intro={t('orders.intro')}
        actions={
          <>
            <SoundToggle />
            <Link to="/kitchen" className={buttonClass('secondary')}>
              <Icon name="chef" />
              {t('orders.kitchenView')}
            </Link>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-56">
          <SelectField
            label={t('orders.place')}
            value={placeValue}
            onChange={(event) => setPlaceValue(event.target.value)}
          >
            <option value="all">{t('orders.allPlaces')}</option>
            {(scope === null || scope.includes('room_service')) && (
              <option value="room_service">{t('orders.roomService')}</option>
            )}
            {places.map((location) => (
              <option key={location.id} value={String(location.id)}>
                {location.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-56">
          <SelectField
            label={t('orders.leadTime')}
            value={String(leadMinutes)}
            onChange={(event) => setLeadMinutes(Number(event.target.value))}
          >
            {[...new Set([...LEAD_MINUTE_CHOICES, leadMinutes])].map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('orders.leadMinutes', { count: minutes })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {ringingIds.size > 0 && (
        <Notice tone="warning">{t(`attention.board.${sound}`, { count: ringingIds.size })}</Notice>
      )}
      {message && <Notice tone="success">{message}</Notice>}
      {/* One banner for one outage: the board's own failure (with Try again) says it when both failed. */}
      {move.error && !cancelling && !board.error && (
        <Notice tone="error">{errorText(move.error, t('orders.moveFailed'))}</Notice>
      )}
      {board.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void board.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(board.error, t('orders.loadFailed'))}
        </Notice>
      )}
      {orders.length >= STAFF_ORDER_LIST_MAX && (
        <Notice tone="info">{t('orders.full', { count: STAFF_ORDER_LIST_MAX })}</Notice>
      )}
      {board.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {later.length > 0 && (
        <details className="rounded-xl border border-line bg-surface-raised px-4 py-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {t('orders.later', { count: later.length })}
          </summary>
          <ul className="grid gap-1 pb-2 sm:grid-cols-2 lg:grid-cols-3">
            {later.map((order) => (
              <li key={order.id} className="text-sm">
                <span className="font-semibold">
                  {t('orders.scheduledFor', {
                    time: formatScheduled(order.scheduled_for!, session.hotel.timezone, now),
                  })}
                </span>{' '}
                · {t('orders.room', { room: order.room_number })} ·{' '}
                {order.location?.name ?? t('orders.roomService')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {board.data && (
        // Four columns from a tablet up, two on a small tablet, one under another on a phone: never sideways.
        <div ref={boardRef} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {OPEN_ORDER_STATUSES.map((status) => (
            <section
              key={status}
              aria-labelledby={`column-${status}`}
              tabIndex={-1}
              className="flex min-w-0 flex-col gap-3 rounded-xl bg-surface-sunken p-2"
            >
              <h2 id={`column-${status}`} className="flex items-center justify-between px-1 pt-1 font-bold">
                {t(`orders.columns.${status}`)}
                <span className="rounded-full bg-surface-raised px-2 text-sm tabular-nums">
                  {columns[status].length}
                </span>
              </h2>
              {columns[status].length === 0 && (
                <p className="px-1 pb-2 text-sm text-ink-muted">{t('orders.emptyColumn')}</p>
              )}
              {columns[status].map((order) => (
                <OrderTicket
                  key={order.id}
                  order={order}
                  now={now}
                  leadMs={leadMs}
                  timezone={session.hotel.timezone}
                  ringing={ringingIds.has(order.id)}
                  busy={move.isPending && move.variables?.id === order.id}
                  onOpen={markOpened}
                  onMove={onMove}
                  onCancel={onCancel}
                />
              ))}
            </section>
          ))}
        </div>
      )}
      <CancelOrderDialog
        order={cancelling}
        busy={move.isPending}
        error={cancelling && move.error ? errorText(move.error, t('orders.moveFailed')) : null}
        onClose={() => setCancelling(null)}
        onConfirm={(order, reason) =>
          mutate(
            { id: order.id, status: 'cancelled', reason },
            {
              onSuccess: () => {
                setCancelling(null);
                setMessage(t('orders.cancelled', { id: order.id }));
              },
            },
          )
        }
      />
    </div>
  );
}
