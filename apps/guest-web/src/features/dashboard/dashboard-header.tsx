import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { GuestSessionResponse } from '@hotel/contracts/auth';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { CalendarIcon, DoorIcon } from '../../components/ui/icons.tsx';
import { formatCalendarDate } from '@hotel/contracts/calendar-date';
import { hotelSmallLogo } from '../../lib/hotel/use-hotel.ts';

interface DashboardHeaderProps {
  /** Undefined while it loads: the guest's texts keep their places, invisible, and a status says so. */
  session: GuestSessionResponse | undefined;
  hotel: HotelResponse;
}

/**
 * Welcome, hotel logo, room and stay dates: the first thing a guest sees after scanning the QR code. The server
 * draws the same card into the page it serves, before any script (modules/hotels/first-paint.ts, decision 0119):
 * a change here belongs there too.
 */
export function DashboardHeader({ session, hotel }: DashboardHeaderProps) {
  const { t, i18n } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  // The square mark fits the tile; the wide logo is already in the navigation bar right above.
  const logo = hotelSmallLogo(hotel);
  // The chosen language, not the catalogue in use: dates read naturally even before a catalogue exists.
  const language = i18n.language;

  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line"
    >
      <div className="flex items-center gap-4 bg-band px-5 py-5 text-on-band">
        {logo && !logoFailed ? (
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white p-1.5 shadow-sm dark:bg-[#d5d9de]">
            <img
              src={logo}
              alt={t('dashboard.hotelLogo', { hotel: hotel.name })}
              className="size-full object-contain"
              onError={() => setLogoFailed(true)}
            />
          </span>
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold opacity-90">{hotel.name}</p>
          <h1 id="dashboard-welcome" className="text-2xl leading-tight font-bold tracking-tight break-words">
            {session ? (
              t('dashboard.welcome', { name: session.family_name })
            ) : (
              <span role="status">
                <span className="sr-only">{t('dashboard.loading')}</span>
                <span aria-hidden="true" className="invisible">
                  {'\u00a0'}
                </span>
              </span>
            )}
          </h1>
        </div>
      </div>
      <div className="flex flex-col gap-4 px-5 py-5">
        {session ? (
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-ink ring-1 ring-line">
            <DoorIcon className="size-4 text-brand-ink" />
            {t('dashboard.room', { room: session.room.room_number })}
          </p>
        ) : (
          <p
            aria-hidden="true"
            className="invisible inline-flex w-fit items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold"
          >
            {'\u00a0'}
          </p>
        )}
        <dl aria-label={t('dashboard.stay')} className="grid grid-cols-2 gap-3">
          <StayDate
            label={t('dashboard.checkIn')}
            value={session && formatCalendarDate(session.booking.check_in_date, language)}
          />
          <StayDate
            label={t('dashboard.checkOut')}
            value={session && formatCalendarDate(session.booking.check_out_date, language)}
          />
        </dl>
      </div>
    </section>
  );
}

/** A stay date; without a value (the session is loading) its line is kept, empty. */
function StayDate({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="rounded-2xl bg-surface px-4 py-3 ring-1 ring-line">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <CalendarIcon className="size-4" />
        {label}
      </dt>
      <dd className={`mt-1 text-base font-semibold text-ink ${value ? '' : 'invisible'}`}>
        {value ?? '\u00a0'}
      </dd>
    </div>
  );
}
