import { useEffect, useState } from 'react';
import { warmAfterData } from '../../lib/query-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Navigate, useSearchParams } from 'react-router';
import type { Activity } from '@hotel/contracts/activities';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { lazyOverlay } from '../../components/ui/lazy-overlay.tsx';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import { WaitingToSend } from '../../components/outbox/waiting-to-send.tsx';
import { ActivityPrice } from './activity-price.tsx';
import { BOOK_PARAM } from './booking-link.ts';
import { useActivities } from './use-activities.ts';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';
import { TranslatedArea, TranslationNotice } from '../../components/translation/translation-notice.tsx';
import { textsOfItem } from '../dining/option-groups.lazy.tsx';

const bookingDialog = lazyOverlay(() =>
  import('./booking-dialog.tsx').then((module) => module.BookingDialog),
);

/**
 * Activities (/activities, SPEC section 2): a grid of cards, each with image, name, description, price with its
 * per-person marker, the minimum-people note, and a book button that opens the booking dialog.
 */
export function ActivitiesPage() {
  return (
    <TranslatedArea>
      <ActivitiesContent />
    </TranslatedArea>
  );
}

function ActivitiesContent() {
  const { t } = useTranslation();
  const activities = useActivities();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(BOOK_PARAM));
  const [open, setOpen] = useState<Activity | null>(null);

  // The dialog's code is fetched while the guest reads the cards, so a tap opens it at once.
  useEffect(() => warmAfterData([bookingDialog.preload]), []);

  const fromLink = activities.data?.find((activity) => activity.id === requested) ?? null;
  const shown = open ?? fromLink;
  const close = () => {
    setOpen(null);
    if (params.has(BOOK_PARAM)) {
      params.delete(BOOK_PARAM);
      setParams(params, { replace: true });
    }
  };

  if (activities.error instanceof ApiError && activities.error.status === 401)
    return <Navigate to={loginPath()} replace />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('activities.title')}</h1>
        <p className="text-sm text-ink-muted">{t('activities.intro')}</p>
      </header>
      <TranslationNotice texts={(activities.data ?? []).flatMap((activity) => textsOfItem(activity))} />
      <WaitingToSend />
      {activities.isPending ? (
        <PageLoading>{t('activities.loading')}</PageLoading>
      ) : activities.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorAlert className="w-full">
            {t('activities.loadError', {
              reason:
                activities.error instanceof ApiError && activities.error.detail
                  ? activities.error.detail
                  : activities.error instanceof ApiError && activities.error.status === 0
                    ? t('common.networkError')
                    : activities.error.message,
            })}
          </ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={() => void activities.refetch()}>
            {t('activities.retry')}
          </button>
        </div>
      ) : activities.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-raised px-4 py-10 text-center text-ink-muted ring-1 ring-line">
          {t('activities.none')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {activities.data.map((activity) => (
            <li key={activity.id} className="flex">
              <ActivityCard activity={activity} onBook={() => setOpen(activity)} />
            </li>
          ))}
        </ul>
      )}
      {shown ? <bookingDialog.Overlay activity={shown} onClose={close} /> : null}
    </div>
  );
}

function ActivityCard({ activity, onBook }: { activity: Activity; onBook: () => void }) {
  const { t } = useTranslation();
  const translate = useContentText();
  return (
    <article
      aria-labelledby={`activity-${activity.id}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-surface-raised shadow-sm ring-1 ring-line"
    >
      <ItemImage src={activity.image_url} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={`activity-${activity.id}`} className="text-lg leading-snug font-bold text-ink">
          <ContentText text={activity.name} />
        </h2>
        {activity.description ? (
          <p className="text-sm text-ink-muted">
            <ContentText text={activity.description} />
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          {activity.min_people > 1 ? (
            <span className="rounded-full bg-surface px-2.5 py-1 text-ink ring-1 ring-line">
              {t('activities.minimumPeople', { count: activity.min_people })}
            </span>
          ) : null}
          {activity.max_people !== null ? (
            <span className="rounded-full bg-surface px-2.5 py-1 text-ink-muted ring-1 ring-line">
              {t('activities.upToPeople', { count: activity.max_people })}
            </span>
          ) : null}
          {activity.prepayment_required ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
              {t('activities.prepayment')}
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <ActivityPrice activity={activity} priceClassName="text-lg" />
          </p>
          <button
            type="button"
            onClick={onBook}
            aria-label={t('activities.bookNamed', { name: translate(activity.name) })}
            className={`${primaryButtonClass} shrink-0`}
          >
            {t('activities.book')}
          </button>
        </div>
      </div>
    </article>
  );
}
