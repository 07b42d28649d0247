import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { OverlayLocale } from '../../components/ui/overlay-locale.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateFormatter, type CalendarDate } from '@internationalized/date';
import type { DiningItem } from '@hotel/contracts/dining';
import type { OpeningHours } from '@hotel/contracts/opening-hours';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ChevronDownIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { Price } from '../../components/ui/price.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { readHotelTimeZone } from '../../lib/hotel-time.ts';
import { useStoredHotelId } from '../../lib/storage.ts';
import {
  CART_MAX_QUANTITY,
  ROOM_SERVICE,
  parseLocationId,
  selectLockedLocation,
  useCartStore,
} from './cart-store.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import {
  isItemVisible,
  optionProblems,
  toCartItem,
  unitPrice,
  type OptionSelection,
  textsOfItem,
} from './item-options.ts';
import { OptionGroups } from './option-groups.lazy.tsx';
import { dayOf, daySlots, scheduleProblem, scheduleWindow, type ScheduleWindow } from './schedule.ts';
import { useDiningItem, useHotelLocations } from './use-menu.ts';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';
import { TranslatedArea, TranslationNotice } from '../../components/translation/translation-notice.tsx';

export interface OrderModalRequest {
  itemId: number;
  /** The menu already has the item; a popular item leaves it to GET /api/items/{id}/. */
  item?: DiningItem;
  /** For the heading while the item loads. */
  name?: string;
  /** Choices carried over from a menu card. */
  selection?: OptionSelection;
  quantity?: number;
  /** The toast outlet that announces the addition; the shell's when absent. */
  toasterId?: string;
}

interface OrderModalProps {
  request: OrderModalRequest;
  onClose: () => void;
}

/**
 * The order dialog (SPEC section 2): options, where, when (as soon as possible or a time in the 14-day window
 * on the hotel's clock), how many, the total, and add to cart. Opened from a popular item on the dashboard, or
 * from the menu when no location is chosen.
 */
export function OrderModal({ request, onClose }: OrderModalProps) {
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
              <OrderForm request={request} onClose={onClose} />
            </TranslatedArea>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLocale>
  );
}

function OrderForm({ request, onClose }: OrderModalProps) {
  const { t } = useTranslation();
  const fetched = useDiningItem(request.item ? null : request.itemId);
  const item = request.item ?? fetched.data;
  const { data: hotel, isError: hotelFailed } = useHotel(useStoredHotelId());
  const locations = useHotelLocations();

  const loadError = fetched.isError
    ? t('dining.orderModal.errors.item')
    : hotelFailed
      ? t('dining.orderModal.errors.hotel')
      : locations.isError
        ? t('dining.orderModal.errors.options')
        : null;
  const ready = item && hotel && locations.data;

  return (
    <>
      <header className="flex items-center gap-3 border-b border-line py-3 ps-5 pe-2">
        <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-bold">
          {item ? (
            <ContentText text={item.name} />
          ) : request.name ? (
            <ContentText text={request.name} />
          ) : (
            t('dining.orderModal.title')
          )}
        </Heading>
        <Button
          onPress={onClose}
          aria-label={t('dining.orderModal.close')}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface"
        >
          <CloseIcon className="size-6" />
        </Button>
      </header>
      {loadError ? (
        <div className="flex flex-col gap-4 p-5">
          <ErrorAlert>{loadError}</ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t('dining.orderModal.cancel')}
          </button>
        </div>
      ) : ready ? (
        <OrderFields
          request={request}
          item={item}
          roomServiceEnabled={hotel.room_service_enabled}
          roomServiceHours={hotel.room_service_hours}
          locations={locations.data}
          onClose={onClose}
        />
      ) : (
        <p role="status" className="p-8 text-center text-ink-muted">
          {t('common.loading')}
        </p>
      )}
    </>
  );
}

interface OrderFieldsProps {
  request: OrderModalRequest;
  item: DiningItem;
  roomServiceEnabled: boolean;
  roomServiceHours: OpeningHours | null;
  locations: { id: number; name: string; opening_hours: OpeningHours | null }[];
  onClose: () => void;
}

