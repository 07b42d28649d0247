import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DASHBOARD_ELEMENT_ID } from '@hotel/contracts/first-paint';
import { firstPaintSlideImage } from './first-paint-slide.ts';

function servePage(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_DASHBOARD_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_PAINT_DASHBOARD_ELEMENT_ID)?.remove());

describe('the slide the server drew', () => {
  it("is the stored hotel's first slide", () => {
    servePage(JSON.stringify({ hotel_unique_id: 'HOTEL-DEMO', slide_image_url: '/media/pool.jpg' }));
    expect(firstPaintSlideImage('HOTEL-DEMO')).toBe('/media/pool.jpg');
  });

  it('is nothing for another hotel, a hotel without slides, unreadable data or a page without it', () => {
    servePage(JSON.stringify({ hotel_unique_id: 'HOTEL-DEMO', slide_image_url: '/media/pool.jpg' }));
    expect(firstPaintSlideImage('HOTEL-SEA')).toBeNull();
    expect(firstPaintSlideImage(null)).toBeNull();
    document.getElementById(FIRST_PAINT_DASHBOARD_ELEMENT_ID)?.remove();
    servePage(JSON.stringify({ hotel_unique_id: 'HOTEL-DEMO', slide_image_url: null }));
    expect(firstPaintSlideImage('HOTEL-DEMO')).toBeNull();
    document.getElementById(FIRST_PAINT_DASHBOARD_ELEMENT_ID)?.remove();
    servePage('{not json');
    expect(firstPaintSlideImage('HOTEL-DEMO')).toBeNull();
    document.getElementById(FIRST_PAINT_DASHBOARD_ELEMENT_ID)?.remove();
    expect(firstPaintSlideImage('HOTEL-DEMO')).toBeNull();
  });
});
