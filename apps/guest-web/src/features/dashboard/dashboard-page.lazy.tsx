import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Navigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { DashboardToaster } from '../../components/ui/dashboard-toaster.tsx';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { STORAGE_KEYS, useStoredHotelId, useStoredValue } from '../../lib/storage.ts';
import { useGuestSession } from '../../lib/session/guest-session.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import { isValidHotelId } from '../../lib/hotel/hotel-id.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { useDarkModeStore } from '../preferences/index.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { useSectionsDrawnInTurn } from './drawn-in-turn.ts';
import { CalendarEventsSlot } from './sections/calendar-events-slot.tsx';
import { PopularActivitiesSlot } from './sections/popular-activities-slot.tsx';
import { PopularDiningSlot } from './sections/popular-dining-slot.tsx';
import { SlideshowSlot } from './sections/slideshow-slot.tsx';
import { TouristInfoCardSlot } from './sections/tourist-info-card-slot.tsx';
import { TranslationBannerSlot } from './sections/translation-banner-slot.tsx';
import { WeatherSlot } from './sections/weather-slot.tsx';
import { TranslatedArea, TranslationNotice } from '../../components/translation/translation-notice.tsx';
import { useContentTranslations } from '../../lib/translation/use-content-translation.ts';

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function DashboardPage() {
  const { t } = useTranslation();
  const token = useStoredValue(STORAGE_KEYS.sessionToken);
  const hotelId = useStoredHotelId();
  const darkMode = useDarkModeStore((state) => state.darkMode);

  // SPEC section 5: the stored hotel ID must look like HOTEL-… before anything is asked of the server.
  const hotelIdProblem = !hotelId
    ? t('dashboard.hotelIdMissing')
    : isValidHotelId(hotelId)
      ? null
      : t('dashboard.invalidHotelId');
  const canLoad = Boolean(token) && hotelIdProblem === null;
  const session = useGuestSession({ enabled: canLoad });
  const hotel = useHotel(canLoad ? hotelId : null);

  if (!token || isAuthFailure(session.error) || isAuthFailure(hotel.error)) {
    return <Navigate to={loginPath()} replace />;
  }
  if (hotelIdProblem)
    return <DashboardError>{t('dashboard.error', { message: hotelIdProblem })}</DashboardError>;

  const error = session.error ?? hotel.error;
  if (error) {
    const message = error instanceof ApiError && error.detail ? error.detail : t('common.networkError');
    return <DashboardError>{t('dashboard.error', { message })}</DashboardError>;
  }
  if (!hotel.data) return <PageLoading>{t('dashboard.loading')}</PageLoading>;

  // Sections in SPEC order, each reading its own content. While the session is on its way the welcome
  // card holds its place (the server drew the same top before any script: decision 0119); the sections under the
  // slideshow come in turn on a cold load (decision 0126).
  return (
    <TranslatedArea>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-5">
        <TranslationBannerSlot />
        <DashboardTranslationNotice />
        <DashboardHeader session={session.data} hotel={hotel.data} />
        <SlideshowSlot />
        <LowerSections />
        <DashboardToaster darkMode={darkMode} />
      </div>
    </TranslatedArea>
  );
}

/** The sections under the slideshow, in SPEC order: on a cold load, drawn in turn. */
const LOWER_SECTIONS = [
  PopularDiningSlot,
  PopularActivitiesSlot,
  WeatherSlot,
  CalendarEventsSlot,
  TouristInfoCardSlot,
];

function LowerSections() {
  const drawn = useSectionsDrawnInTurn(LOWER_SECTIONS.length);
  return LOWER_SECTIONS.slice(0, drawn).map((Section, index) => <Section key={index} />);
}

/**
 * Under the translation banner (part of it, in SPEC's order): the dashboard shows many of the hotel's texts,
 * and any of them that is translated can be shown in the original or reported from here.
 */
function DashboardTranslationNotice() {
  const content = useContentTranslations().data?.content;
  return <TranslationNotice texts={content ? Object.keys(content) : []} />;
}

function DashboardError({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <ErrorAlert>{children}</ErrorAlert>
    </div>
  );
}
