import type { ActivityBooking, ActivityBookingRequest } from '@hotel/contracts/activities';
import { api } from '../../lib/api-client.ts';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { defineOutboxKind } from '../../lib/outbox/outbox-kinds.ts';
import { Price } from '../../components/ui/price.tsx';
import { refreshActivities } from './use-activities.ts';

/** An activity booked while the phone could not reach the hotel, under the Idempotency-Key of its first attempt. */
export interface WaitingBooking extends OutboxEntry {
  kind: 'booking';
  payload: ActivityBookingRequest;
  activityName: string;
  total: number;
  currencySymbol: string | undefined;
}

export const bookingOutboxKind = defineOutboxKind<WaitingBooking, ActivityBooking>({
  kind: 'booking',
  isWhole: (entry) => typeof entry.payload === 'object',
  send: (entry) =>
    api.post<ActivityBooking>('activity-bookings', entry.payload, {
      headers: { 'Idempotency-Key': entry.key },
    }),
  afterSending: refreshActivities,
  listed: {
    describe: (entry, { t, language }) => {
      // The slot's wall-clock date and time at the hotel, as the booking dialog showed them.
      const day = dateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${entry.payload.scheduled_date}T12:00:00Z`));
      const when = `${day} ${entry.payload.scheduled_time?.slice(0, 5) ?? ''}`.trim();
      return {
        label: t('outbox.bookingLabel', { activity: entry.activityName }),
        summary: (
          <>
            {t('outbox.bookingSummary', {
              activity: entry.activityName,
              when,
              count: entry.payload.number_of_people,
            })}{' '}
            ·{' '}
            <Price
              amount={entry.total}
              currencySymbol={entry.currencySymbol}
              fallbackSymbol={CART_DEFAULT_CURRENCY}
            />
          </>
        ),
      };
    },
    sentToast: (booking, t) => t('outbox.bookingSent', { reference: booking.reference_number }),
  },
});
