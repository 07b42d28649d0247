import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { GuestBill } from '@hotel/contracts/billing';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ItemisedBill } from './itemised-bill.tsx';
import { fetchPaymentLink, formatBillAmount, useBilling } from './use-billing.ts';

/** Where the browser goes to pay; a seam for tests (jsdom cannot navigate). */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * Account: the billing summary (outstanding, paid, total), 'Pay now' only when something is outstanding,
 * and the itemised bill. When the hotel owes the guest money back (a paid charge was cancelled), the summary
 * says so as a refund due instead of an outstanding amount. Back from the payment page, the new balance and a
 * note say what happened.
 */
export function BillingSection() {
  const { t } = useTranslation();
  const billing = useBilling();
  const [params] = useSearchParams();
  const returned = params.get('payment');

  return (
    <section aria-labelledby="account-billing" className="flex flex-col gap-3">
      <h2 id="account-billing" className="text-xl font-bold tracking-tight text-ink">
        {t('billing.title')}
      </h2>
      {returned === 'received' ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-100 px-4 py-3 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {t('billing.paymentReceived')}
        </p>
      ) : returned === 'superseded' ? (
        <p role="status" className="rounded-xl bg-surface px-4 py-3 text-sm text-ink ring-1 ring-line">
          {t('billing.paymentSuperseded')}
        </p>
      ) : null}
      {billing.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('common.loading')}
        </p>
      ) : billing.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorAlert className="w-full">{t('account.errors.loading')}</ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={() => void billing.refetch()}>
            {t('menu.retry')}
          </button>
        </div>
      ) : (
        <>
          <BillingSummary billing={billing.data} />
          <ItemisedBill billing={billing.data} />
        </>
      )}
    </section>
  );
}

function BillingSummary({ billing }: { billing: GuestBill }) {
  const { t, i18n } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatBillAmount(amount, billing, i18n.language);

  const payNow = async () => {
    setPaying(true);
    setError(null);
    try {
      const link = await fetchPaymentLink();
      if (!link.payment_url) {
        setError(t('billing.paymentSetupFailed'));
        setPaying(false);
        return;
      }
      paymentRedirect.go(link.payment_url);
    } catch {
      setError(t('billing.paymentFailed'));
      setPaying(false);
    }
  };

  const refundDue = billing.refund_due > 0;
  // What is open is owed one way or the other: a refund due takes the outstanding figure's place, never a minus.
  const figures = [
    refundDue
      ? { label: t('billing.refundDue'), amount: billing.refund_due, strong: true }
      : { label: t('billing.outstanding'), amount: billing.outstanding_total, strong: true },
    { label: t('billing.paid'), amount: billing.paid_total, strong: false },
    { label: t('billing.total'), amount: billing.total, strong: false },
  ];
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4 ring-1 ring-line">
      <dl className="grid grid-cols-3 gap-3">
        {figures.map(({ label, amount, strong }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-xs font-semibold text-ink-muted uppercase">{label}</dt>
            <dd
              className={`tabular-nums ${strong ? 'text-xl font-bold text-price' : 'text-base font-semibold text-ink'}`}
            >
              <bdi dir="ltr">{money(amount)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {refundDue ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-100 px-4 py-3 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {t('billing.refundDueNote', { amount: money(billing.refund_due) })}
        </p>
      ) : null}
      {billing.outstanding_total > 0 && billing.online_payment ? (
        <button type="button" className={primaryButtonClass} disabled={paying} onClick={() => void payNow()}>
          {paying ? t('billing.openingPayment') : t('billing.payNow')}
        </button>
      ) : null}
      {billing.outstanding_total > 0 && !billing.online_payment ? (
        <p
          role="status"
          className="rounded-xl bg-surface px-4 py-3 text-sm font-semibold text-ink ring-1 ring-line"
        >
          {t('billing.payAtDesk')}
        </p>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}
