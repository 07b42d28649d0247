import { ROOM_SERVICE, type DiningItem, type PopularItem, type SubCategory } from '@hotel/contracts/dining';
import { notFound, guestError } from '../../platform/http/errors.ts';
import { hotelCurrencyOf, toApiAmount, type HotelCurrency } from '../hotels/index.ts';
import type { OpeningHours } from '@hotel/contracts/opening-hours';
import type { LocationRecord, MenuItemRecord, MenuRecords } from './menu-repository.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

/** One hotel's menu as read at one moment: what the menu calls and order validation both work from. */
export interface MenuSnapshot {
  hotelId: number;
  currency: HotelCurrency;
  roomServiceEnabled: boolean;
  /** null: room service takes orders around the clock. */
  roomServiceHours: OpeningHours | null;
  locations: Map<number, LocationRecord>;
  subCategories: SubCategory[];
  /** Every item, unavailable ones too, so an order for one can be told why it is refused. */
  items: MenuItemRecord[];
  itemsById: Map<number, MenuItemRecord>;
}

/** Where the guest wants the food: anywhere (browsing), room service, or one of the hotel's locations. */
export type MenuPlace =
  | { kind: 'everywhere' }
  | { kind: 'room_service' }
  | { kind: 'location'; location: { id: number; name: string } };

export const MENU_ERRORS = {
  roomServiceUnavailable: englishText('serverErrors.roomServiceUnavailable'),
  locationNotFound: 'Location not found.',
  itemNotFound: 'Item not found.',
} as const;

export function toMenuSnapshot(hotelId: number, records: MenuRecords): MenuSnapshot {
  return {
    hotelId,
    currency: hotelCurrencyOf(records.hotel),
    roomServiceEnabled: records.hotel.roomServiceEnabled,
    roomServiceHours: records.hotel.roomServiceHours,
    locations: new Map(records.locations.map((location) => [location.id, location])),
    subCategories: records.subCategories,
    items: records.items,
    itemsById: new Map(records.items.map((item) => [item.id, item])),
  };
}

/** Reads `?location=` (already shape-checked by the contract) against this hotel. */
export function resolveMenuPlace(menu: MenuSnapshot, location: string | undefined): MenuPlace {
  if (!location) return { kind: 'everywhere' };
  if (location === ROOM_SERVICE) return roomService(menu);
  return { kind: 'location', location: findLocation(menu, Number(location)) };
}

export function roomService(menu: MenuSnapshot): { kind: 'room_service' } {
  if (!menu.roomServiceEnabled) throw guestError(400, 'roomServiceUnavailable', 'room_service_unavailable');
  return { kind: 'room_service' };
}

export function findLocation(menu: MenuSnapshot, id: number): { id: number; name: string } {
  const location = menu.locations.get(id);
  if (!location) throw notFound(MENU_ERRORS.locationNotFound, 'location_not_found');
  return { id: location.id, name: location.name };
}

/** When `place` takes orders, on the hotel's clock; null: around the clock. */
export function openingHoursOf(menu: MenuSnapshot, place: MenuPlace): OpeningHours | null {
  if (place.kind === 'room_service') return menu.roomServiceHours;
  if (place.kind === 'location') return menu.locations.get(place.location.id)?.openingHours ?? null;
  return null;
}

/** SPEC section 5, Menu: an item with no locations is served everywhere; room service serves all. */
export function isServedAt(item: MenuItemRecord, place: MenuPlace): boolean {
  if (place.kind !== 'location' || item.locations.length === 0) return true;
  return item.locations.some((location) => location.id === place.location.id);
}

export function visibleItems(menu: MenuSnapshot, place: MenuPlace): MenuItemRecord[] {
  return menu.items.filter((item) => item.available && isServedAt(item, place));
}

/** Only tabs that have something to show at that place. */
export function visibleSubCategories(menu: MenuSnapshot, place: MenuPlace): SubCategory[] {
  const used = new Set(visibleItems(menu, place).map((item) => item.subCategoryId));
  return menu.subCategories.filter((subCategory) => used.has(subCategory.id));
}

export function findAvailableItem(menu: MenuSnapshot, id: number): MenuItemRecord {
  const item = menu.itemsById.get(id);
  if (!item?.available) throw notFound(MENU_ERRORS.itemNotFound, 'item_not_found');
  return item;
}

export function popularItems(menu: MenuSnapshot, limit = 10): MenuItemRecord[] {
  return menu.items
    .filter((item) => item.available && item.popularRank !== null)
    .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0) || a.id - b.id)
    .slice(0, limit);
}

export function toDiningItem(item: MenuItemRecord, currency: HotelCurrency): DiningItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    price: toApiAmount(item.priceMinor, currency),
    currency_symbol: currency.symbol,
    image_url: item.imageUrl,
    sub_category: item.subCategoryId,
    locations: item.locations,
    options: item.options.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      required: option.required,
      multiple: option.multiple,
      min_selections: option.minSelections,
      max_selections: option.maxSelections,
      values: option.values.map((value) => ({
        id: value.id,
        name: value.name,
        description: value.description,
        price_adjustment: toApiAmount(value.priceAdjustmentMinor, currency),
      })),
    })),
  };
}

export function toPopularItem(item: MenuItemRecord, currency: HotelCurrency): PopularItem {
  return {
    // Popularity is a rank on the item, not a row of its own, so both ids are the item's.
    id: item.id,
    item_id: item.id,
    type: 'dining',
    name: item.name,
    description: item.description,
    price: toApiAmount(item.priceMinor, currency),
    currency_symbol: currency.symbol,
    image_url: item.imageUrl,
  };
}
