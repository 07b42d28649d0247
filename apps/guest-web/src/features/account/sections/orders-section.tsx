import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Order } from '@hotel/contracts/dining';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../../components/ui/button-styles.ts';
import { formatHotelDateTime, readHotelTimeZone } from '../../../lib/hotel-time.ts';
import { useGuestOrders } from '../../dining/index.ts';
import { OrderLines, useOrderStatusLabel } from '../../dining/order-lines.lazy.tsx';
import { WaitingToSend } from '../../../components/outbox/waiting-to-send.tsx';
import { orderStatusTone } from '../../../components/ui/status-tone.ts';
import { useContentText } from '../../../lib/translation/use-content-translation.ts';

/** 'Your orders' (SPEC section 2, Account): cancelled orders stay hidden until the guest asks for them. */
export function OrdersSection() {
  const { t } = useTranslation();
  const orders = useGuestOrders();
  const [showCancelled, setShowCancelled] = useState(false);
  const loaded = orders.data?.pages.flat() ?? [];
  const shown = loaded.filter((order) => showCancelled || order.status !== 'cancelled');
  const hiddenCount = loaded.length - shown.length;

  return (
    <section aria-labelledby="account-orders" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="account-orders" className="text-xl font-bold tracking-tight text-ink">
          {t('account.orders.title')}
        </h2>
        <ShowCancelledSwitch checked={showCancelled} onChange={setShowCancelled} />
      </div>
      <WaitingToSend />
      {orders.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('common.loading')}
        </p>
      ) : orders.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorAlert className="w-full">{t('account.errors.loading')}</ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={() => void orders.refetch()}>
            {t('menu.retry')}
          </button>
        </div>
      ) : shown.length === 0 && !orders.hasNextPage ? (
        <p className="rounded-2xl bg-surface-raised px-4 py-6 text-center text-sm text-ink-muted ring-1 ring-line">
          {hiddenCount > 0
            ? t('account.orders.onlyCancelled', { count: hiddenCount })
            : t('account.orders.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {orders.hasNextPage ? (
        <button
          type="button"
          className={`${secondaryButtonClass} self-center`}
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? t('common.loading') : t('orderPages.showOlder')}
        </button>
      ) : null}
    </section>
  );
}

function ShowCancelledSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-3 rounded-xl px-2 text-sm font-medium text-ink"
    >
      <span>{t('account.showCancelled')}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-ink' : 'bg-line-strong'
        }`}
      >
        <span
          className={`absolute start-1 size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0'
          }`}
        />
      </span>
    </button>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const translate = useContentText();
  const statusLabel = useOrderStatusLabel();
  const placed = formatHotelDateTime(order.created_at, i18n.language, readHotelTimeZone());
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className={`flex flex-col gap-2 rounded-2xl bg-surface-raised p-4 ring-1 ring-line ${
        order.status === 'cancelled' ? 'opacity-85' : ''
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`order-${order.id}`} className="text-base font-bold text-ink">
          <Link to={`/orders/${order.id}`} className="underline-offset-4 hover:underline">
            {t('dining.orderNumber', { id: order.id })}
          </Link>
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${orderStatusTone(order.status)}`}>
          {statusLabel(order.status)}
        </span>
      </div>
      <p className="text-xs text-ink-muted">
        {[placed, order.location ? translate(order.location.name) : t('dining.roomService')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <OrderLines order={order} />
    </article>
  );
}
