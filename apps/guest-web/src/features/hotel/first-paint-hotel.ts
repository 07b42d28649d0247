import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { hotelQueryOptions } from './use-hotel.ts';

/**
 * The hotel the server put into the page it served (decision 0110), taken into the hotel query so the login
 * shows it at once, without asking again. Only when it is the hotel the app is about to ask for; anything
 * unreadable is left alone and the app asks as before.
 */
export function seedFirstPaintHotel(
  queryClient: QueryClient,
  hotelId: string | null | undefined,
  doc = document,
) {
  const element = doc.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID);
  if (!hotelId || !element?.textContent) return;
  let hotel: HotelResponse;
  try {
    hotel = JSON.parse(element.textContent) as HotelResponse;
  } catch {
    return;
  }
  if (hotel?.unique_id !== hotelId) return;
  queryClient.setQueryData(hotelQueryOptions(hotelId).queryKey, hotel);
}
