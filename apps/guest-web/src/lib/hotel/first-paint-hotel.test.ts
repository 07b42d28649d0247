import { afterEach, describe, expect, it } from 'vitest';
import { demoHotel } from '../../test/fixtures.ts';
import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import { seedFirstPaintHotel } from './first-paint-hotel.ts';
import { knownHotel } from './use-hotel.ts';

function servePage(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_HOTEL_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove());

describe('the hotel in the served page', () => {
  it('fills the hotel store, so the login needs no request for it', () => {
    servePage(JSON.stringify(demoHotel));
    seedFirstPaintHotel(demoHotel.unique_id);
    expect(knownHotel(demoHotel.unique_id)).toEqual(demoHotel);
  });

  it('leaves the store empty for another hotel, unreadable data or a page without it', () => {
    servePage(JSON.stringify(demoHotel));
    seedFirstPaintHotel('HOTEL-OTHER');
    expect(knownHotel('HOTEL-OTHER')).toBeUndefined();
    seedFirstPaintHotel(null);
    document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove();
    servePage('{not json');
    seedFirstPaintHotel(demoHotel.unique_id);
    document.getElementById(FIRST_PAINT_HOTEL_ELEMENT_ID)?.remove();
    seedFirstPaintHotel(demoHotel.unique_id);
    expect(knownHotel(demoHotel.unique_id)).toBeUndefined();
  });
});
