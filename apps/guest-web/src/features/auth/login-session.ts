import type { GuestLoginResponse } from '@hotel/contracts/auth';
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
