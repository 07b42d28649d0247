import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { warmAfterData } from '../../lib/query-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { DiningItem, SubCategory } from '@hotel/contracts/dining';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ArrowEndIcon, CartIcon, ChevronDownIcon, MapPinIcon } from '../../components/ui/icons.tsx';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { Price } from '../../components/ui/price.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import { useStoredHotelId } from '../../lib/storage.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import {
  ROOM_SERVICE,
  cartTotal,
  parseLocationId,
  selectCartItemCount,
  selectLockedLocation,
  useCartStore,
  type CartLocationId,
} from './cart-store.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { CategoryTabs, type CategoryTab } from './category-tabs.tsx';
import { ItemCard, type AddRequest } from './item-card.tsx';
import { isItemVisible, textsOfItem, toCartItem } from './item-options.ts';
import type { OrderModalRequest } from './order-modal.tsx';
import { orderModal } from './lazy-order-modal.ts';
import { useSwipe } from '../../lib/swipe.ts';
import { useHotelLocations, useMenuItems, useSubCategories } from './use-menu.ts';
import { useContentText } from '../../lib/translation/use-content-translation.ts';
import { TranslatedArea, TranslationNotice } from '../../components/translation/translation-notice.tsx';

/** Items whose sub-category is missing or unknown still need a tab, or they could never be seen. */
const OTHER_TAB = 'other';

function buildTabs(
  subCategories: SubCategory[],
  items: DiningItem[],
  otherLabel: string,
  translate: (text: string) => string,
): CategoryTab[] {
  const known = new Set(subCategories.map((subCategory) => subCategory.id));
  const tabs = subCategories.map((subCategory) => ({
    key: String(subCategory.id),
    label: translate(subCategory.name),
  }));
  const orphans = items.some((item) => item.sub_category === null || !known.has(item.sub_category));
  return orphans ? [...tabs, { key: OTHER_TAB, label: otherLabel }] : tabs;
}

function inTab(item: DiningItem, tabKey: string, known: Set<number>): boolean {
  if (tabKey === OTHER_TAB) return item.sub_category === null || !known.has(item.sub_category);
  return String(item.sub_category) === tabKey;
}

/**
 * The dining menu (/menu, optional ?location=): location selector, sub-category tabs that scroll, drag and
 * follow a swipe over the page, and the item cards. While the cart holds items the location is the cart's.
 */
export function MenuPage() {
  return (
    <TranslatedArea>
      <MenuContent />
    </TranslatedArea>
  );
}

