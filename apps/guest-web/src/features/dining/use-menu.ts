import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DiningItem, PopularItem, SubCategory } from '@hotel/contracts/dining';
import type { LocationResponse } from '@hotel/contracts/hotels';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { refreshHotels } from '../../lib/hotel/use-hotel.ts';
import { useStoredHotelId } from '../../lib/storage.ts';
import type { CartLocationId } from './cart-store.ts';

/** SPEC section 9: the menu request gives up after 30 s, so a stalled hotel Wi-Fi ends in the retry box. */
export const ITEMS_TIMEOUT_MS = 30_000;

/** Aborts when the query is cancelled or after `ms`; AbortSignal.any is too new for some phones. */
export function withTimeout(signal: AbortSignal, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

// The menu is the hotel's, but the server answers from the session: keyed under the guest so another guest
// logging in on this phone starts afresh.
const menuKey = (hotelId: string | null, ...rest: unknown[]) => [
  ...GUEST_QUERY_KEY,
  'menu',
  hotelId,
  ...rest,
];

const schemas = () => import('@hotel/contracts/dining');

/** GET /api/items/ (?location=ID | room_service). */
export function menuItemsQueryOptions(hotelId: string | null, location: CartLocationId | null) {
  return queryOptions({
    queryKey: menuKey(hotelId, 'items', location ?? 'all'),
    queryFn: async ({ signal }) => {
      const timed = withTimeout(signal, ITEMS_TIMEOUT_MS);
      try {
        return await api.get<DiningItem[]>('items', {
          query: { location: location ?? undefined },
          signal: timed.signal,
          schema: import.meta.env.DEV ? (await schemas()).diningItemList : undefined,
        });
      } finally {
        timed.done();
      }
    },
    // A retry after 30 s of waiting would keep the guest staring at the loading text; the box offers one.
    retry: false,
  });
}

export function useMenuItems(location: CartLocationId | null) {
  return useQuery(menuItemsQueryOptions(useStoredHotelId(), location));
}

/** GET /api/sub-categories/ (?location). */
export function useSubCategories(location: CartLocationId | null) {
  const hotelId = useStoredHotelId();
  return useQuery({
    queryKey: menuKey(hotelId, 'sub-categories', location ?? 'all'),
    queryFn: async ({ signal }) =>
      api.get<SubCategory[]>('sub-categories', {
        query: { location: location ?? undefined },
        signal,
        schema: import.meta.env.DEV ? (await schemas()).subCategoryList : undefined,
      }),
  });
}

/** GET /api/items/{id}/: the order modal's item when it is opened from a popular item. */
export function useDiningItem(itemId: number | null) {
  const hotelId = useStoredHotelId();
  return useQuery({
    queryKey: menuKey(hotelId, 'item', itemId),
    queryFn: async ({ signal }) =>
      api.get<DiningItem>(`items/${itemId}`, {
        signal,
        schema: import.meta.env.DEV ? (await schemas()).diningItem : undefined,
      }),
    enabled: itemId !== null,
  });
}

/** GET /api/hotels/{hotelId}/locations/. */
export function useHotelLocations() {
  const hotelId = useStoredHotelId();
  return useQuery({
    queryKey: ['hotel', hotelId, 'locations'],
    queryFn: async ({ signal }) =>
      api.get<LocationResponse[]>(`hotels/${encodeURIComponent(hotelId ?? '')}/locations`, {
        signal,
        schema: import.meta.env.DEV
          ? (await import('@hotel/contracts/hotels')).locationListResponse
          : undefined,
      }),
    enabled: Boolean(hotelId),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/locations/{id}/: the cart's location name. */
export function useDiningLocation(locationId: number | null) {
  const hotelId = useStoredHotelId();
  return useQuery({
    queryKey: ['hotel', hotelId, 'location', locationId],
    queryFn: async ({ signal }) =>
      api.get<LocationResponse>(`locations/${locationId}`, {
        signal,
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/hotels')).locationResponse : undefined,
      }),
    enabled: locationId !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/popular-items/?hotel_id= (the API client adds hotel_id): the dashboard's dining row. */
export function popularItemsQueryOptions(hotelId: string | null) {
  return queryOptions({
    queryKey: menuKey(hotelId, 'popular'),
    queryFn: async ({ signal }) =>
      api.get<PopularItem[]>('popular-items', {
        signal,
        schema: import.meta.env.DEV ? (await schemas()).popularItemList : undefined,
      }),
  });
}

export function usePopularItems() {
  return useQuery(popularItemsQueryOptions(useStoredHotelId()));
}

/**
 * A live menu_update: the hotel changed its menu (an item sold out, a price, a place). Everything menu-
 * shaped is read again, so a guest already looking at the menu sees it without a reload.
 */
export function refreshMenu(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...GUEST_QUERY_KEY, 'menu'] });
  void queryClient.invalidateQueries({ queryKey: ['hotel'] });
  refreshHotels();
}
