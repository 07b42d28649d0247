import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { ActivityBooking } from '@hotel/contracts/activities';
import { Price } from '../../components/ui/price.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** The booking's date as the guest reads it ('Tue, 24 Nov'), from the plain calendar date. */
export function useBookingDate() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * The booking's start and its span in the guest's language and the hotel's zone ('10:00 AM', '10:00 AM – 1:00 PM'),
 * like every other time the app shows; the server's 24-hour texts when the zone is unknown to the browser.
 */
export function useBookingClock() {
  const { i18n } = useTranslation();
  return (
    booking: Pick<
      ActivityBooking,
      'starts_at' | 'ends_at' | 'timezone' | 'scheduled_time' | 'formatted_time'
    >,
  ) => {
    try {
      const format = dateTimeFormat(i18n.language, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: booking.timezone,
      });
      const start = new Date(booking.starts_at);
      return { start: format.format(start), span: format.formatRange(start, new Date(booking.ends_at)) };
    } catch {
      return { start: booking.scheduled_time, span: booking.formatted_time };
    }
  };
}

/** SPEC's payment status: 'prepaid' once paid in advance, else where the charge goes. */
export function usePaymentText() {
  const { t } = useTranslation();
  return (booking: Pick<ActivityBooking, 'prepayment_required' | 'prepayment_made'>) =>
    booking.prepayment_made
      ? t('activities.bookings.prepaid')
      : booking.prepayment_required
        ? t('activities.bookings.awaitingPrepayment')
        : t('activities.bookings.onRoomBill');
}

/** Every field of a booking the guest sees (SPEC section 2, Account): date, time, people, options, total… */
export function BookingFacts({
  booking,
  withReference = false,
}: {
  booking: ActivityBooking;
  withReference?: boolean;
}) {
  const { t } = useTranslation();
  const translate = useContentText();
  const date = useBookingDate();
  const payment = usePaymentText();
  const clock = useBookingClock();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <Fact label={t('activities.bookings.date')}>{date(booking.scheduled_date)}</Fact>
      <Fact label={t('activities.bookings.time')}>
        <bdi dir="ltr">{clock(booking).span}</bdi>
      </Fact>
      <Fact label={t('activities.bookings.people')}>{booking.number_of_people}</Fact>
      {booking.selected_options_details.map((option) => (
        <Fact key={option.id} label={translate(option.name)}>
          <bdi>{option.values.map((value) => translate(value.name)).join(', ')}</bdi>
        </Fact>
      ))}
      {booking.special_requests ? (
        <Fact label={t('activities.bookings.specialRequests')}>
          <bdi>{booking.special_requests}</bdi>
        </Fact>
      ) : null}
      {withReference ? (
        <Fact label={t('activities.bookings.reference')}>
          <span className="font-mono font-semibold">{booking.reference_number}</span>
        </Fact>
      ) : null}
      <Fact label={t('activities.bookings.payment')}>{payment(booking)}</Fact>
      <Fact label={t('activities.bookings.total')}>
        <Price amount={booking.total_price} currencySymbol={booking.currency_symbol} />
      </Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-end font-medium text-ink">{children}</dd>
    </>
  );
}
