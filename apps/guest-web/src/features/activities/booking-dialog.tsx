import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { OverlayLocale } from '../../components/ui/overlay-locale.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import type { Activity, ActivityBooking, ActivityBookingRequest } from '@hotel/contracts/activities';
import { ActivityPrice } from './activity-price.tsx';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { CalendarIcon, CheckCircleIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { Price } from '../../components/ui/price.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { readHotelTimeZone } from '../../lib/hotel-time.ts';
import { guestSessionQueryOptions } from '../../lib/session/guest-session.ts';
import {
  optionProblems,
  textsOfItem,
  type OptionSelection,
  OptionGroups,
} from '../dining/option-groups.lazy.tsx';
import { newIdempotencyKey } from '../../lib/outbox/outbox-entry.ts';
import { isOffline, useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import type { WaitingBooking } from './booking-outbox.ts';
import { BookingFacts } from './booking-facts.tsx';
import {
  bookingErrorCode,
  bookingTotal,
  datesBetween,
  defaultSelection,
  partyBounds,
} from './booking-form.ts';
import { calendarUrl, useActivityDay, useAvailability, useBookActivity } from './use-activities.ts';
import { ContentText } from '../../components/translation/content-text.tsx';
import { TranslatedArea, TranslationNotice } from '../../components/translation/translation-notice.tsx';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { PushOffer } from '../push/push-offer.lazy.tsx';

/** How many days ahead the date picker offers (fewer when the stay ends sooner). */
const DATE_WINDOW_DAYS = 14;

interface BookingDialogProps {
  activity: Activity;
  onClose: () => void;
}

/** The booking dialog (SPEC section 2): a form step, then a success step with the reference number. */
export function BookingDialog({ activity, onClose }: BookingDialogProps) {
  const { t } = useTranslation();
  const [booked, setBooked] = useState<ActivityBooking | null>(null);
  return (
    <OverlayLocale>
      <ModalOverlay
        isOpen
        isDismissable
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        className="fixed inset-0 z-50 flex items-end justify-center bg-black/55 data-entering:animate-[fade-in_200ms_ease-out] sm:items-center sm:p-4"
      >
        <Modal className="flex max-h-[92dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-3xl bg-surface-raised text-ink shadow-2xl sm:rounded-3xl">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
            <TranslatedArea>
              <header className="flex items-center gap-3 border-b border-line py-3 ps-5 pe-2">
                <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-bold">
                  <ContentText text={activity.name} />
                </Heading>
                <Button
                  onPress={onClose}
                  aria-label={t('activities.dialog.close')}
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface"
                >
                  <CloseIcon className="size-6" />
                </Button>
              </header>
              {booked ? (
                <SuccessStep booking={booked} onClose={onClose} />
              ) : (
                <BookingForm activity={activity} onBooked={setBooked} onClose={onClose} />
              )}
            </TranslatedArea>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLocale>
  );
}

/** Today on the hotel's clock, as YYYY-MM-DD. */
function hotelToday(timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function BookingForm({
  activity,
  onBooked,
  onClose,
}: {
  activity: Activity;
  onBooked: (booking: ActivityBooking) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const timeZone = readHotelTimeZone();
  const bounds = partyBounds(activity);
  const session = useQuery(guestSessionQueryOptions());
  const [dates] = useState(() => {
    const today = hotelToday(timeZone);
    return datesBetween(today, '9999-12-31').slice(0, DATE_WINDOW_DAYS);
  });
  // The stay's last day bounds the window: a time after check-out is refused anyway.
  const checkOut = session.data?.booking.check_out_date;
  const offered = checkOut ? dates.filter((date) => date <= checkOut) : dates;

  const [people, setPeople] = useState(bounds.min);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [selection, setSelection] = useState<OptionSelection>(() => defaultSelection(activity.options));
  const [requests, setRequests] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const book = useBookActivity();

  const availability = useAvailability(activity.id, dates[0]!, dates.at(-1)!);
  const maxByDay = useMemo(
    () => new Map((availability.data?.days ?? []).map((entry) => [entry.date, entry.max_remaining])),
    [availability.data],
  );
  const dayFits = (date: string) => (maxByDay.get(date) ?? 0) >= people;
  // Until the guest picks, the first day with room for the party.
  const chosenDay = day ?? (availability.data ? (offered.find(dayFits) ?? null) : null);
  const slots = useActivityDay(activity.id, chosenDay);
  const slotList = slots.data?.date === chosenDay ? slots.data.available_slots : [];
  const chosenSlot = slotList.find((slot) => slot.start_time === time && slot.remaining_capacity >= people);

  const problems = optionProblems(activity.options, selection);
  const total = bookingTotal(activity, selection, people);
  const missing = !chosenDay || !chosenSlot;

  const serverError = book.error instanceof ApiError ? book.error : null;
  const serverCode = bookingErrorCode(serverError?.code);
  const errorText = book.isError
    ? serverCode
      ? t(`activities.errors.${serverCode}`)
      : (serverError?.detail ?? t('activities.errors.activity_booking_failed'))
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (missing || problems.size > 0) {
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector('[data-error]')
          ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
      );
      return;
    }
    const payload: ActivityBookingRequest = {
      activity_id: activity.id,
      scheduled_date: chosenDay,
      scheduled_time: chosenSlot.start_time,
      number_of_people: people,
      special_requests: requests.trim() || null,
      selected_options: selection,
    };
    // One key per distinct request: a retry of the same one can never book twice.
    const serialized = JSON.stringify(payload);
    if (attempt.current?.payload !== serialized)
      attempt.current = { payload: serialized, key: newIdempotencyKey() };
    const idempotencyKey = attempt.current.key;
    // No network (or it failed in transit): the booking waits on the phone under the same key and is sent
    // when the network returns (decision 0033); the key makes sure it is booked once.
    const waitForNetwork = () => {
      useOutboxStore.getState().add<WaitingBooking>({
        kind: 'booking',
        key: idempotencyKey,
        payload,
        createdAt: new Date().toISOString(),
        activityName: activity.name,
        total,
        currencySymbol: activity.currency_symbol,
      });
      book.reset();
      toast(t('outbox.keptOffline'));
      onClose();
    };
    if (isOffline()) {
      waitForNetwork();
      return;
    }
    book.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (isOffline(error)) waitForNetwork();
          else if (error instanceof ApiError && error.code === 'insufficient_capacity') void slots.refetch();
        },
      },
    );
  }

  const dayFormat = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayLabel = (date: string, index: number) =>
    index === 0
      ? t('activities.dialog.today')
      : index === 1
        ? t('activities.dialog.tomorrow')
        : dayFormat.format(new Date(`${date}T12:00:00Z`));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-4">
        <div className="flex gap-4">
          <ItemImage src={activity.image_url} className="size-20 shrink-0 rounded-xl" />
          <div className="min-w-0">
            {activity.description ? (
              <p className="text-sm text-ink-muted">
                <ContentText text={activity.description} />
              </p>
            ) : null}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
              <ActivityPrice activity={activity} />
            </p>
          </div>
        </div>
        <TranslationNotice texts={textsOfItem(activity)} />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p id={`${id}-people`} className="text-sm font-semibold text-ink">
              {t('activities.dialog.people')}
            </p>
            <p className="text-xs text-ink-muted">
              {t('activities.dialog.peopleHint', { min: bounds.min, max: bounds.max })}
            </p>
          </div>
          <QuantityStepper
            value={people}
            min={bounds.min}
            max={bounds.max}
            onChange={setPeople}
            itemName={t('activities.dialog.people')}
          />
        </div>

        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('activities.dialog.date')}</legend>
          <div className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1">
            {offered.map((date, index) => {
              const fits = availability.data ? dayFits(date) : true;
              const selected = date === chosenDay;
              return (
                <label
                  key={date}
                  className={`relative flex min-h-14 shrink-0 cursor-pointer flex-col items-center justify-center rounded-2xl px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring) ${
                    selected
                      ? 'bg-brand text-on-brand ring-transparent'
                      : 'bg-surface-raised text-ink ring-line-strong'
                  } ${fits ? '' : 'cursor-not-allowed opacity-50'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-day`}
                    value={date}
                    checked={selected}
                    disabled={!fits}
                    onChange={() => {
                      setDay(date);
                      setTime(null);
                    }}
                    className="sr-only"
                  />
                  <span className={fits ? '' : 'line-through'}>{dayLabel(date, index)}</span>
                  {fits ? null : (
                    <span className="text-[0.7rem] font-medium">
                      {t('activities.dialog.unavailable', { count: people })}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-zone`}>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('activities.dialog.time')}</legend>
          {availability.isError || slots.isError ? (
            <ErrorAlert>{t('activities.errors.error_fetching_slots')}</ErrorAlert>
          ) : !chosenDay ? (
            <p className="text-sm text-ink-muted">
              {availability.isPending
                ? t('activities.dialog.loadingSlots')
                : t('activities.dialog.chooseDate')}
            </p>
          ) : slots.isPending || slots.data?.date !== chosenDay ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('activities.dialog.loadingSlots')}
            </p>
          ) : slotList.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('activities.dialog.noSlots')}</p>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              {slotList.map((slot) => {
                const fits = slot.remaining_capacity >= people;
                const selected = fits && slot.start_time === time;
                return (
                  <label
                    key={slot.start_time}
                    className={`flex min-h-14 cursor-pointer flex-col justify-center rounded-xl px-3 py-2 ring-1 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring) ${
                      selected
                        ? 'bg-brand text-on-brand ring-transparent'
                        : 'bg-surface-raised text-ink ring-line-strong'
                    } ${fits ? '' : 'cursor-not-allowed opacity-50'}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={slot.start_time}
                      checked={selected}
                      disabled={!fits}
                      onChange={() => setTime(slot.start_time)}
                      className="sr-only"
                    />
                    <bdi dir="ltr" className="text-base font-bold tabular-nums">
                      {slot.formatted_time}
                    </bdi>
                    <span className={`text-xs ${selected ? '' : 'text-ink-muted'}`}>
                      {slot.remaining_capacity === 0
                        ? t('activities.dialog.full')
                        : fits
                          ? t('activities.dialog.placesLeft', { count: slot.remaining_capacity })
                          : t('activities.dialog.tooFew', { count: slot.remaining_capacity })}
                    </span>
                  </label>
                );
              })}
            </div>
          )}
          <p id={`${id}-zone`} className="text-xs text-ink-muted">
            {t('activities.dialog.hotelTime', { zone: timeZone })}
          </p>
          {submitted && missing ? (
            <p data-error className="text-sm font-semibold text-danger">
              {t('activities.errors.missing_required_fields')}
            </p>
          ) : null}
        </fieldset>

        {activity.options.length > 0 ? (
          <OptionGroups
            options={activity.options}
            selection={selection}
            onChange={setSelection}
            currencySymbol={activity.currency_symbol}
            problems={submitted ? problems : undefined}
          />
        ) : null}

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-requests`} className="text-sm font-semibold text-ink">
            {t('activities.dialog.specialRequests')}
          </label>
          <textarea
            id={`${id}-requests`}
            value={requests}
            maxLength={500}
            rows={2}
            aria-describedby={`${id}-requests-hint`}
            onChange={(event) => setRequests(event.target.value)}
            className="block w-full rounded-xl border border-line-strong bg-surface-raised px-4 py-3 text-base text-ink"
          />
          <p id={`${id}-requests-hint`} className="text-xs text-ink-muted">
            {t('activities.dialog.specialRequestsHint')}
          </p>
        </div>

        {activity.prepayment_required ? (
          <p className="rounded-xl bg-surface px-4 py-3 text-sm text-ink ring-1 ring-line">
            {t('activities.dialog.prepaymentNote')}
          </p>
        ) : null}
        {submitted && problems.size > 0 ? (
          <p className="text-sm font-semibold text-danger">
            {t('activities.errors.option_validation_failed')}
          </p>
        ) : null}
        {errorText ? <ErrorAlert>{errorText}</ErrorAlert> : null}
      </div>
      <footer className="flex flex-col gap-3 border-t border-line px-5 py-4">
        <p className="flex items-baseline justify-between text-base font-semibold text-ink">
          <span>{t('activities.dialog.total')}</span>
          <Price amount={total} currencySymbol={activity.currency_symbol} className="text-xl" />
        </p>
        <div className="flex gap-3">
          <button type="button" className={`${secondaryButtonClass} flex-1`} onClick={onClose}>
            {t('activities.dialog.cancel')}
          </button>
          <button type="submit" disabled={book.isPending} className={`${primaryButtonClass} flex-[2]`}>
            {book.isPending ? t('activities.dialog.submitting') : t('activities.dialog.submit')}
          </button>
        </div>
      </footer>
    </form>
  );
}

function SuccessStep({ booking, onClose }: { booking: ActivityBooking; onClose: () => void }) {
  const { t } = useTranslation();
  const pending = booking.status === 'pending';
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-5">
        <div role="status" className="flex flex-col items-center gap-2 text-center">
          <CheckCircleIcon className="size-12 text-emerald-600 dark:text-emerald-400" />
          <p className="text-xl font-bold text-ink">
            {pending ? t('activities.dialog.successPending') : t('activities.dialog.successConfirmed')}
          </p>
          {pending ? (
            <p className="text-sm text-ink-muted">{t('activities.dialog.successPendingNote')}</p>
          ) : null}
        </div>
        <div className="rounded-2xl bg-surface px-4 py-3 text-center ring-1 ring-line">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('activities.dialog.reference')}
          </p>
          <p className="font-mono text-2xl font-bold tracking-wider text-ink">{booking.reference_number}</p>
        </div>
        <BookingFacts booking={booking} />
        <PushOffer />
      </div>
      <footer className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row">
        <ExternalButton href={calendarUrl(booking.id)}>
          <CalendarIcon className="size-5" />
          {t('activities.bookings.addToCalendar')}
        </ExternalButton>
        <Link to="/account" className={`${secondaryButtonClass} flex-1`} onClick={onClose}>
          {t('activities.dialog.viewBookings')}
        </Link>
        <button type="button" className={`${primaryButtonClass} flex-1`} onClick={onClose}>
          {t('activities.dialog.done')}
        </button>
      </footer>
    </div>
  );
}

/** A download link that looks like a secondary button (the .ics file opens the phone's calendar). */
export function ExternalButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={`${secondaryButtonClass} flex-1`}>
      {children}
    </a>
  );
}
