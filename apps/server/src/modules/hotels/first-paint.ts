import { FIRST_PAINT_HOTEL_ELEMENT_ID, LANGUAGE_COOKIE } from '@hotel/contracts/first-paint';
import { hotelThemeVariables } from '@hotel/contracts/hotel-theme';
import { hotelResponse, hotelParams, type HotelResponse } from '@hotel/contracts/hotels';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, RIGHT_TO_LEFT_LANGUAGES } from '@hotel/contracts/languages';
import type { Database } from '../../platform/database/database.ts';
import { uiText } from '../../platform/i18n/ui-text.ts';
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

/** The login as the URL asks for it: with a room, the family name alone is asked for (login-page.tsx). */
export function loginNamesRoom(url: string): boolean {
  return Boolean(new URL(url, 'http://guest.invalid').searchParams.get('room')?.trim());
}

/** The language the device last chose (its cookie), or English, the app's own default. */
export function languageOfCookies(header: string | undefined): string {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z-]+)`).exec(header ?? '')?.[1];
  return value && (LANGUAGE_CODES as readonly string[]).includes(value) ? value : DEFAULT_LANGUAGE;
}

/** The hotel's public data (what GET /api/hotels/{id}/ answers), or null for a hotel that does not exist. */
export async function findPublicHotel(db: Database, uniqueId: string): Promise<HotelResponse | null> {
  const hotel = await findHotelByUniqueId(db, uniqueId);
  return hotel ? hotelResponse.parse(toHotelResponse(hotel)) : null;
}

export interface FirstPaintLogin {
  /** The device's language (`languageOfCookies`): the login's texts and `<html lang dir>` are written in it. */
  language: string;
  /** The QR link names the room too: the login asks for the family name alone. */
  namesRoom: boolean;
}

/**
 * The served index.html with the hotel in it: its name as the title, a preload of the logo the login shows,
 * its colours as the app's theme variables, the login's brand band (logo and name) and the top of its form card
 * (title and subtitle, in the device's language) already drawn inside the app's root, and its public data as
 * an inert JSON element the app seeds its hotel store with. The branded login paints with the first bytes
 * (the stylesheet is inlined), before any script; the app then draws the whole login over it, in the same
 * place, without a second request. Only public data: never a session token.
 */
export function withFirstPaintHotel(html: string, hotel: HotelResponse, login: FirstPaintLogin): string {
  const logo = hotel.small_logo_url ?? hotel.small_logo ?? hotel.logo_url;
  const theme = Object.entries(hotelThemeVariables(hotel))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The logo right after the inlined stylesheet, ahead of the scripts (vite.config.ts puts the styles first).
  const preload = logo
    ? `<link rel="preload" as="image" href="${escapeAttribute(logo)}" fetchpriority="high">`
    : '';
  const head = [
    `<style id="first-paint-theme">:root{${theme.replace(/[<>]/g, '')}}</style>`,
    `<script type="application/json" id="${FIRST_PAINT_HOTEL_ELEMENT_ID}">${jsonForScript(hotel)}</script>`,
  ].join('');
  const direction = RIGHT_TO_LEFT_LANGUAGES.has(login.language) ? 'rtl' : 'ltr';
  return html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${login.language}" dir="${direction}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(hotel.name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttribute(hotel.primary_color)}"`,
    )
    .replace(/<script type="module"|<\/head>/, (found) => `${preload}${found}`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${loginTop(hotel.name, logo, login)}</div>`);
}

/**
 * The top of the login page (features/auth/login-page.tsx and login-hotel-header.tsx) as static markup, with
 * their classes: the hotel's logo and name on its brand band, then the form card's title and subtitle — the
 * page's largest text, so its largest paint comes with the first bytes. The guest app's stylesheet scans this
 * file (`@source` in index.css), so every class here is built even if the login stops using it.
 */
function loginTop(name: string, logo: string | null, login: FirstPaintLogin): string {
  const picture = logo
    ? `<img src="${escapeAttribute(logo)}" alt="" class="size-full object-contain" draggable="false" elementtiming="hotel-logo">`
    : '';
  return (
    '<div class="flex min-h-dvh flex-col"><main class="flex flex-1 flex-col">' +
    '<div class="bg-band px-6 pt-10 pb-16 text-on-band"><div class="flex flex-col items-center gap-3 text-center">' +
    '<div class="flex size-20 items-center justify-center overflow-hidden rounded-2xl bg-surface-raised p-2 text-brand-ink shadow-lg ring-1 ring-black/5 select-none">' +
    `${picture}</div>` +
    `<p class="text-2xl font-bold tracking-tight text-on-band" elementtiming="hotel-name">${escapeAttribute(name)}</p>` +
    // The room chip's place, kept so the band does not grow when the app draws it (in the guest's language).
    '<p aria-hidden="true" class="invisible inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold">&#160;</p>' +
    '</div></div>' +
    loginCardTop(login) +
    '</main></div>'
  );
}

function loginCardTop({ language, namesRoom }: FirstPaintLogin): string {
  const text = (key: string) => escapeAttribute(uiText(language, key) ?? '');
  return (
    '<div class="-mt-8 flex-1 px-4 pb-10">' +
    '<div class="mx-auto w-full max-w-md rounded-3xl bg-surface-raised p-6 shadow-xl ring-1 ring-line sm:p-8">' +
    `<h1 class="text-2xl font-bold tracking-tight text-ink" elementtiming="login-form">${text('login.title')}</h1>` +
    `<p class="mt-1.5 text-base text-ink-muted">${text(namesRoom ? 'login.subtitleFamilyName' : 'login.subtitle')}</p>` +
    '</div></div>'
  );
}

/** JSON that cannot close its script element or open a comment: every '<' is written as \u003c. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
