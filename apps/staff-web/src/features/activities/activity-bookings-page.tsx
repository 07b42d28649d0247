import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffActivityBooking, StaffSlot } from '@hotel/contracts/activities';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { DeskPaymentFields, type DeskPaymentMethod } from '../billing/index.ts';
import { hotelToday, shiftDate, useActivityDay, useChangeBooking } from './use-activity-bookings.ts';
import { consoleLocale } from '../../lib/i18n/i18n.ts';

const STATUS_TONE: Record<string, string> = {
  pending: 'bg-warning-soft text-warning',
  confirmed: 'bg-success-soft text-success',
  attended: 'bg-info-soft text-info',
  no_show: 'bg-surface-sunken text-ink',
  cancelled: 'bg-danger-soft text-danger',
};

/**
 * A day's activity bookings, per activity and slot: who, how many, options, special requests and status,
 * with confirm, cancel (the guest reads the reason), attended and no-show. New bookings arrive live.
 */
export default function ActivityBookingsPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const today = hotelToday(session.hotel.timezone);
  const [date, setDate] = useState(today);
  const day = useActivityDay(date);
  const [news, setNews] = useState<string | null>(null);
  // Attendance buttons appear once a slot has started: the clock is read once a minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useStaffUpdates((update) => {
    if (update.topic === 'bookings' && update.action === 'created' && update.summary)
      setNews(t('activityBookings.newBooking', { summary: update.summary }));
  });

  const dateLabel = formatDay(date, 'long');

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('screens.activityBookings')}
        intro={t('activityBookings.intro', { zone: session.hotel.timezone })}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="secondary" onClick={() => setDate(shiftDate(date, -1))}>
              {t('activityBookings.previousDay')}
            </Button>
            <Button variant="secondary" onClick={() => setDate(today)} disabled={date === today}>
              {t('activityBookings.today')}
            </Button>
            <Button variant="secondary" onClick={() => setDate(shiftDate(date, 1))}>
              {t('activityBookings.nextDay')}
            </Button>
            <TextField
              label={t('activityBookings.date')}
              type="date"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          </div>
        }
      />
      <h2 className="text-lg font-semibold">{dateLabel}</h2>
      {news && (
        <Notice
          tone="info"
          action={
            <Button variant="ghost" onClick={() => setNews(null)}>
              {t('common.close')}
            </Button>
          }
        >
          {news}
        </Notice>
      )}
      {day.error && (
        <Notice tone="error" action={<Button onClick={() => void day.refetch()}>{t('common.retry')}</Button>}>
          {errorText(day.error, t('activityBookings.loadFailed'))}
        </Notice>
      )}
      {day.data && day.data.pending_days.length > 0 && (
        <Notice tone="warning">
          <span className="me-2">{t('activityBookings.pendingElsewhere')}</span>
          {day.data.pending_days.map((pending) => (
            <Button
              key={pending.date}
              variant="ghost"
              className="me-2 underline underline-offset-4"
              onClick={() => setDate(pending.date)}
            >
              {t('activityBookings.pendingDay', {
                date: formatDay(pending.date, 'short'),
                count: pending.count,
              })}
            </Button>
          ))}
        </Notice>
      )}
      {day.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {day.data?.activities.length === 0 && <p>{t('activityBookings.noActivities')}</p>}
      {day.data?.activities.map((activity) => (
        <section key={activity.id} aria-labelledby={`activity-${activity.id}`} className="space-y-3">
          <h3 id={`activity-${activity.id}`} className="text-xl font-bold">
            {activity.name}
          </h3>
          {activity.slots.length === 0 ? (
            <p className="text-ink-muted">{t('activityBookings.noSlots')}</p>
          ) : (
            <ul className="grid gap-3 xl:grid-cols-2">
              {activity.slots.map((slot) => (
                <li key={slot.starts_at}>
                  <SlotCard slot={slot} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** A calendar date ('2026-11-29') as the desk reads it: 'Sunday 29 November', or 'Sun 29 Nov'. */
function formatDay(date: string, length: 'long' | 'short'): string {
  return dateTimeFormat(consoleLocale(), {
    weekday: length,
    day: 'numeric',
    month: length,
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

function SlotCard({ slot, now }: { slot: StaffSlot; now: number }) {
  const { t } = useTranslation();
  const full = slot.capacity > 0 && slot.booked >= slot.capacity;
  return (
    <article
      aria-label={`${slot.start_time}–${slot.end_time}`}
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold tabular-nums">
          {slot.start_time}–{slot.end_time}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {slot.closed && (
            <span className="rounded-full bg-danger-soft px-2.5 py-0.5 font-semibold text-danger">
              {t('activityBookings.closed')}
            </span>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${full ? 'bg-warning-soft text-warning' : 'bg-surface-sunken text-ink'}`}
          >
            {t('activityBookings.occupancy', { booked: slot.booked, capacity: slot.capacity })}
          </span>
        </div>
      </header>
      {slot.bookings.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('activityBookings.noBookings')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {slot.bookings.map((booking) => (
            <li key={booking.id} className="py-3 first:pt-0 last:pb-0">
              <BookingRow booking={booking} now={now} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function BookingRow({ booking, now }: { booking: StaffActivityBooking; now: number }) {
  const { t } = useTranslation();
  const change = useChangeBooking();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  // A prepayment booking is confirmed with its payment: how the desk took it settles its line on the bill.
  const [takingPayment, setTakingPayment] = useState(false);
  const [method, setMethod] = useState<DeskPaymentMethod>('card_terminal');
  const [reference, setReference] = useState('');
  const started = new Date(booking.starts_at).getTime() <= now;
  const holding = booking.status === 'pending' || booking.status === 'confirmed';
  const act = (action: 'confirm' | 'attended' | 'no_show') =>
    change.mutate({ id: booking.id, change: { action } });

  function confirmPaid(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      {
        id: booking.id,
        change: {
          action: 'confirm',
          payment_method: method,
          ...(reference.trim() && { payment_reference: reference.trim() }),
        },
      },
      { onSuccess: () => setTakingPayment(false) },
    );
  }

  function cancel(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { id: booking.id, change: { action: 'cancel', reason } },
      { onSuccess: () => setCancelling(false) },
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            {t('activityBookings.room', { room: booking.room_number })} · {booking.family_name}
          </p>
          <p className="text-sm text-ink-muted">
            {t('activityBookings.people', { count: booking.number_of_people })} ·{' '}
            <span className="font-mono">{booking.reference_number}</span>
            {booking.prepayment_required &&
              ` · ${booking.prepayment_made ? t('activityBookings.prepaid') : t('activityBookings.awaitingPayment')}`}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONE[booking.status] ?? ''}`}
        >
          {t(`activityBookings.status.${booking.status}`)}
        </span>
      </div>
      {booking.selected_options_details.length > 0 && (
        <p className="text-sm">
          {booking.selected_options_details
            .map((option) => `${option.name}: ${option.values.map((value) => value.name).join(', ')}`)
            .join(' · ')}
        </p>
      )}
      {booking.special_requests && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {t('activityBookings.requests', { text: booking.special_requests })}
        </p>
      )}
      {booking.cancel_reason && (
        <p className="text-sm text-danger">{t('activityBookings.reason', { text: booking.cancel_reason })}</p>
      )}
      {change.error && <Notice tone="error">{errorText(change.error, t('common.errorGeneric'))}</Notice>}
      {takingPayment ? (
        <form onSubmit={confirmPaid} className="space-y-3 rounded-xl border border-line p-3">
          <p className="font-semibold">{t('activityBookings.paymentTitle')}</p>
          <p className="text-sm text-ink-muted">{t('activityBookings.paymentIntro')}</p>
          <div className="flex flex-wrap items-start gap-2">
            <DeskPaymentFields
              method={method}
              onMethodChange={setMethod}
              reference={reference}
              onReferenceChange={setReference}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={change.isPending}>
              {t('activityBookings.confirmPaid')}
            </Button>
            <Button variant="ghost" onClick={() => setTakingPayment(false)}>
              {t('activityBookings.paymentBack')}
            </Button>
          </div>
        </form>
      ) : cancelling ? (
        <form onSubmit={cancel} className="flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <TextField
              label={t('activityBookings.cancelReason')}
              hint={t('activityBookings.cancelReasonHint')}
              value={reason}
              required
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button type="submit" variant="danger" disabled={change.isPending || reason.trim() === ''}>
            {t('activityBookings.cancelConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setCancelling(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {booking.status === 'pending' && (
            <Button
              onClick={() => (booking.prepayment_required ? setTakingPayment(true) : act('confirm'))}
              disabled={change.isPending}
            >
              {booking.prepayment_required
                ? t('activityBookings.confirmPaid')
                : t('activityBookings.confirm')}
            </Button>
          )}
          {started && booking.status !== 'cancelled' && booking.status !== 'attended' && (
            <Button variant="secondary" onClick={() => act('attended')} disabled={change.isPending}>
              {t('activityBookings.attended')}
            </Button>
          )}
          {started && booking.status !== 'cancelled' && booking.status !== 'no_show' && (
            <Button variant="secondary" onClick={() => act('no_show')} disabled={change.isPending}>
              {t('activityBookings.noShow')}
            </Button>
          )}
          {holding && (
            <Button variant="danger" onClick={() => setCancelling(true)} disabled={change.isPending}>
              {t('activityBookings.cancel')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
