import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { demoHotel } from '../../test/fixtures.ts';
import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import { seedFirstPaintHotel } from './first-paint-hotel.ts';
import { hotelQueryOptions } from './use-hotel.ts';

function servePage(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_HOTEL_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove());

const cached = (client: QueryClient, hotelId: string) =>
  client.getQueryData<HotelResponse>(hotelQueryOptions(hotelId).queryKey);

describe('the hotel in the served page', () => {
  it('fills the hotel query, so the login needs no request for it', () => {
    servePage(JSON.stringify(demoHotel));
    const client = new QueryClient();
    seedFirstPaintHotel(client, demoHotel.unique_id);
    expect(cached(client, demoHotel.unique_id)).toEqual(demoHotel);
  });

  it('leaves the query empty for another hotel, unreadable data or a page without it', () => {
    servePage(JSON.stringify(demoHotel));
    const client = new QueryClient();
    seedFirstPaintHotel(client, 'HOTEL-OTHER');
    expect(cached(client, 'HOTEL-OTHER')).toBeUndefined();
    seedFirstPaintHotel(client, null);
    document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove();
    servePage('{not json');
    seedFirstPaintHotel(client, demoHotel.unique_id);
    document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove();
    seedFirstPaintHotel(client, demoHotel.unique_id);
    expect(cached(client, demoHotel.unique_id)).toBeUndefined();
  });
});
