import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, StaffOrder } from '@hotel/contracts/dining';
import { Button } from '../../components/ui/button.tsx';
import { ageTone, canCancel, formatWaited, nextStatus, otherMoves, showsFrom } from './board-logic.ts';
import { formatScheduled } from './format.ts';
import { TicketLines } from './ticket-lines.tsx';

const TONE_CLASS = {
  fresh: 'text-ink-muted',
  amber: 'text-warning font-semibold',
  red: 'text-danger font-bold',
} as const;

/** A ticket on the board: room and place, when it is for, what to make, how long it has waited, and its moves. */
export const OrderTicket = memo(function OrderTicket({
  order,
  now,
  leadMs,
  timezone,
  ringing,
  busy,
  onOpen,
  onMove,
  onCancel,
}: {
  order: StaffOrder;
  now: number;
  leadMs: number;
  timezone: string;
  ringing: boolean;
  busy: boolean;
  onOpen(id: number): void;
  onMove(order: StaffOrder, status: OrderStatus): void;
  onCancel(order: StaffOrder): void;
}) {
  const { t } = useTranslation();
  const age = now - showsFrom(order, leadMs);
  const primary = nextStatus(order);
  const moveLabel = (status: OrderStatus) =>
    status === 'in_progress' || status === 'ready' || status === 'completed' || status === 'delivered'
      ? t(`orders.moveTo.${status}`)
      : status;
  return (
    <article
      aria-labelledby={`ticket-${order.id}`}
      data-order-id={order.id}
      // Focus follows a moved ticket to its new column (order-board-page.tsx).
      tabIndex={-1}
      className={`rounded-xl border bg-surface-raised p-3 shadow-sm ${
        ringing ? 'border-2 border-danger ring-4 ring-danger/20' : 'border-line'
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <div className="min-w-0">
          <h3 id={`ticket-${order.id}`} className="text-lg leading-tight font-bold">
            {t('orders.room', { room: order.room_number })}{' '}
            <span className="text-sm font-normal text-ink-muted">
              {t('orders.orderNumber', { id: order.id })}
            </span>
          </h3>
          <p className="text-sm text-ink-muted">
            {order.location?.name ?? t('orders.roomService')}
            {order.scheduled_for && (
              <>
                {' · '}
                <span className="font-semibold text-info">
                  {t('orders.scheduledFor', { time: formatScheduled(order.scheduled_for, timezone, now) })}
                </span>
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-row-reverse items-center gap-2 text-end">
          {ringing && (
            <span className="inline-block rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-surface-raised">
              {t('orders.new')}
            </span>
          )}
          <p className={`text-sm tabular-nums ${TONE_CLASS[ageTone(age)]}`}>
            {t('orders.waited', { time: formatWaited(age) })}
          </p>
        </div>
      </header>
      <div className="my-3">
        <TicketLines order={order} />
      </div>
      <div className="flex flex-wrap gap-2">
        {ringing && (
          <Button variant="secondary" onClick={() => onOpen(order.id)}>
            {t('orders.openTicket')}
          </Button>
        )}
        {primary && (
          <Button disabled={busy} onClick={() => onMove(order, primary)}>
            {moveLabel(primary)}
          </Button>
        )}
        {otherMoves(order).map((status) => (
          <Button key={status} variant="secondary" disabled={busy} onClick={() => onMove(order, status)}>
            {moveLabel(status)}
          </Button>
        ))}
        {canCancel(order) && (
          <Button
            variant="ghost"
            className="ms-auto text-danger"
            disabled={busy}
            onClick={() => onCancel(order)}
          >
            {t('orders.cancel')}
          </Button>
        )}
      </div>
    </article>
  );
});
