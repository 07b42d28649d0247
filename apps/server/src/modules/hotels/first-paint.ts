import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import { hotelResponse, hotelParams, type HotelResponse } from '@hotel/contracts/hotels';
import type { Database } from '../../platform/database/database.ts';
import { findHotelByUniqueId } from './repository.ts';
import { toHotelResponse } from './service.ts';

/**
 * The hotel a guest page's URL names: the login's (and the root's) `?hotel=HOTEL-…`, the address the QR code
 * carries. Other pages (and a malformed id) name none.
 */
export function hotelNamedByUrl(url: string): string | null {
  const parsed = new URL(url, 'http://guest.invalid');
  if (parsed.pathname !== '/' && parsed.pathname !== '/login') return null;
  const candidate = parsed.searchParams.get('hotel')?.trim() ?? '';
  const valid = hotelParams.safeParse({ hotelId: candidate });
  return valid.success ? valid.data.hotelId : null;
}

/** The hotel's public data (what GET /api/hotels/{id}/ answers), or null for a hotel that does not exist. */
export async function findPublicHotel(db: Database, uniqueId: string): Promise<HotelResponse | null> {
  const hotel = await findHotelByUniqueId(db, uniqueId);
  return hotel ? hotelResponse.parse(toHotelResponse(hotel)) : null;
}

/**
 * The served index.html with the hotel in it: its name as the title, a preload of the logo the login shows,
 * and its public data as an inert JSON element the app seeds its hotel query with, so the branded login needs
 * no second request. Only public data: never a session token.
 */
export function withFirstPaintHotel(html: string, hotel: HotelResponse): string {
  const logo = hotel.small_logo_url ?? hotel.small_logo ?? hotel.logo_url;
  const head = [
    logo ? `<link rel="preload" as="image" href="${escapeAttribute(logo)}" fetchpriority="high">` : '',
    `<script type="application/json" id="${FIRST_PAINT_HOTEL_ELEMENT_ID}">${jsonForScript(hotel)}</script>`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(hotel.name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttribute(hotel.primary_color)}"`,
    )
    .replace('</head>', `${head}</head>`);
}

/** JSON that cannot close its script element or open a comment: every '<' is written as \u003c. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
