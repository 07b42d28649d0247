/**
 * HOTEL_ID_PATTERN of @hotel/contracts/common, restated because importing that module at run time ships zod
 * (80 KB) with the screen; hotel-id.test.ts fails if the two ever differ.
 */
export const HOTEL_ID_FORMAT = /^HOTEL-[\w-]+$/;

export function isValidHotelId(value: string): boolean {
  return HOTEL_ID_FORMAT.test(value);
}

/** A hotel ID as a guest may type it on the login: any case ('Hotel-demo'), the server finds the hotel. */
export function isTypedHotelId(value: string): boolean {
  return new RegExp(HOTEL_ID_FORMAT.source, 'i').test(value);
}
