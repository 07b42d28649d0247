import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '@hotel/contracts/dining';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { SoundToggle } from '../../components/ui/sound-toggle.tsx';
import { useNow } from '../../lib/attention.ts';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { ageTone, boardColumns, formatTimer, nextStatus, pushBounded, showsFrom } from './board-logic.ts';
import { formatScheduled } from './format.ts';
import { TicketLines } from './ticket-lines.tsx';
import {
  toPlaceFilter,
  useBoardOrders,
  useLeadMinutes,
  useLocations,
  useMoveOrder,
  useNewOrderRing,
  usePlaceFilter,
} from './use-board.ts';

/** How many bumped tickets R steps back through: enough for a rush, bounded for a tablet left on all day. */
const RECALL_DEPTH = 10;
const NO_ORDERS: readonly StaffOrder[] = [];

const TONE = {
  fresh: { card: 'border-line', timer: 'bg-surface-sunken text-ink' },
  amber: { card: 'border-warning', timer: 'bg-warning text-surface-raised' },
  red: { card: 'border-danger', timer: 'bg-danger text-surface-raised' },
} as const;

const STATUS_LABEL = {
  in_progress: 'orders.moveTo.in_progress',
  ready: 'orders.moveTo.ready',
  completed: 'orders.moveTo.completed',
  delivered: 'orders.moveTo.delivered',
} as const;

function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, select, textarea') !== null;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('input, select, textarea, button, a, dialog') !== null
  );
}

/**
 * The kitchen display on a wall tablet: one station, tickets oldest first in large type, a timer that
 * turns amber then red, one tap (or a key) to bump a ticket on, R to recall what was bumped. It keeps
 * only the open orders and the last few bumps, so it can stay open for days.
 */
