import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ArrowEndIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { ActivityPrice } from './activity-price.tsx';
import { BOOK_PARAM } from './booking-link.ts';
import { usePopularActivities } from './use-activities.ts';
import { ContentText } from '../../components/translation/content-text.tsx';

/** The dashboard's popular activities (SPEC section 2): cards that open the activity's booking dialog. */
export function PopularActivitiesSection() {
  const { t } = useTranslation();
  const popular = usePopularActivities();
  if (popular.isSuccess && popular.data.length === 0) return null;

  return (
    <section aria-labelledby="popular-activities-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="popular-activities-title" className="text-xl font-bold tracking-tight text-ink">
          {t('activities.popular.title')}
        </h2>
        <Link to="/activities" className={`${secondaryButtonClass} shrink-0`}>
          {t('activities.popular.viewAll')}
          <ArrowEndIcon className="size-4" />
        </Link>
      </div>
      {popular.isPending ? (
        <div aria-hidden="true" className="flex gap-3 overflow-hidden">
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className="h-56 w-52 shrink-0 animate-pulse rounded-2xl bg-surface-raised ring-1 ring-line"
            />
          ))}
        </div>
      ) : popular.isError ? (
        <p className="text-sm text-ink-muted">{t('activities.popular.error')}</p>
      ) : (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {popular.data.map((activity) => (
            <li key={activity.id} className="flex w-52 shrink-0 snap-start">
              <Link
                to={`/activities?${BOOK_PARAM}=${activity.item_id}`}
                className="flex w-full flex-col overflow-hidden rounded-2xl bg-surface-raised text-start shadow-sm ring-1 ring-line transition hover:ring-line-strong"
              >
                <ItemImage src={activity.image_url} className="aspect-[4/3] w-full" />
                <span className="flex flex-1 flex-col gap-1 p-3">
                  <span className="line-clamp-2 text-sm leading-snug font-bold text-ink">
                    <ContentText text={activity.name} />
                  </span>
                  {activity.min_people > 1 ? (
                    <span className="text-xs text-ink-muted">
                      {t('activities.minimumPeople', { count: activity.min_people })}
                    </span>
                  ) : null}
                  <span className="mt-auto flex flex-wrap items-baseline gap-x-1">
                    <ActivityPrice activity={activity} priceClassName="text-sm" unitClassName="text-xs" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
