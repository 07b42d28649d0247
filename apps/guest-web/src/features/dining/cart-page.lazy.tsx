import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import type { OrderRequest } from '@hotel/contracts/dining';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { CartIcon, ClockIcon, MapPinIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { Price } from '../../components/ui/price.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import { formatHotelDateTime, isDueNow, readHotelTimeZone } from '../../lib/hotel-time.ts';
import { useDiningLocation } from './use-menu.ts';
import { usePlaceOrder } from './use-orders.ts';
import { isOffline, useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import type { WaitingOrder } from './order-outbox.tsx';
import { WaitingToSend } from '../../components/outbox/waiting-to-send.tsx';
import {
  CART_MAX_QUANTITY,
  ROOM_SERVICE,
  cartItemTotal,
  cartItemUnitPrice,
  cartTotal,
  isUnknownCartItem,
  selectCartItemCount,
  useCartStore,
  type Cart,
  type CartItem,
} from './cart-store.ts';
import { useContentText } from '../../lib/translation/use-content-translation.ts';
import { ContentText } from '../../components/translation/content-text.tsx';

/**
 * SPEC section 3's order payload. A time that has passed is sent as "as soon as possible", as the cart shows
 * it ('Right Away'): the kitchen cannot cook in the past, and the server would refuse it.
 */
export function toOrderPayload(cart: Cart, now = Date.now()): OrderRequest {
  return {
    status: 'pending',
    location: cart.locationId === ROOM_SERVICE ? null : cart.locationId,
    scheduled_for: isDueNow(cart.scheduledFor, now) ? null : cart.scheduledFor,
    items: cart.items.map((item) => ({
      dining_item: item.itemId,
      quantity: item.quantity,
      notes: item.notes,
      selected_options: item.selectedOptions,
    })),
  };
}

/** The cart (/cart): where and when, the lines with their quantities, the total, and placing the order. */
export function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCartStore((state) => state.cart);
  const clear = useCartStore((state) => state.clear);
  const submissionKey = useCartStore((state) => state.submissionKey);
  const placeOrder = usePlaceOrder();
  const itemCount = useCartStore(selectCartItemCount);
  const keepWaiting = useOutboxStore((state) => state.add);

  const items = cart?.items ?? [];

  function submit() {
    // SPEC section 5: an empty cart is not sent; the page already says 'Your cart is empty'.
    if (!cart || cart.items.length === 0) return;
    const payload = toOrderPayload(cart);
    // Generated once per order: a double tap or a retry sends the same key, and the server answers with the
    // order it already made instead of making a second one.
    const idempotencyKey = submissionKey(JSON.stringify(payload));
    // No network (or it failed in transit): the order waits on the phone under the same key and is sent
    // when the network returns; the key makes sure the hotel gets it once, even if the lost attempt arrived.
    const waitForNetwork = () => {
      keepWaiting<WaitingOrder>({
        kind: 'order',
        key: idempotencyKey,
        payload,
        createdAt: new Date().toISOString(),
        itemCount,
        total: cartTotal(cart),
        currencySymbol: items[0]?.currency_symbol,
      });
      placeOrder.reset();
      clear();
    };
    if (isOffline()) {
      waitForNetwork();
      return;
    }
    placeOrder.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (order) => {
          clear();
          void navigate('/confirmation', { state: { order } });
        },
        onError: (error) => {
          if (isOffline(error)) waitForNetwork();
        },
      },
    );
  }

  function cancelCart() {
    clear();
    void navigate('/dashboard');
  }

  const failure = placeOrder.error
    ? placeOrder.error instanceof ApiError && placeOrder.error.detail
      ? placeOrder.error.detail
      : t('cart.errors.submitFailed')
    : null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('cart.title')}</h1>
      <WaitingToSend />

      {items.length === 0 || !cart ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface-raised px-6 py-10 text-center ring-1 ring-line">
          <CartIcon className="size-10 text-ink-muted" />
          <p className="text-base font-semibold text-ink">{t('cart.empty')}</p>
          <Link to="/menu" className={primaryButtonClass}>
            {t('cart.browseMenu')}
          </Link>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 rounded-2xl bg-surface-raised p-4 ring-1 ring-line sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <MapPinIcon className="size-5 shrink-0" />
                {t('cart.location')}
              </dt>
              <dd className="ps-8 text-base font-semibold text-ink">
                <CartLocationName locationId={cart.locationId} />
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <ClockIcon className="size-5 shrink-0" />
                {t('cart.scheduledFor')}
              </dt>
              <dd className="ps-8 text-base font-semibold text-ink">
                <ScheduledFor value={cart.scheduledFor} />
              </dd>
            </div>
          </dl>

          <ul aria-label={t('cart.items')} className="flex flex-col gap-3">
            {items.map((item) => (
              <CartLine key={item.itemId} item={item} />
            ))}
          </ul>

          <p className="flex items-baseline justify-between rounded-2xl bg-surface-raised px-4 py-3 text-lg font-bold text-ink ring-1 ring-line">
            <span>{t('dining.total')}</span>
            <Price
              amount={cartTotal(cart)}
              currencySymbol={items[0]?.currency_symbol}
              fallbackSymbol={CART_DEFAULT_CURRENCY}
              className="text-xl"
            />
          </p>

          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}

          <div className="flex flex-col gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={placeOrder.isPending}
              aria-busy={placeOrder.isPending}
              onClick={submit}
            >
              {placeOrder.isPending ? t('cart.placing') : t('cart.placeOrder')}
            </button>
            <div className="grid grid-cols-2 gap-3">
              <Link to="/menu" className={secondaryButtonClass}>
                {t('cart.addMore')}
              </Link>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={placeOrder.isPending}
                onClick={cancelCart}
              >
                {t('cart.cancel')}
              </button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function CartLocationName({ locationId }: { locationId: Cart['locationId'] }) {
  const { t } = useTranslation();
  const location = useDiningLocation(typeof locationId === 'number' ? locationId : null);
  if (locationId === ROOM_SERVICE) return <>{t('dining.roomService')}</>;
  if (location.isPending) return <span className="text-ink-muted">{t('common.loading')}</span>;
  return location.data ? <ContentText text={location.data.name} /> : <>{t('cart.unknownLocation')}</>;
}