export default function KitchenPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const board = useBoardOrders();
  const locations = useLocations();
  const move = useMoveOrder();
  const scope = session.staff.location_scope;
  const defaultPlace = scope?.length === 1 ? String(scope[0]) : 'all';
  const [placeValue, setPlaceValue] = usePlaceFilter('staffKitchenPlace');
  const station = placeValue === 'all' && defaultPlace !== 'all' ? defaultPlace : placeValue;
  const [leadMinutes] = useLeadMinutes();
  const now = useNow(1_000);
  const place = toPlaceFilter(station);
  const leadMs = leadMinutes * 60_000;
  const orders = board.data ?? NO_ORDERS;
  const tickets = useMemo(() => {
    const { columns } = boardColumns(orders, { now, leadMs, place });
    return [...columns.pending, ...columns.in_progress].sort(
      (a, b) => showsFrom(a, leadMs) - showsFrom(b, leadMs) || a.id - b.id,
    );
  }, [orders, now, leadMs, place]);
  const { ringing, markOpened } = useNewOrderRing(orders, { now, leadMs, place });
  const [selected, setSelected] = useState(0);
  const [bumped, setBumped] = useState<StaffOrder[]>([]);
  const [recallIndex, setRecallIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { mutate } = move;

  const bump = useCallback(
    (order: StaffOrder) => {
      const status = nextStatus(order);
      if (!status) return;
      markOpened(order.id);
      mutate(
        { id: order.id, status },
        {
          onSuccess: (changed) => {
            setBumped((list) =>
              pushBounded(
                list.filter((entry) => entry.id !== changed.id),
                changed,
                RECALL_DEPTH,
              ),
            );
            setAnnouncement(
              t('kitchen.bumped', {
                id: changed.id,
                status: t(`guestStatus.${changed.status}`),
              }),
            );
          },
        },
      );
    },
    [markOpened, mutate, t],
  );

  // The recalled ticket as it is now (another console may have moved it), else as it was bumped.
  const recalled = recallIndex === null ? null : (bumped[recallIndex] ?? null);
  const recalledNow = recalled ? (orders.find((order) => order.id === recalled.id) ?? recalled) : null;

  const keys = useRef({ tickets, selected, bump, bumpedCount: bumped.length });
  useEffect(() => {
    keys.current = { tickets, selected, bump, bumpedCount: bumped.length };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const current = keys.current;
      if (/^[1-9]$/.test(event.key) && !isTyping(event.target)) {
        const ticket = current.tickets[Number(event.key) - 1];
        if (ticket) current.bump(ticket);
      } else if (event.key.startsWith('Arrow') && inField(event.target)) {
        // A field's arrow keys are its own (the station select): they must not move the selection instead.
        return;
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
        setSelected((index) => Math.min(index + 1, Math.max(0, current.tickets.length - 1)));
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
        setSelected((index) => Math.max(0, index - 1));
      } else if ((event.key === 'Enter' || event.key === ' ') && !isTyping(event.target)) {
        const ticket = current.tickets[current.selected];
        if (ticket) current.bump(ticket);
      } else if (event.key === 'Escape') {
        setRecallIndex(null);
      } else if ((event.key === 'r' || event.key === 'R') && !isTyping(event.target)) {
        setRecallIndex((index) =>
          current.bumpedCount === 0 ? null : index === null ? 0 : (index + 1) % current.bumpedCount,
        );
      } else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const places = [
    ...(scope === null || scope.includes('room_service')
      ? [{ value: 'room_service', name: t('orders.roomService') }]
      : []),
    ...(locations.data ?? [])
      .filter((location) => scope === null || scope.includes(location.id))
      .map((location) => ({ value: String(location.id), name: location.name })),
  ];
  const selectedIndex = Math.min(selected, Math.max(0, tickets.length - 1));

  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <header className="flex flex-wrap items-center gap-3 border-b border-line bg-surface-raised px-4 py-3">
        <h1 className="text-2xl font-bold">{t('screens.kitchen')}</h1>
        <label className="flex items-center gap-2 text-lg">
          <span className="font-medium">{t('kitchen.station')}</span>
          <select
            value={station}
            onChange={(event) => setPlaceValue(event.target.value)}
            className="min-h-12 rounded-lg border border-line-strong bg-surface-raised px-3 text-lg"
          >
            {scope === null && <option value="all">{t('orders.allPlaces')}</option>}
            {places.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <p className="text-lg text-ink-muted tabular-nums">
          {t('kitchen.tickets', { count: tickets.length })}
        </p>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <LiveStatusBadge />
          <SoundToggle size="lg" />
          <Button
            variant="secondary"
            size="lg"
            onClick={() => setRecallIndex(bumped.length === 0 ? null : 0)}
            disabled={bumped.length === 0}
          >
            {t('kitchen.recall')}
          </Button>
          <Link to="/orders" className={buttonClass('ghost', 'lg')}>
            {t('kitchen.console')}
          </Link>
        </div>
      </header>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <main className="flex-1 p-4">
        {board.error && <Notice tone="error">{errorText(board.error, t('orders.loadFailed'))}</Notice>}
        {move.error && <Notice tone="error">{errorText(move.error, t('orders.moveFailed'))}</Notice>}
        {board.data && tickets.length === 0 && (
          <p className="mt-16 text-center text-2xl text-ink-muted">{t('kitchen.empty')}</p>
        )}
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] gap-4">
          {tickets.map((order, index) => {
            const age = now - showsFrom(order, leadMs);
            const tone = TONE[ageTone(age)];
            const status = nextStatus(order);
            const isNew = ringing.some((entry) => entry.id === order.id);
            return (
              <li key={order.id}>
                <button
                  type="button"
                  data-order-id={order.id}
                  onClick={() => bump(order)}
                  disabled={move.isPending && move.variables?.id === order.id}
                  aria-label={`${index + 1}. ${t('orders.room', { room: order.room_number })}, ${
                    status
                      ? t('kitchen.bumpTo', { status: t(STATUS_LABEL[status as keyof typeof STATUS_LABEL]) })
                      : ''
                  }`}
                  className={`flex h-full w-full flex-col rounded-2xl border-4 bg-surface-raised text-start shadow-sm disabled:opacity-60 ${
                    tone.card
                  } ${index === selectedIndex ? 'outline-4 outline-offset-2 outline-brand-ink' : ''}`}
                >
                  <div className={`flex items-center justify-between rounded-t-xl px-4 py-2 ${tone.timer}`}>
                    <span className="text-2xl font-bold">
                      <span className="me-2 inline-block min-w-8 rounded bg-surface-raised/25 text-center">
                        {index + 1}
                      </span>
                      {t('orders.room', { room: order.room_number })}
                    </span>
                    <span className="text-3xl font-bold tabular-nums">{formatTimer(age)}</span>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-4">
                    <p className="text-lg text-ink-muted">
                      {t('orders.orderNumber', { id: order.id })} ·{' '}
                      {order.location?.name ?? t('orders.roomService')}
                      {order.scheduled_for &&
                        ` · ${t('orders.scheduledFor', { time: formatScheduled(order.scheduled_for, session.hotel.timezone, now) })}`}
                      {isNew && (
                        <span className="ms-2 rounded-full bg-danger px-2 py-0.5 text-sm font-bold text-surface-raised">
                          {t('orders.new')}
                        </span>
                      )}
                    </p>
                    <TicketLines order={order} large />
                    {status && (
                      <p className="mt-auto rounded-lg bg-surface-sunken px-3 py-2 text-center text-lg font-semibold">
                        {t(`guestStatus.${order.status}`)} → {t(`guestStatus.${status}`)}
                      </p>
                    )}
                  </div>
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-6 text-center text-ink-muted">{t('kitchen.keys')}</p>
      </main>
      {recalledNow && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="recalled-title"
            className="w-full max-w-lg rounded-2xl border-4 border-info bg-surface-raised p-5 shadow-xl"
          >
            <h2 id="recalled-title" className="mb-1 text-2xl font-bold">
              {t('kitchen.recalled')}: {t('orders.room', { room: recalledNow.room_number })}{' '}
              {t('orders.orderNumber', { id: recalledNow.id })}
            </h2>
            <p className="mb-4 text-lg text-ink-muted">
              {recalledNow.location?.name ?? t('orders.roomService')} ·{' '}
              {t(`guestStatus.${recalledNow.status}`)}
            </p>
            <TicketLines order={recalledNow} large />
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              {nextStatus(recalledNow) && (
                <Button
                  size="lg"
                  onClick={() => {
                    bump(recalledNow);
                    setRecallIndex(null);
                  }}
                >
                  {t(STATUS_LABEL[nextStatus(recalledNow) as keyof typeof STATUS_LABEL])}
                </Button>
              )}
              <Button size="lg" variant="secondary" autoFocus onClick={() => setRecallIndex(null)}>
                {t('kitchen.close')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
