import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestLoginResponse, GuestSessionResponse } from '@hotel/contracts/auth';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { STORAGE_KEYS, readHotelId, removeStorage, writeStorage } from '../../lib/storage.ts';

/** Device storage after a successful login (SPEC section 3). */
export function storeLoginSession(response: GuestLoginResponse): void {
  const previousHotel = readHotelId();
  writeStorage(STORAGE_KEYS.sessionToken, response.token);
  writeStorage(STORAGE_KEYS.hotelUniqueId, response.hotel_unique_id);
  writeStorage(STORAGE_KEYS.hotelId, response.hotel_unique_id);
  // The booking belongs to the previous session; a cart from another hotel names locations that do not exist here.
  removeStorage(STORAGE_KEYS.bookingId);
  if (previousHotel && previousHotel !== response.hotel_unique_id) removeStorage(STORAGE_KEYS.cart);
}

function storeGuestSession(session: GuestSessionResponse): void {
  writeStorage(STORAGE_KEYS.bookingId, String(session.booking.id));
  writeStorage(STORAGE_KEYS.hotelId, session.hotel_id);
  writeStorage(STORAGE_KEYS.hotelUniqueId, session.session.hotel.unique_id);
}

export function guestSessionQueryOptions() {
  return queryOptions({
    queryKey: [...GUEST_QUERY_KEY, 'session'],
    queryFn: async ({ signal }) => {
      const session = await api.get<GuestSessionResponse>('guest-session', {
        signal,
        schema: import.meta.env.DEV
          ? (await import('@hotel/contracts/auth')).guestSessionResponse
          : undefined,
      });
      storeGuestSession(session);
      return session;
    },
  });
}

/** Who is logged in: booking, room, family name and stay dates. */
export function useGuestSession(options: { enabled: boolean }) {
  return useQuery({ ...guestSessionQueryOptions(), enabled: options.enabled });
}
