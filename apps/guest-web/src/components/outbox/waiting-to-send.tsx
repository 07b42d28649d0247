import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { secondaryButtonClass } from '../ui/button-styles.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { outboxKindOf, type RegisteredOutboxKind } from '../../lib/outbox/outbox-kinds.ts';
import { useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { useOutboxSender } from '../../lib/outbox/use-outbox-sender.ts';

/** Sends what waits on the phone for as long as the shell (every logged-in screen) is mounted. */
export function OutboxSender(): null {
  useOutboxSender();
  return null;
}

type Listing = NonNullable<RegisteredOutboxKind['listed']>;

/**
 * What is kept on the phone (orders, activity bookings, request toggles: the kinds listed here, outbox-kinds.ts;
 * chat messages wait in their conversation): 'waiting to send' with a Cancel button, 'sending…', or the hotel's
 * reason for refusing one with Dismiss. Nothing when there is none.
 */
export function WaitingToSend() {
  const { t } = useTranslation();
  const entries = useOutboxStore((state) => state.entries).flatMap((entry) => {
    const listing = outboxKindOf(entry)?.listed;
    return listing ? [{ entry, listing }] : [];
  });
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
        {entries.map(({ entry, listing }) => (
          <WaitingRow key={entry.key} entry={entry} listing={listing} />
        ))}
      </ul>
    </section>
  );
}

function WaitingRow({ entry, listing }: { entry: OutboxEntry; listing: Listing }) {
  const { t, i18n } = useTranslation();
  const remove = useOutboxStore((state) => state.remove);
  // The row's name (its accessible label) and what it shows: items and total, the activity, or the toggle.
  const { label, summary } = listing.describe(entry, { t, language: i18n.language });
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
