import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import type { Order } from '@hotel/contracts/dining';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { CheckCircleIcon, ClockIcon, MapPinIcon } from '../../components/ui/icons.tsx';
import { formatHotelDateTime, isDueNow, readHotelTimeZone } from '../../lib/hotel-time.ts';
import { OrderLines } from './order-lines.lazy.tsx';
import { PushOffer } from '../push/push-offer.lazy.tsx';

function orderFromState(state: unknown): Order | null {
  if (typeof state !== 'object' || state === null || !('order' in state)) return null;
  const order = (state as { order: unknown }).order;
  return typeof order === 'object' && order !== null && 'id' in order && 'items' in order
    ? (order as Order)
    : null;
}

/**
 * Order confirmation (/confirmation): the order just created arrives as navigation state. A reload loses that
 * state; the page then says where the orders are instead of showing an empty receipt.
 */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const order = orderFromState(useLocation().state);

  if (!order) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('confirmation.title')}</h1>
        <p className="text-base text-ink-muted">{t('confirmation.noOrder')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/account" className={secondaryButtonClass}>
            {t('confirmation.yourOrders')}
          </Link>
          <Link to="/dashboard" className={secondaryButtonClass}>
            {t('confirmation.backToDashboard')}
          </Link>
        </div>
      </div>
    );
  }

  const scheduled =
    order.scheduled_for && !isDueNow(order.scheduled_for)
      ? formatHotelDateTime(order.scheduled_for, i18n.language, readHotelTimeZone())
      : null;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircleIcon className="size-14 text-brand-ink" />
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('confirmation.heading')}</h1>
        <p className="text-base text-ink-muted">{t('confirmation.message')}</p>
      </div>

      <section
        aria-labelledby="confirmation-order"
        className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 ring-1 ring-line"
      >
        <h2 id="confirmation-order" className="text-lg font-bold text-ink">
          {t('dining.orderNumber', { id: order.id })}
        </h2>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-center gap-2">
            <MapPinIcon className="size-5 shrink-0 text-ink-muted" />
            <dt className="sr-only">{t('cart.location')}</dt>
            <dd className="font-semibold text-ink">{order.location?.name ?? t('dining.roomService')}</dd>
          </div>
          <div className="flex items-center gap-2">
            <ClockIcon className="size-5 shrink-0 text-ink-muted" />
            <dt className="sr-only">{t('cart.scheduledFor')}</dt>
            <dd className="font-semibold text-ink">{scheduled ?? t('cart.rightAway')}</dd>
          </div>
        </dl>
        <OrderLines order={order} />
      </section>

      <PushOffer />

      <div className="flex flex-col gap-3">
        <Link to={`/orders/${order.id}`} className={primaryButtonClass}>
          {t('confirmation.viewOrder')}
        </Link>
        <Link to="/dashboard" className={secondaryButtonClass}>
          {t('confirmation.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
