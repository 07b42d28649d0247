import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { Price } from '../../components/ui/price.tsx';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import { useOutboxStore, type OutboxEntry, type WaitingChatMessage } from './outbox-store.ts';
import { useOutboxSender } from './use-outbox-sender.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** Sends what waits on the phone for as long as the shell (every logged-in screen) is mounted. */
export function OutboxSender(): null {
  useOutboxSender();
  return null;
}

/** Chat messages wait in their conversation, among the messages around them (chat-conversation.tsx). */
type ListedEntry = Exclude<OutboxEntry, WaitingChatMessage>;

/**
 * What is kept on the phone (orders, activity bookings, request toggles): 'waiting to send' with a Cancel
 * button, 'sending…', or the hotel's reason for refusing one with Dismiss. Nothing when there is none.
 */
export function WaitingToSend() {
  const { t } = useTranslation();
  const entries = useOutboxStore((state) => state.entries).filter(
    (entry): entry is ListedEntry => entry.kind !== 'chat',
  );
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-to-send"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800"
    >
      <div>
        <h2 id="waiting-to-send" className="text-base font-bold text-ink">
          {t('outbox.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('outbox.explain')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <WaitingRow key={entry.key} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/** The row's name (its accessible label) and what it shows: items and total, the activity, or the toggle. */
function useDescription(entry: ListedEntry): { label: string; summary: ReactNode } {
  const { t, i18n } = useTranslation();
  switch (entry.kind) {
    case 'order':
      return {
        label: t('outbox.orderLabel', { count: entry.itemCount }),
        summary: (
          <>
            {t('outbox.summary', { count: entry.itemCount })} ·{' '}
            <Price
              amount={entry.total}
              currencySymbol={entry.currencySymbol}
              fallbackSymbol={CART_DEFAULT_CURRENCY}
            />
          </>
        ),
      };
    case 'booking': {
      // The slot's wall-clock date and time at the hotel, as the booking dialog showed them.
      const day = dateTimeFormat(i18n.language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${entry.payload.scheduled_date}T12:00:00Z`));
      const when = `${day} ${entry.payload.scheduled_time?.slice(0, 5) ?? ''}`.trim();
      return {
        label: t('outbox.bookingLabel', { activity: entry.activityName }),
        summary: (
          <>
            {t('outbox.bookingSummary', {
              activity: entry.activityName,
              when,
              count: entry.payload.number_of_people,
            })}{' '}
            ·{' '}
            <Price
              amount={entry.total}
              currencySymbol={entry.currencySymbol}
              fallbackSymbol={CART_DEFAULT_CURRENCY}
            />
          </>
        ),
      };
    }
    case 'request': {
      const request = t(`requests.items.${entry.field}.label`);
      const summary = entry.value ? t('outbox.requestOn', { request }) : t('outbox.requestOff', { request });
      return { label: t('outbox.requestLabel', { request }), summary };
    }
  }
}

function WaitingRow({ entry }: { entry: ListedEntry }) {
  const { t } = useTranslation();
  const remove = useOutboxStore((state) => state.remove);
  const { label, summary } = useDescription(entry);
  const status =
    entry.state === 'sending'
      ? t('outbox.sending')
      : entry.state === 'failed'
        ? t('outbox.refused', { detail: entry.failure || t('outbox.refusedUnknown') })
        : t('outbox.waiting');
  return (
    <li
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-raised p-3 ring-1 ring-line"
    >
      <div className="flex min-w-0 flex-col">
        <p className="text-sm font-semibold text-ink">{summary}</p>
        <p role="status" className={`text-sm ${entry.state === 'failed' ? 'text-danger' : 'text-ink-muted'}`}>
          {status}
        </p>
      </div>
      <button
        type="button"
        className={secondaryButtonClass}
        // Once it is on its way it may already be at the hotel: cancelling then would only hide it.
        disabled={entry.state === 'sending'}
        onClick={() => remove(entry.key)}
      >
        {entry.state === 'failed' ? t('outbox.dismiss') : t('outbox.cancel')}
      </button>
    </li>
  );
}
