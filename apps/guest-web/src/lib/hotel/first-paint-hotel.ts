import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { seedHotel } from './use-hotel.ts';

/**
 * The hotel the server put into the page it served (decision 0110), taken into the hotel store so the login
 * shows it at once, without asking again. Only when it is the hotel the app is about to ask for; anything
 * unreadable is left alone and the app asks as before.
 */
export function seedFirstPaintHotel(hotelId: string | null | undefined, doc = document) {
  const element = doc.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID);
  if (!hotelId || !element?.textContent) return;
  let hotel: HotelResponse;
  try {
    hotel = JSON.parse(element.textContent) as HotelResponse;
  } catch {
    return;
  }
  if (hotel?.unique_id !== hotelId) return;
  seedHotel(hotel);
}
