import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons.tsx';
import { useNow } from '../../lib/attention.ts';
import { bannerItems, useAttention, type WaitingItem } from '../../lib/attention-store.ts';
import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { formatWait, QUEUE_SCREENS, queueShownAt } from './attention-queues.ts';

/**
 * One line under the console's header, on every screen: the longest waiting of the new orders, requests past
 * their re-alert time and chats handed over, with a button to its queue and a dismissal. It sits in the
 * header's sticky band, so it covers nothing of the page; the screen that shows a queue leaves that queue
 * out. The line is a polite live region: a screen reader hears each new one once.
 */
export function AttentionBanner() {
  const { t } = useTranslation();
  const { queues, seen, markSeen } = useAttention();
  const { pathname } = useLocation();
  const now = useNow(5_000);
  const items = bannerItems(queues, seen, queueShownAt(pathname));
  const first: WaitingItem | undefined = items[0];
  const where = first ? t('attention.where', { room: first.room, what: first.what }) : '';
  return (
    <div
      className={
        first
          ? 'flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-warning bg-warning-soft px-4 py-1.5 text-sm text-ink'
          : 'contents'
      }
    >
      {first && <Icon name="bell" className="shrink-0" />}
      {/* On a phone the buttons go under the line rather than squeeze it to the room number. */}
      <p className={first ? 'min-w-0 flex-1 basis-48 truncate' : 'sr-only'}>
        {/* Only the what and where is a live region: the time ticking on is not read out again. */}
        <span role="status" className="font-semibold">
          {where}
        </span>
        {first && (
          <>
            {' · '}
            {t('attention.waited', { time: formatWait(now - first.since, consoleLocale()) })}
          </>
        )}
        {items.length > 1 && (
          <span className="ms-2 text-ink-muted">{t('attention.more', { count: items.length - 1 })}</span>
        )}
      </p>
      {first && (
        <>
          <Link
            to={`/${QUEUE_SCREENS[first.queue]}`}
            className="inline-flex min-h-9 shrink-0 items-center rounded-lg border border-line-strong bg-surface-raised px-3 font-semibold text-ink hover:bg-surface"
          >
            {t(`attention.open.${first.queue}`)}
          </Link>
          <button
            type="button"
            onClick={() => markSeen(first.key)}
            aria-label={t('attention.dismiss', { what: where })}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-surface-sunken"
          >
            <Icon name="close" />
          </button>
        </>
      )}
    </div>
  );
}