function ScheduledFor({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation();
  if (!value || isDueNow(value)) return <>{t('cart.rightAway')}</>;
  return <>{formatHotelDateTime(value, i18n.language, readHotelTimeZone()) ?? t('cart.rightAway')}</>;
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const translate = useContentText();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const unknown = isUnknownCartItem(item);
  const name = unknown ? t('cart.unknownProduct') : item.name;
  return (
    <li className="flex gap-3 rounded-2xl bg-surface-raised p-3 ring-1 ring-line">
      <ItemImage src={item.imageUrl} className="size-20 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-base leading-snug font-bold text-ink">
            {unknown ? <bdi>{name}</bdi> : <ContentText text={name} />}
          </p>
          <Price
            amount={cartItemTotal(item)}
            currencySymbol={item.currency_symbol}
            fallbackSymbol={CART_DEFAULT_CURRENCY}
            className="shrink-0"
          />
        </div>
        {item.option_details.length > 0 ? (
          <ul className="text-xs text-ink-muted">
            {item.option_details.map((option) => (
              <li key={option.id}>
                {t('dining.optionChoice', {
                  option: translate(option.name),
                  values: option.values.map((value) => translate(value.name)).join(', '),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-ink-muted">
          {t('cart.each')}{' '}
          <Price
            amount={cartItemUnitPrice(item)}
            currencySymbol={item.currency_symbol}
            fallbackSymbol={CART_DEFAULT_CURRENCY}
            tone="inherit"
            className="font-semibold"
          />
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            min={1}
            max={CART_MAX_QUANTITY}
            onChange={(quantity) => setQuantity(item.itemId, quantity)}
            itemName={name}
          />
          <button
            type="button"
            onClick={() => removeItem(item.itemId)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
          >
            <TrashIcon className="size-5" />
            {t('cart.remove')} <span className="sr-only">{name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
