import { HOTEL_ID_PATTERN as HOTEL_ID_FORMAT } from '@hotel/contracts/hotel-id';

export { HOTEL_ID_FORMAT };

export function isValidHotelId(value: string): boolean {
  return HOTEL_ID_FORMAT.test(value);
}

/** A hotel ID as a guest may type it on the login: any case ('Hotel-demo'), the server finds the hotel. */
export function isTypedHotelId(value: string): boolean {
  return new RegExp(HOTEL_ID_FORMAT.source, 'i').test(value);
}
