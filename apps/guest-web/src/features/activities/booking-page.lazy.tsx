import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import { BookingCard } from './guest-bookings-section.lazy.tsx';
import { useGuestBooking } from './use-activities.ts';

/**
 * An activity booking (/bookings/:id), where a booking_update notification leads. It follows the booking live:
 * every booking_update re-reads it (use-notification-feed → applyBookingUpdate), so a cancellation by the hotel
 * shows here as it happens, announced to screen readers.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const bookingId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const booking = useGuestBooking(bookingId);

  if (bookingId === null) return <BookingError>{t('activities.bookingPage.notFound')}</BookingError>;
  if (booking.error instanceof ApiError && booking.error.status === 401)
    return <Navigate to={loginPath()} replace />;
  if (booking.error) {
    const notFound = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <BookingError retry={notFound ? undefined : () => void booking.refetch()}>
        {notFound ? t('activities.bookingPage.notFound') : t('activities.bookingPage.loadFailed')}
      </BookingError>
    );
  }
  if (!booking.data) return <PageLoading>{t('activities.bookingPage.loading')}</PageLoading>;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {t('activities.bookingPage.heading', { reference: booking.data.reference_number })}
      </h1>
      <div role="status" aria-live="polite">
        <BookingCard booking={booking.data} />
      </div>
      <p className="text-xs text-ink-muted">{t('activities.bookingPage.live')}</p>
      <Link to="/account" className={`${secondaryButtonClass} self-start`}>
        {t('activities.bookingPage.allBookings')}
      </Link>
    </div>
  );
}

function BookingError({ children, retry }: { children: ReactNode; retry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('activities.bookingTitle')}</h1>
      <ErrorAlert>{children}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        {retry ? (
          <button type="button" onClick={retry} className={secondaryButtonClass}>
            {t('activities.bookingPage.retry')}
          </button>
        ) : null}
        <Link to="/dashboard" className={secondaryButtonClass}>
          {t('activities.bookingPage.backHome')}
        </Link>
      </div>
    </div>
  );
}
