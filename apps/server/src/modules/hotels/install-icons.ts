import { createHash } from 'node:crypto';
import type { HotelResponse } from '@hotel/contracts/hotels';

/*
 * The icons that make a hotel's guest app installable (web manifest, home screen, browser tab), and their
 * addresses. No drawing here (icon-drawing.ts does it): the page the server writes links them on every load.
 */

/**
 * How an icon is laid out. `rounded`: a brand-coloured tile with rounded corners, shown as it is (desktop
 * shelves, the manifest's "any" icons). `maskable`: the platform cuts its own shape out of a full square, so all
 * that matters lies inside the centre circle of 80 % (the maskable safe zone). `opaque`: a full square with no
 * transparency, which iOS rounds itself. `small`: a browser tab's 16 CSS px, so the logo takes nearly all of it.
 */
export type IconLayout = 'rounded' | 'maskable' | 'opaque' | 'small';

export const INSTALL_ICONS = {
  'icon-192.png': { size: 192, layout: 'rounded' },
  'icon-512.png': { size: 512, layout: 'rounded' },
  'maskable-512.png': { size: 512, layout: 'maskable' },
  'apple-touch-icon.png': { size: 180, layout: 'opaque' },
  'favicon-32.png': { size: 32, layout: 'small' },
  'favicon-48.png': { size: 48, layout: 'small' },
} as const satisfies Record<string, { size: number; layout: IconLayout }>;
export type InstallIconName = keyof typeof INSTALL_ICONS;
export const INSTALL_ICON_NAMES = Object.keys(INSTALL_ICONS) as [InstallIconName, ...InstallIconName[]];

/** What an icon is made of: the hotel's name (its initial), colour and logo. */
export type IconHotel = Pick<HotelResponse, 'name' | 'primary_color' | 'logo_url' | 'small_logo_url'>;

/**
 * Raised when the drawing changes, so that every browser fetches the new icons (their addresses carry the
 * version, and an address that names the current version is cached for a year).
 */
const DRAWING_REVISION = 1;

/** The square mark suits a square icon; the wide logo only when there is no mark. */
export function iconLogoOf(hotel: IconHotel): string | null {
  return hotel.small_logo_url ?? hotel.logo_url;
}

/**
 * The first letter or digit of the name, as a capital: the icon of a hotel without a logo. Thai and Lao vowels
 * written before their consonant (โรงแรม) are passed over: the consonant is the word's initial.
 */
export function initialOf(name: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name);
  for (const { segment } of segments)
    if (/[\p{L}\p{N}]/u.test(segment) && !/^[\u0E40-\u0E44\u0EC0-\u0EC4]$/.test(segment))
      return segment.toLocaleUpperCase();
  return '?';
}

/** Changes with everything the icons are drawn from: a new logo or colour gives new addresses. */
export function iconVersion(hotel: IconHotel): string {
  const inputs = [DRAWING_REVISION, iconLogoOf(hotel), hotel.primary_color, initialOf(hotel.name)];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 12);
}

export function iconUrl(hotelUniqueId: string, hotel: IconHotel, name: InstallIconName): string {
  return `/api/hotels/${encodeURIComponent(hotelUniqueId)}/icons/${name}?v=${iconVersion(hotel)}`;
}

export function manifestUrl(hotelUniqueId: string, language: string): string {
  return `/api/hotels/${encodeURIComponent(hotelUniqueId)}/manifest.webmanifest?lang=${encodeURIComponent(language)}`;
}
