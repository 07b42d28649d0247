import { FIRST_PAINT_DASHBOARD_ELEMENT_ID } from '@hotel/contracts/first-paint';

/**
 * The first slide the server drew into this page for the hotel (decision 0119), so the slideshow keeps it on
 * screen while its slides load instead of blanking it. Null when the page carries none, or another hotel's.
 */
export function firstPaintSlideImage(hotelId: string | null, doc = document): string | null {
  const element = doc.getElementById(FIRST_PAINT_DASHBOARD_ELEMENT_ID);
  if (!hotelId || !element?.textContent) return null;
  try {
    const paint = JSON.parse(element.textContent) as { hotel_unique_id?: unknown; slide_image_url?: unknown };
    return paint.hotel_unique_id === hotelId && typeof paint.slide_image_url === 'string'
      ? paint.slide_image_url
      : null;
  } catch {
    return null;
  }
}
