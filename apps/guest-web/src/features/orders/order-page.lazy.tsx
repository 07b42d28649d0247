import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, Navigate, useParams } from 'react-router';
import type { Order, OrderStatus } from '@hotel/contracts/dining';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { orderStatusText } from '../../lib/order-status-text.ts';
import { orderStatusTone } from '../../components/ui/status-tone.ts';
import { DEFAULT_CURRENCY, formatPrice, formatPriceAdjustment } from '../../lib/format-price.ts';
import { usePriceDecimals } from '../../lib/hotel/use-hotel.ts';
import { formatHotelDateTime, readHotelTimeZone } from '../../lib/hotel-time.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import { useOrder } from './use-order.ts';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';

/** The way an order goes, for the progress line; `completed` (ready, kitchen done) shares the ready step. */
const STEPS = ['pending', 'in_progress', 'ready', 'delivered'] as const;
const STEP_OF: Record<OrderStatus, number> = {
  pending: 0,
  in_progress: 1,
  ready: 2,
  completed: 2,
  delivered: 3,
  cancelled: -1,
};

function isKnownStatus(status: string): status is OrderStatus {
  return Object.hasOwn(STEP_OF, status);
}

/**
 * Order (/orders/:id), where an order notification leads: number, status in words, lines, total, where it goes
 * and when. The status follows live order updates (the notification feed writes them into this query's cache).
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const order = useOrder(orderId);

  if (orderId === null) return <OrderError>{t('orders.notFound')}</OrderError>;
  if (order.error instanceof ApiError && order.error.status === 401)
    return <Navigate to={loginPath()} replace />;
  if (order.error) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <OrderError retry={notFound ? undefined : () => void order.refetch()} retryLabel={t('orders.retry')}>
        {notFound ? t('orders.notFound') : t('orders.loadFailed')}
      </OrderError>
    );
  }
  if (!order.data) return <PageLoading>{t('orders.loading')}</PageLoading>;
  return <OrderDetails order={order.data} />;
}

function OrderError({
  children,
  retry,
  retryLabel,
}: {
  children: ReactNode;
  retry?: (() => void) | undefined;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('orders.title')}</h1>
      <ErrorAlert>{children}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        {retry ? (
          <button type="button" onClick={retry} className={secondaryButtonClass}>
            {retryLabel}
          </button>
        ) : null}
        <Link to="/dashboard" className={secondaryButtonClass}>
          {t('orders.backHome')}
        </Link>
      </div>
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const translate = useContentText();
  const language = i18n.language;
  const status = order.status;
  const known = isKnownStatus(status);
  const decimals = usePriceDecimals();
  const price = (amount: number) =>
    formatPrice(amount, order.currency_symbol, language, DEFAULT_CURRENCY, decimals);
  const timeZone = readHotelTimeZone();
  const dateTime = (value: string | null) =>
    value ? (formatHotelDateTime(value, language, timeZone) ?? value) : null;
  const scheduled = dateTime(order.scheduled_for);
  const placed = dateTime(order.created_at);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {t('orders.heading', { id: order.id })}
        </h1>
        {/* Announced when it changes: the status updates live while the guest looks at it. */}
        <div role="status" className="flex flex-col items-start gap-2">
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ${orderStatusTone(
              status,
            )}`}
          >
            <span className="sr-only">{t('orders.statusLabel')}: </span>
            {/* SPEC section 4: orders are displayed as status_{status}. */}
            {known ? t(`status_${status}`) : status}
          </span>
          <p className="text-base font-medium text-ink">{orderStatusText(status)}</p>
        </div>
        {known && status !== 'cancelled' ? <Progress step={STEP_OF[status]} /> : null}
      </header>

      <section
        aria-labelledby="order-details-heading"
        className="rounded-2xl border border-line bg-surface-raised p-4"
      >
        <h2 id="order-details-heading" className="sr-only">
          {t('orders.details')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Detail label={t('orders.location')}>
            {order.location ? <ContentText text={order.location.name} /> : t('orders.roomService')}
          </Detail>
          <Detail label={t('orders.scheduledFor')}>{scheduled ?? t('orders.asap')}</Detail>
          {placed ? <Detail label={t('orders.placedAt')}>{placed}</Detail> : null}
        </dl>
      </section>

      <section
        aria-labelledby="order-items-heading"
        className="rounded-2xl border border-line bg-surface-raised"
      >
        <h2 id="order-items-heading" className="border-b border-line px-4 py-3 text-base font-bold text-ink">
          {t('orders.items')}
        </h2>
        <ul>
          {order.items.map((line) => (
            <li key={line.id} className="flex gap-3 border-b border-line px-4 py-3 last:border-b-0">
              <span className="min-w-8 font-bold text-ink tabular-nums">
                {t('orders.quantity', { count: line.quantity })}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold text-ink">
                  <ContentText text={line.name} />
                </span>
                {line.option_details.map((option) => (
                  <span key={option.id} className="text-sm text-ink-muted">
                    <OptionChoice option={translate(option.name)}>
                      {option.values.map((value, index) => (
                        <Fragment key={value.id}>
                          {index > 0 ? ', ' : null}
                          {translate(value.name)}
                          {value.price_adjustment ? (
                            // A price never breaks across lines ('+' on one, '฿40.00' on the next).
                            <span className="whitespace-nowrap">
                              {' '}
                              (
                              {formatPriceAdjustment(
                                value.price_adjustment,
                                order.currency_symbol,
                                language,
                                decimals,
                              )}
                              )
                            </span>
                          ) : null}
                        </Fragment>
                      ))}
                    </OptionChoice>
                  </span>
                ))}
                {line.notes ? (
                  <span className="text-sm text-ink-muted">{t('orders.notes', { notes: line.notes })}</span>
                ) : null}
              </div>
              <span className="font-semibold text-ink tabular-nums">{price(line.total_price)}</span>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between border-t border-line-strong px-4 py-3 text-base font-bold text-ink">
          <span>{t('orders.total')}</span>
          <span className="tabular-nums">{price(order.total)}</span>
        </div>
      </section>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Progress({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label={t('orders.progress')}>
      {STEPS.map((name, index) => {
        const done = index <= step;
        return (
          <li key={name} className="flex flex-col gap-1.5" aria-current={index === step ? 'step' : undefined}>
            <span aria-hidden="true" className={`h-1.5 rounded-full ${done ? 'bg-brand-ink' : 'bg-line'}`} />
            <span
              className={`flex items-center gap-1 text-xs ${done ? 'font-semibold text-ink' : 'text-ink-muted'}`}
            >
              {done ? <CheckIcon aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={3} /> : null}
              {t(`orders.steps.${name}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Stands for the values in the catalogue's pattern while it is split around them. */
const VALUES_SLOT = '\u0000';

/**
 * One chosen option through the catalogue's pattern ('{{option}}: {{values}}': each language's own colon, '：' in
 * Japanese), its values given as nodes so that a surcharge keeps together. Plain text, as in the cart: marks
 * isolating each part had a right-to-left page put the colon on the wrong side ('Scrambled :Eggs').
 */
function OptionChoice({ option, children }: { option: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('dining.optionChoice', { option, values: VALUES_SLOT }).split(
    VALUES_SLOT,
  );
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
