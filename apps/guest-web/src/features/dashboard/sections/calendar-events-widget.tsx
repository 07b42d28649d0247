import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { ClockIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { formatHotelDateTime, readHotelTimeZone } from '../../../lib/hotel-time.ts';
import { useCalendarEvents } from '../../content/index.ts';
import { upcomingEvents } from './upcoming-events.ts';
import { ContentText } from '../../../components/translation/content-text.tsx';

/**
 * The hotel's coming events (SPEC section 7): only those still to start, soonest first, the first 5,
 * refreshed every 5 minutes. Errors: missing_hotel_id without a hotel, error_loading_events otherwise.
 */
export function CalendarEventsWidget() {
  const { t, i18n } = useTranslation();
  const events = useCalendarEvents();
  const timeZone = readHotelTimeZone();
  const now = useMinuteClock();

  let body: React.ReactNode;
  if (!events.hotelId) body = <ErrorAlert>{t('content.events.missingHotelId')}</ErrorAlert>;
  else if (events.isPending)
    body = (
      <div aria-hidden="true" className="h-40 animate-pulse rounded-3xl bg-surface-raised ring-1 ring-line" />
    );
  else if (events.isError) body = <ErrorAlert>{t('content.events.error')}</ErrorAlert>;
  else {
    const shown = upcomingEvents(events.data, now);
    body =
      shown.length === 0 ? (
        <p className="rounded-3xl bg-surface-raised px-5 py-6 text-center text-base text-ink-muted ring-1 ring-line">
          {t('content.events.none')}
        </p>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line">
          {shown.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 px-5 py-4">
              <h3 className="text-base font-bold text-ink">
                <ContentText text={event.title} />
              </h3>
              <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-1.5 font-semibold text-brand-ink">
                  <ClockIcon className="size-4" />
                  <time dateTime={event.start_time}>
                    {formatHotelDateTime(event.start_time, i18n.language, timeZone) ?? event.start_time}
                  </time>
                </span>
                {event.location ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPinIcon className="size-4" />
                    <ContentText text={event.location} />
                  </span>
                ) : null}
              </p>
              {event.description ? (
                <p className="text-sm text-ink">
                  <ContentText text={event.description} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      );
  }

  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-3">
      <h2 id="events-title" className="text-xl font-bold tracking-tight text-ink">
        {t('content.events.title')}
      </h2>
      {body}
    </section>
  );
}

/** The time, updated every minute: an event that starts while the page stays open drops out within a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