function MenuContent() {
  const { t } = useTranslation();
  const translate = useContentText();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const lockedLocation = useCartStore(selectLockedLocation);
  const addItem = useCartStore((state) => state.addItem);
  const location: CartLocationId | null = lockedLocation ?? parseLocationId(searchParams.get('location'));

  const items = useMenuItems(location);
  const subCategories = useSubCategories(location);
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [modal, setModal] = useState<OrderModalRequest | null>(null);
  const cartLink = useRef<HTMLAnchorElement>(null);
  // The order dialog's code is fetched while the guest reads the menu, so a tap opens it at once.
  useEffect(() => warmAfterData([orderModal.preload]), []);
  // SPEC section 8: a failure right after the guest changed the location reads 'error loading data'.
  const [changedLocation, setChangedLocation] = useState(false);
  const panelId = useId();
  const tabIdPrefix = useId().replace(/:/g, '');

  const visibleItems = useMemo(
    () => (items.data ?? []).filter((item) => isItemVisible(item, location)),
    [items.data, location],
  );
  const tabs = useMemo(
    () =>
      subCategories.data ? buildTabs(subCategories.data, visibleItems, t('menu.otherTab'), translate) : [],
    [subCategories.data, visibleItems, t, translate],
  );
  const selectedTab = tabs.find((tab) => tab.key === chosenTab)?.key ?? tabs[0]?.key ?? null;
  const knownSubCategories = useMemo(
    () => new Set((subCategories.data ?? []).map((subCategory) => subCategory.id)),
    [subCategories.data],
  );
  const shownItems =
    selectedTab === null
      ? visibleItems
      : visibleItems.filter((item) => inTab(item, selectedTab, knownSubCategories));

  const swipe = useSwipe((step) => {
    if (selectedTab === null) return;
    const index = tabs.findIndex((tab) => tab.key === selectedTab);
    const next = tabs[index + step];
    if (next) setChosenTab(next.key);
  });

  const sessionExpired = items.error instanceof ApiError && items.error.status === 401;

  function chooseLocation(value: string) {
    const next = parseLocationId(value);
    setChosenTab(null);
    setChangedLocation(true);
    setSearchParams(next === null ? {} : { location: String(next) }, { replace: true });
  }

  function closeModal() {
    setModal(null);
    // A dish added from the dialog makes the cart's place the menu's, so the cards are drawn again and the
    // dialog's button is gone when it gives focus back (a frame later): focus goes to the cart the dish went
    // into instead of the page's top (WCAG 2.4.3).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) cartLink.current?.focus();
      }),
    );
  }

  function handleAdd({ item, selection, quantity }: AddRequest): boolean {
    if (location === null) {
      // SPEC section 4: with no location chosen, the order modal asks where (and when) first.
      setModal({ item, itemId: item.id, selection, quantity });
      return false;
    }
    if (addItem(toCartItem(item, selection, quantity), { locationId: location }) !== 'added') {
      toast.error(t('dining.errors.addFailed'));
      return false;
    }
    toast.success(t('dining.added', { count: quantity, name: translate(item.name) }), {
      action: { label: t('dining.viewCart'), onClick: () => void navigate('/cart') },
    });
    return true;
  }

  return (
    <div
      className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-5"
      onTouchStart={swipe.onTouchStart}
      onTouchEnd={swipe.onTouchEnd}
      onTouchCancel={swipe.onTouchCancel}
    >
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('menu.title')}</h1>
      <TranslationNotice
        texts={[
          ...(subCategories.data ?? []).map((subCategory) => subCategory.name),
          ...shownItems.flatMap((item) => textsOfItem(item)),
        ]}
      />

      <LocationSelector location={location} locked={lockedLocation !== null} onChange={chooseLocation} />

      {subCategories.isError ? <ErrorAlert>{t('menu.errors.subCategories')}</ErrorAlert> : null}
      {tabs.length > 0 && selectedTab !== null ? (
        <CategoryTabs
          tabs={tabs}
          selectedKey={selectedTab}
          onSelect={setChosenTab}
          label={t('menu.categories')}
          panelId={panelId}
          idPrefix={tabIdPrefix}
        />
      ) : null}

      <div
        id={panelId}
        role={selectedTab !== null ? 'tabpanel' : undefined}
        aria-labelledby={selectedTab !== null ? `${tabIdPrefix}-${selectedTab}` : undefined}
        className="flex flex-col"
      >
        {items.isPending ? (
          <PageLoading>{t('menu.loading')}</PageLoading>
        ) : items.isError ? (
          <div className="flex flex-col items-start gap-3">
            <ErrorAlert className="w-full">
              {sessionExpired
                ? t('login.sessionExpired')
                : changedLocation
                  ? t('menu.errors.locationChange')
                  : items.error instanceof ApiError && items.error.detail
                    ? items.error.detail
                    : t('menu.errors.items')}
            </ErrorAlert>
            <div className="flex flex-wrap gap-2">
              {sessionExpired ? (
                <Link to={loginPath()} className={secondaryButtonClass}>
                  {t('menu.logInAgain')}
                </Link>
              ) : null}
              <button type="button" className={secondaryButtonClass} onClick={() => void items.refetch()}>
                {t('menu.retry')}
              </button>
            </div>
          </div>
        ) : shownItems.length === 0 ? (
          <p role="status" className="py-10 text-center text-base text-ink-muted">
            {t('menu.noItems')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shownItems.map((item) => (
              <li key={item.id} className="flex">
                <ItemCard item={item} onAdd={handleAdd} checkOptions={location !== null} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <CartBar linkRef={cartLink} />

      {modal ? <orderModal.Overlay request={modal} onClose={closeModal} /> : null}
    </div>
  );
}

function LocationSelector({
  location,
  locked,
  onChange,
}: {
  location: CartLocationId | null;
  locked: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const translate = useContentText();
  const id = useId();
  const { data: hotel } = useHotel(useStoredHotelId());
  const locations = useHotelLocations();
  const roomService = hotel?.room_service_enabled ?? location === ROOM_SERVICE;
  const known =
    location === null || location === ROOM_SERVICE || locations.data?.some((l) => l.id === location);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('menu.location')}
      </label>
      <div className="relative">
        <MapPinIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <select
          id={id}
          value={location === null ? '' : String(location)}
          disabled={locked}
          aria-describedby={locked ? `${id}-locked` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="block h-12 w-full appearance-none rounded-xl border border-line-strong bg-surface-raised ps-10 pe-10 text-base text-ink disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-80"
        >
          <option value="">{t('menu.allLocations')}</option>
          {roomService ? <option value={ROOM_SERVICE}>{t('dining.roomService')}</option> : null}
          {locations.data?.map((place) => (
            <option key={place.id} value={String(place.id)}>
              {translate(place.name)}
            </option>
          ))}
          {known ? null : <option value={String(location)}>{t('cart.unknownLocation')}</option>}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
      </div>
      {locked ? (
        <p id={`${id}-locked`} className="text-sm text-ink-muted">
          {t('menu.locationLocked')}
        </p>
      ) : null}
      {locations.isError ? <ErrorAlert>{t('menu.errors.locations')}</ErrorAlert> : null}
    </div>
  );
}

/** A reminder at the bottom of the menu of what is in the cart, one tap from it. */
function CartBar({ linkRef }: { linkRef: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  const cart = useCartStore((state) => state.cart);
  if (count === 0 || !cart) return null;
  return (
    // Sticky rather than fixed: at the end of the page it settles above the footer instead of covering it. On a
    // phone it ends before the floating chat button's corner, so that neither covers the other however far the
    // page is scrolled (chat-button.tsx).
    <div
      data-bottom-bar
      className="sticky bottom-0 z-30 mt-auto pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] [body:has([data-chat-button])_&]:max-md:pe-18"
    >
      <Link
        ref={linkRef}
        to="/cart"
        className="mx-auto flex min-h-14 max-w-md items-center gap-3 rounded-2xl bg-brand px-4 text-on-brand shadow-lg ring-1 ring-black/10"
      >
        <CartIcon className="size-6 shrink-0" />
        <span className="flex-1 leading-tight font-semibold text-balance">
          {t('menu.viewCart', { count })}
        </span>
        <Price
          amount={cartTotal(cart)}
          currencySymbol={cart.items[0]?.currency_symbol}
          fallbackSymbol={CART_DEFAULT_CURRENCY}
          tone="inherit"
        />
        <ArrowEndIcon className="size-5 shrink-0" />
      </Link>
    </div>
  );
}