type Mode = 'asap' | 'scheduled';

function OrderFields({
  request,
  item,
  roomServiceEnabled,
  roomServiceHours,
  locations,
  onClose,
}: OrderFieldsProps) {
  const { t, i18n } = useTranslation();
  const translate = useContentText();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const lockedLocation = useCartStore(selectLockedLocation);
  const addItem = useCartStore((state) => state.addItem);
  const [range] = useState<ScheduleWindow>(() => scheduleWindow(readHotelTimeZone()));

  // A schedule already in the cart is the starting point: the whole cart is served at one time.
  const [initial] = useState(() => {
    const cartTime = useCartStore.getState().cart?.scheduledFor ?? null;
    const usable = cartTime !== null && scheduleProblem('scheduled', cartTime, range) === null;
    return {
      mode: (usable ? 'scheduled' : 'asap') as Mode,
      slot: usable ? cartTime : null,
      day: usable ? (dayOf(cartTime, range.timeZone)?.toString() ?? null) : null,
    };
  });
  const [selection, setSelection] = useState<OptionSelection>(request.selection ?? {});
  const [quantity, setQuantity] = useState(Math.min(CART_MAX_QUANTITY, Math.max(1, request.quantity ?? 1)));
  const [location, setLocation] = useState(lockedLocation === null ? '' : String(lockedLocation));
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [day, setDay] = useState<string | null>(initial.day);
  const [slot, setSlot] = useState<string | null>(initial.slot);
  const [submitted, setSubmitted] = useState(false);
  const [addFailed, setAddFailed] = useState(false);

  const chosenLocation = lockedLocation ?? parseLocationId(location);
  const translateOrUnknown = (name: string | undefined) =>
    name === undefined ? t('cart.unknownLocation') : translate(name);
  const lockedName =
    lockedLocation === ROOM_SERVICE
      ? t('dining.roomService')
      : translateOrUnknown(locations.find((place) => place.id === lockedLocation)?.name);
  const servedHere = chosenLocation === null || isItemVisible(item, chosenLocation);
  // The times offered are those the chosen place takes orders at (no place yet: any time).
  const hoursAt = (place: typeof chosenLocation) =>
    place === ROOM_SERVICE
      ? roomServiceHours
      : (locations.find((candidate) => candidate.id === place)?.opening_hours ?? null);
  const hours = hoursAt(chosenLocation);

  function chooseLocation(value: string) {
    setLocation(value);
    // A time the newly chosen place is closed at is dropped rather than kept out of its list.
    const closed = scheduleProblem('scheduled', slot, range, { hours: hoursAt(parseLocationId(value)) });
    if (closed === 'closed') setSlot(null);
  }

  const problems = optionProblems(item.options, selection);
  const locationError =
    chosenLocation === null
      ? t('dining.errors.selectLocation')
      : servedHere
        ? null
        : t('dining.orderModal.notServedHere', { location: lockedName });
  const timeProblem = scheduleProblem(mode, slot, range, { hours });
  const timeError =
    timeProblem === 'missing'
      ? t('dining.errors.selectTime')
      : timeProblem === 'invalid'
        ? t('dining.errors.invalidTime')
        : timeProblem === 'closed'
          ? t('serverErrors.closedAtThatTime')
          : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    // The time is checked against the clock of this moment: the guest may have sat on the dialog for a while.
    const valid =
      problems.size === 0 && locationError === null && scheduleProblem(mode, slot, range, { hours }) === null;
    if (!valid || chosenLocation === null) {
      // Bring the first message into view: on a phone it may be far above the button.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector('[data-error]')
          ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
      );
      return;
    }
    try {
      const outcome = addItem(toCartItem(item, selection, quantity), {
        locationId: chosenLocation,
        scheduledFor: mode === 'scheduled' ? slot : null,
      });
      if (outcome !== 'added') throw new Error(outcome);
    } catch {
      setAddFailed(true);
      return;
    }
    toast.success(t('dining.added', { count: quantity, name: translate(item.name) }), {
      action: { label: t('dining.viewCart'), onClick: () => void navigate('/cart') },
      toasterId: request.toasterId,
    });
    onClose();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-4">
        <div className="flex gap-4">
          <ItemImage src={item.image_url} sizes="80px" className="size-20 shrink-0 rounded-xl" />
          <div className="min-w-0">
            {item.description ? (
              <p className="text-sm text-ink-muted">
                <ContentText text={item.description} />
              </p>
            ) : null}
            <Price amount={item.price} currencySymbol={item.currency_symbol} className="mt-1 block" />
          </div>
        </div>
        <TranslationNotice texts={textsOfItem(item)} />

        {item.options.length > 0 ? (
          <OptionGroups
            options={item.options}
            selection={selection}
            onChange={setSelection}
            currencySymbol={item.currency_symbol}
            problems={submitted ? problems : undefined}
          />
        ) : null}

        <Field
          id={`${id}-location`}
          label={t('dining.orderModal.location')}
          error={submitted ? locationError : null}
          hint={lockedLocation !== null ? t('menu.locationLocked') : null}
        >
          <div className="relative">
            <select
              id={`${id}-location`}
              value={lockedLocation === null ? location : String(lockedLocation)}
              disabled={lockedLocation !== null}
              aria-invalid={submitted && locationError ? true : undefined}
              aria-describedby={
                [
                  lockedLocation !== null ? `${id}-location-hint` : '',
                  submitted && locationError ? `${id}-location-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => chooseLocation(event.target.value)}
              className="block h-12 w-full appearance-none rounded-xl border border-line-strong bg-surface-raised ps-4 pe-10 text-base text-ink aria-invalid:border-danger disabled:bg-surface disabled:opacity-80"
            >
              <option value="">{t('dining.orderModal.chooseLocation')}</option>
              {roomServiceEnabled || lockedLocation === ROOM_SERVICE ? (
                <option value={ROOM_SERVICE}>{t('dining.roomService')}</option>
              ) : null}
              {locations
                .filter((place) => isItemVisible(item, place.id) || place.id === lockedLocation)
                .map((place) => (
                  <option key={place.id} value={String(place.id)}>
                    {translate(place.name)}
                  </option>
                ))}
              {typeof lockedLocation === 'number' &&
              !locations.some((place) => place.id === lockedLocation) ? (
                <option value={String(lockedLocation)}>{lockedName}</option>
              ) : null}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          </div>
        </Field>

        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('dining.orderModal.when')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['asap', 'scheduled'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line-strong px-3 text-sm font-semibold has-checked:border-brand-ink has-checked:bg-surface has-checked:ring-1 has-checked:ring-brand-ink"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="choice-control"
                />
                {value === 'asap' ? t('dining.orderModal.asap') : t('dining.orderModal.scheduled')}
              </label>
            ))}
          </div>
          {mode === 'scheduled' ? (
            <SchedulePicker
              range={range}
              hours={hours}
              day={day}
              slot={slot}
              language={i18n.language}
              error={submitted ? timeError : null}
              onDay={(nextDay, nextSlot) => {
                setDay(nextDay);
                setSlot(nextSlot);
              }}
              onSlot={setSlot}
            />
          ) : null}
        </fieldset>

        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-ink">{t('dining.quantity')}</span>
          <QuantityStepper
            value={quantity}
            min={1}
            max={CART_MAX_QUANTITY}
            onChange={setQuantity}
            itemName={translate(item.name)}
          />
        </div>

        {addFailed ? <ErrorAlert>{t('dining.errors.addFailed')}</ErrorAlert> : null}
      </div>

      <footer className="flex flex-col gap-3 border-t border-line px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <p className="flex items-baseline justify-between text-base font-semibold">
          <span>{t('dining.total')}</span>
          <Price
            amount={unitPrice(item, selection) * quantity}
            currencySymbol={item.currency_symbol}
            className="text-xl"
          />
        </p>
        <div className="grid grid-cols-2 gap-3">
          <button type="button" className={`${secondaryButtonClass} min-h-12`} onClick={onClose}>
            {t('dining.orderModal.cancel')}
          </button>
          <button type="submit" className={primaryButtonClass}>
            {t('dining.addToCart')}
          </button>
        </div>
      </footer>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-error className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SchedulePickerProps {
  range: ScheduleWindow;
  hours: OpeningHours | null;
  day: string | null;
  slot: string | null;
  language: string;
  error: string | null;
  onDay: (day: string, slot: string | null) => void;
  onSlot: (slot: string | null) => void;
}

/**
 * The date-time picker: one chip per day of the window (today first), then the day's quarter hours from now on
 * in a native select – on a phone that opens the system's wheel, far easier than typing a time. Everything is
 * on the hotel's clock; a guest whose phone runs on another zone is told so.
 */
function SchedulePicker({ range, hours, day, slot, language, error, onDay, onSlot }: SchedulePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const dayFormat = useMemo(
    () =>
      new DateFormatter(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: range.timeZone,
      }),
    [language, range.timeZone],
  );
  const timeFormat = useMemo(
    () => new DateFormatter(language, { hour: 'numeric', minute: '2-digit', timeZone: range.timeZone }),
    [language, range.timeZone],
  );
  const chosenDay = range.days.find((candidate) => candidate.toString() === day) ?? null;
  const slots = chosenDay ? daySlots(range, chosenDay, hours) : [];
  const slotValues = slots.map((candidate) => candidate.toAbsoluteString());
  // A time kept from the cart that is not on a quarter hour is still offered as it is.
  const extra = slot && !slotValues.includes(slot) ? slot : null;
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const dayLabel = (candidate: CalendarDate, index: number) =>
    index === 0
      ? t('dining.orderModal.today')
      : index === 1
        ? t('dining.orderModal.tomorrow')
        : dayFormat.format(candidate.toDate(range.timeZone));

  function pickDay(candidate: CalendarDate) {
    // Keep the same time of day when the new day has it.
    const previous = slot ? timeFormat.format(new Date(slot)) : null;
    const same = daySlots(range, candidate, hours).find(
      (option) => timeFormat.format(option.toDate()) === previous,
    );
    onDay(candidate.toString(), same?.toAbsoluteString() ?? null);
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-surface p-3 ring-1 ring-line">
      <div
        role="radiogroup"
        aria-label={t('dining.orderModal.day')}
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1"
      >
        {range.days.map((candidate, index) => {
          const available = daySlots(range, candidate, hours).length > 0;
          const selected = candidate.toString() === day;
          return (
            <label
              key={candidate.toString()}
              className={`relative flex min-h-11 shrink-0 cursor-pointer items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring) ${
                selected
                  ? 'bg-brand text-on-brand ring-transparent'
                  : 'bg-surface-raised text-ink ring-line-strong'
              } ${available ? '' : 'cursor-not-allowed opacity-50'}`}
            >
              <input
                type="radio"
                name={`${id}-day`}
                value={candidate.toString()}
                checked={selected}
                disabled={!available}
                onChange={() => pickDay(candidate)}
                className="sr-only"
              />
              {dayLabel(candidate, index)}
            </label>
          );
        })}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-time`} className="text-sm font-semibold text-ink">
          {t('dining.orderModal.time')}
        </label>
        <div className="relative">
          <select
            id={`${id}-time`}
            value={slot ?? ''}
            disabled={!chosenDay}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onSlot(event.target.value || null)}
            className="block h-12 w-full appearance-none rounded-xl border border-line-strong bg-surface-raised ps-4 pe-10 text-base text-ink aria-invalid:border-danger disabled:opacity-60"
          >
            <option value="">
              {chosenDay ? t('dining.orderModal.chooseTime') : t('dining.orderModal.chooseDayFirst')}
            </option>
            {extra ? <option value={extra}>{timeFormat.format(new Date(extra))}</option> : null}
            {slots.map((candidate) => (
              <option key={candidate.toAbsoluteString()} value={candidate.toAbsoluteString()}>
                {timeFormat.format(candidate.toDate())}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        </div>
        {deviceZone !== range.timeZone ? (
          <p className="text-xs text-ink-muted">
            {t('dining.orderModal.hotelTime', { zone: range.timeZone })}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} data-error className="text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
