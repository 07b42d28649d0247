import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { Price } from '../../components/ui/price.tsx';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import { useOutboxStore, type WaitingOrder } from './outbox-store.ts';
import { useOutboxSender } from './use-outbox-sender.ts';

/** Sends waiting orders for as long as the shell (every logged-in screen) is mounted. */
export function OutboxSender(): null {
  useOutboxSender();
  return null;
}

/**
 * The orders kept on the phone: 'waiting to send' with a Cancel button, 'sending…', or the hotel's
 * reason for refusing one with Dismiss. Nothing when there are none.
 */
export function WaitingOrders() {
  const { t } = useTranslation();
  const orders = useOutboxStore((state) => state.orders);
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-orders"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800"
    >
      <div>
        <h2 id="waiting-orders" className="text-base font-bold text-ink">
          {t('outbox.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('outbox.explain')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <WaitingOrderRow key={order.key} order={order} />
        ))}
      </ul>
    </section>
  );
}

function WaitingOrderRow({ order }: { order: WaitingOrder }) {
  const { t } = useTranslation();
  const remove = useOutboxStore((state) => state.remove);
  const status =
    order.state === 'sending'
      ? t('outbox.sending')
      : order.state === 'failed'
        ? t('outbox.refused', { detail: order.failure || t('cart.errors.submitFailed') })
        : t('outbox.waiting');
  return (
    <li
      aria-label={t('outbox.orderLabel', { count: order.itemCount })}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-raised p-3 ring-1 ring-line"
    >
      <div className="flex min-w-0 flex-col">
        <p className="text-sm font-semibold text-ink">
          {t('outbox.summary', { count: order.itemCount })} ·{' '}
          <Price
            amount={order.total}
            currencySymbol={order.currencySymbol}
            fallbackSymbol={CART_DEFAULT_CURRENCY}
          />
        </p>
        <p role="status" className={`text-sm ${order.state === 'failed' ? 'text-danger' : 'text-ink-muted'}`}>
          {status}
        </p>
      </div>
      <button
        type="button"
        className={secondaryButtonClass}
        // Once it is on its way it may already be at the hotel: cancelling then would only hide it.
        disabled={order.state === 'sending'}
        onClick={() => remove(order.key)}
      >
        {order.state === 'failed' ? t('outbox.dismiss') : t('outbox.cancel')}
      </button>
    </li>
  );
}
