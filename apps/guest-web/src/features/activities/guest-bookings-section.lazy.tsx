import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ActivityBooking } from '@hotel/contracts/activities';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CalendarIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { formatHotelDateTime, readHotelTimeZone } from '../../lib/hotel-time.ts';
import { BookingFacts, useBookingClock, useBookingDate } from './booking-facts.tsx';
import { BookingStatusBadge } from './status-badge.tsx';
import { calendarUrl, useCancelBooking, useGuestBookings } from './use-activities.ts';

/**
 * 'Your activities' (SPEC section 2, Account): its own 'show cancelled' toggle, every field of a booking, the
 * cancel button while can_cancel holds, and 'Add to calendar' for one booking or the whole itinerary.
 */
export function GuestBookingsSection() {
  const { t } = useTranslation();
  const bookings = useGuestBookings();
  const [showCancelled, setShowCancelled] = useState(false);
  const all = bookings.data ?? [];
  const shown = all.filter((booking) => showCancelled || booking.status !== 'cancelled');
  const hiddenCount = all.length - shown.length;

  return (
    <section aria-labelledby="account-activities" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="account-activities" className="text-xl font-bold tracking-tight text-ink">
          {t('activities.bookings.title')}
        </h2>
        <ShowCancelledSwitch checked={showCancelled} onChange={setShowCancelled} />
      </div>
      {bookings.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('common.loading')}
        </p>
      ) : bookings.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorAlert className="w-full">{t('account.errors.loading')}</ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={() => void bookings.refetch()}>
            {t('activities.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-raised px-4 py-6 text-center text-sm text-ink-muted ring-1 ring-line">
          <p>
            {hiddenCount > 0
              ? t('activities.bookings.onlyCancelled', { count: hiddenCount })
              : t('activities.bookings.none')}
          </p>
          <Link to="/activities" className={secondaryButtonClass}>
            {t('activities.bookings.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
          <a href={calendarUrl()} download className={`${secondaryButtonClass} self-start`}>
            <CalendarIcon className="size-5" />
            {t('activities.bookings.addAllToCalendar')}
          </a>
        </>
      )}
    </section>
  );
}

function ShowCancelledSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      // Two 'Show cancelled' switches share the account page: this one is named after its section too.
      aria-labelledby="activities-show-cancelled account-activities"
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-3 rounded-xl px-2 text-sm font-medium text-ink"
    >
      <span id="activities-show-cancelled">{t('account.showCancelled')}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-ink' : 'bg-line-strong'
        }`}
      >
        <span
          className={`absolute start-1 size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0'
          }`}
        />
      </span>
    </button>
  );
}

export function BookingCard({ booking }: { booking: ActivityBooking }) {
  const { t, i18n } = useTranslation();
  const date = useBookingDate();
  const clock = useBookingClock();
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const cancelUntil = formatHotelDateTime(booking.cancel_until, i18n.language, readHotelTimeZone());

  function confirmCancel() {
    cancel.mutate(booking.id, {
      onSuccess: () => toast.success(t('activities.bookings.cancelled')),
      onError: () => toast.error(t('activities.bookings.cancelError')),
    });
  }

  return (
    <article
      aria-labelledby={`booking-${booking.id}`}
      className={`flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 ring-1 ring-line ${
        booking.status === 'cancelled' ? 'opacity-85' : ''
      }`}
    >
      <div className="flex items-start gap-3">
        <ItemImage src={booking.activity_image} className="size-14 shrink-0 rounded-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`booking-${booking.id}`} className="text-base font-bold text-ink">
              <Link to={`/bookings/${booking.id}`} className="underline-offset-4 hover:underline">
                <bdi>{booking.activity_name}</bdi>
              </Link>
            </h3>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="text-xs text-ink-muted">
            <span className="font-mono font-semibold text-ink">{booking.reference_number}</span>
            {' · '}
            {date(booking.scheduled_date)} <bdi dir="ltr">{clock(booking).start}</bdi>
          </p>
        </div>
      </div>
      <BookingFacts booking={booking} withReference />
      {booking.cancel_reason ? (
        <p className="rounded-xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {t('activities.bookings.hotelReason', { reason: booking.cancel_reason })}
        </p>
      ) : null}
      {booking.can_cancel && cancelUntil ? (
        <p className="text-xs text-ink-muted">
          {t('activities.bookings.cancelUntil', { time: cancelUntil })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {booking.status !== 'cancelled' ? (
          <a href={calendarUrl(booking.id)} download className={secondaryButtonClass}>
            <CalendarIcon className="size-5" />
            {t('activities.bookings.addToCalendar')}
          </a>
        ) : null}
        {booking.can_cancel ? (
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-danger/40 bg-surface-raised px-4 text-sm font-semibold text-danger transition hover:bg-danger-soft disabled:opacity-50"
          >
            {t('activities.bookings.cancel')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmCancel}
        title={t('activities.bookings.cancelTitle')}
        confirmLabel={t('activities.bookings.cancelYes')}
        cancelLabel={t('activities.bookings.cancelNo')}
      >
        {t('activities.bookings.cancelBody', {
          name: booking.activity_name,
          date: date(booking.scheduled_date),
          time: clock(booking).start,
        })}
      </ConfirmDialog>
    </article>
  );
}
