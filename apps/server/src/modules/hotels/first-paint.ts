import { formatCalendarDate } from '@hotel/contracts/calendar-date';
import {
  DARK_MODE_COOKIE,
  FIRST_PAINT_DASHBOARD_ELEMENT_ID,
  FIRST_PAINT_HOTEL_ELEMENT_ID,
  LANGUAGE_COOKIE,
} from '@hotel/contracts/first-paint';
import { hotelThemeVariables } from '@hotel/contracts/hotel-theme';
import { hotelResponse, hotelParams, type HotelResponse } from '@hotel/contracts/hotels';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, RIGHT_TO_LEFT_LANGUAGES } from '@hotel/contracts/languages';
import type { Database } from '../../platform/database/database.ts';
import { uiText } from '../../platform/i18n/ui-text.ts';
import { iconUrl, manifestUrl } from './install-icons.ts';
import { findHotelByUniqueId } from './repository.ts';
import { toHotelResponse } from './service.ts';
import { shortName } from './web-manifest.ts';

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

/** The device shows the app dark (its cookie, written wherever the app applies dark mode). */
export function darkModeOfCookies(header: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${DARK_MODE_COOKIE}=1(?:;|$)`).test(header ?? '');
}

/**
 * The hotel's public data (what GET /api/hotels/{id}/ answers) and its row id, or null for a hotel that does
 * not exist.
 */
export async function findPublicHotel(
  db: Database,
  uniqueId: string,
): Promise<{ hotelId: number; hotel: HotelResponse } | null> {
  const hotel = await findHotelByUniqueId(db, uniqueId);
  return hotel ? { hotelId: hotel.id, hotel: hotelResponse.parse(toHotelResponse(hotel)) } : null;
}

/** What the device's cookies say about how it shows the app. */
export interface DeviceDisplay {
  /** The device's language (`languageOfCookies`): the texts and `<html lang dir>` are written in it. */
  language: string;
  /**
   * The device shows the app dark (`darkModeOfCookies`): `<html class="dark">`, and in either case the colour
   * scheme the app's theme.ts sets on `<html>`, so that its first setting changes nothing (a new inline value
   * there restyled the whole page the server drew: 3–66 ms in traces at Lighthouse's 4× CPU).
   */
  darkMode: boolean;
}

export interface FirstPaintLogin extends DeviceDisplay {
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
  const logo = hotelSmallLogo(hotel);
  return withFirstPaint(html, hotel, {
    display: login,
    images: logo ? [logo] : [],
    root: loginTop(hotel.name, logo, login),
  });
}

export interface FirstPaintDashboard extends DeviceDisplay {
  /** The guest's stay, from the session its cookie names. */
  stay: { familyName: string; roomNumber: string; checkInDate: string; checkOutDate: string };
  /** Today, for the stay dates (the year is left out when it is this year's). */
  now: Date;
  /** The first slide of the hotel's slideshow, the dashboard's largest picture; null without slides. */
  slideImageUrl: string | null;
}

/**
 * The dashboard of the guest whose session cookie came with the request (decision 0119): the hotel's data,
 * colours and logo as on the login, and the top of the dashboard drawn inside the app's root — the navigation
 * bar with the logo, the welcome card (name, room, stay dates) and the first slide, preloaded, so the page's
 * largest picture paints before any script. The app takes the slide's address from the JSON element to keep it
 * on screen until its slideshow has loaded. Never the token; the page is the guest's own (`private`).
 */
export function withFirstPaintDashboard(
  html: string,
  hotel: HotelResponse,
  dashboard: FirstPaintDashboard,
): string {
  const images = [dashboard.slideImageUrl, hotelSmallLogo(hotel)].filter((url): url is string => !!url);
  const slide = { hotel_unique_id: hotel.unique_id, slide_image_url: dashboard.slideImageUrl };
  return withFirstPaint(html, hotel, {
    display: dashboard,
    images,
    head: `<script type="application/json" id="${FIRST_PAINT_DASHBOARD_ELEMENT_ID}">${jsonForScript(slide)}</script>`,
    root: dashboardTop(hotel, dashboard),
  });
}

interface FirstPaint {
  display: DeviceDisplay;
  /** Preloaded ahead of the scripts, the first with high priority (the page's largest paint). */
  images: string[];
  /** More for the head. */
  head?: string;
  /** The markup drawn inside the app's root until the app draws its own. */
  root: string;
}

function withFirstPaint(html: string, hotel: HotelResponse, paint: FirstPaint): string {
  const theme = Object.entries(hotelThemeVariables(hotel))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The images right after the inlined stylesheet, ahead of the scripts (vite.config.ts puts the styles first).
  const preloads = paint.images
    .map(
      (url, index) =>
        `<link rel="preload" as="image" href="${escapeAttribute(url)}"${index === 0 ? ' fetchpriority="high"' : ''}>`,
    )
    .join('');
  const { language, darkMode } = paint.display;
  const head = [
    installLinks(hotel, language),
    `<style id="first-paint-theme">:root{${theme.replace(/[<>]/g, '')}}</style>`,
    `<script type="application/json" id="${FIRST_PAINT_HOTEL_ELEMENT_ID}">${jsonForScript(hotel)}</script>`,
    paint.head ?? '',
  ].join('');
  const direction = RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  // The build's own icon and any manifest it links are the product's: this page is the hotel's.
  const hotelPage = html.replace(/<link\s+rel="(?:icon|manifest|apple-touch-icon)"[^>]*>\s*/g, '');
  return hotelPage
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language}" dir="${direction}"${darkMode ? ' class="dark"' : ''} style="color-scheme:${darkMode ? 'dark' : 'light'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(hotel.name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttribute(hotel.primary_color)}"`,
    )
    .replace(/<script type="module"|<\/head>/, (found) => `${preloads}${found}`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${paint.root}</div>`);
}

/**
 * What makes the page the hotel's installable app (install-routes.ts serves them): its manifest, worded in the
 * device's language, its tab icon and home screen icon, and its short name under that icon on iOS.
 */
function installLinks(hotel: HotelResponse, language: string): string {
  const icon = (name: Parameters<typeof iconUrl>[2]) =>
    escapeAttribute(iconUrl(hotel.unique_id, hotel, name));
  return (
    `<link rel="manifest" href="${escapeAttribute(manifestUrl(hotel.unique_id, language))}">` +
    `<link rel="icon" type="image/png" sizes="32x32" href="${icon('favicon-32.png')}">` +
    `<link rel="icon" type="image/png" sizes="48x48" href="${icon('favicon-48.png')}">` +
    `<link rel="apple-touch-icon" href="${icon('apple-touch-icon.png')}">` +
    '<meta name="mobile-web-app-capable" content="yes"><meta name="apple-mobile-web-app-capable" content="yes">' +
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(shortName(hotel.name))}">`
  );
}

/** The small logo for tight spots, falling back to the full logo (as the guest app's `hotelSmallLogo`). */
function hotelSmallLogo(hotel: HotelResponse): string | null {
  return hotel.small_logo_url ?? hotel.small_logo ?? hotel.logo_url;
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

/**
 * The top of the dashboard as the app draws it: the shell's navigation bar (app/layout/nav-bar.tsx) with the
 * hotel's logo, the welcome card (features/dashboard/dashboard-header.tsx) and the slideshow's frame
 * (sections/slideshow.tsx) with the first slide. Same classes, same boxes: when the app draws
 * the page nothing the guest sees moves. Built from this file by the guest app's stylesheet, as the login's.
 */
function dashboardTop(
  hotel: HotelResponse,
  { language, stay, now, slideImageUrl }: FirstPaintDashboard,
): string {
  const text = (key: string, params: Record<string, string> = {}) =>
    escapeAttribute(uiText(language, key, params) ?? '');
  const logo = hotelSmallLogo(hotel);
  // The bar's choice (BrandLink): the small logo on a phone, the full one from 640 px.
  const phoneLogo = hotel.small_logo_url ?? hotel.logo_url;
  const full = hotel.logo_url && hotel.logo_url !== phoneLogo ? hotel.logo_url : null;
  const navLogo = phoneLogo
    ? '<span class="flex h-11 items-center rounded-lg bg-white px-1.5 py-1 shadow-sm sm:h-12 sm:px-2 dark:bg-[#d5d9de]">' +
      '<picture class="contents">' +
      (full ? `<source media="(min-width: 40rem)" srcset="${escapeAttribute(full)}">` : '') +
      `<img src="${escapeAttribute(phoneLogo)}" alt="" width="36" height="36" class="h-full w-auto max-w-32 object-contain sm:max-w-40">` +
      '</picture></span>'
    : '';
  const navBar =
    '<header class="sticky top-0 z-40 bg-nav text-on-nav shadow-md">' +
    '<div class="mx-auto flex h-16 max-w-5xl items-center gap-1 px-2 sm:px-4">' +
    `<div class="flex min-h-11 min-w-11 shrink-0 items-center rounded-xl px-1">${navLogo}</div>` +
    '</div></header>';
  const welcomeLogo = logo
    ? '<span class="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white p-1.5 shadow-sm dark:bg-[#d5d9de]">' +
      `<img src="${escapeAttribute(logo)}" alt="" class="size-full object-contain"></span>`
    : '';
  const stayDate = (label: string, date: string) =>
    '<div class="rounded-2xl bg-surface px-4 py-3 ring-1 ring-line">' +
    `<dt class="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">${CALENDAR_ICON}${label}</dt>` +
    `<dd class="mt-1 text-base font-semibold text-ink">${escapeAttribute(formatCalendarDate(date, language, now))}</dd></div>`;
  const welcome =
    '<section class="overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line">' +
    `<div class="flex items-center gap-4 bg-band px-5 py-5 text-on-band">${welcomeLogo}<div class="min-w-0">` +
    `<p class="truncate text-sm font-semibold opacity-90">${escapeAttribute(hotel.name)}</p>` +
    `<h1 class="text-2xl leading-tight font-bold tracking-tight break-words">${text('dashboard.welcome', { name: stay.familyName })}</h1></div></div>` +
    '<div class="flex flex-col gap-4 px-5 py-5">' +
    '<p class="inline-flex w-fit items-center gap-2 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-ink ring-1 ring-line">' +
    `${DOOR_ICON}${text('dashboard.room', { room: stay.roomNumber })}</p>` +
    `<dl aria-label="${text('dashboard.stay')}" class="grid grid-cols-2 gap-3">` +
    `${stayDate(text('dashboard.checkIn'), stay.checkInDate)}${stayDate(text('dashboard.checkOut'), stay.checkOutDate)}</dl>` +
    '</div></section>';
  const slide = slideImageUrl
    ? '<div class="relative overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line"><div class="relative aspect-video w-full overflow-hidden">' +
      `<img src="${escapeAttribute(slideImageUrl)}" alt="" width="640" height="360" fetchpriority="high" class="size-full bg-surface object-cover" elementtiming="first-slide">` +
      '</div></div>'
    : '';
  return (
    `<div class="flex min-h-dvh flex-col">${navBar}<div class="flex min-h-dvh flex-1 flex-col">` +
    `<div class="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-5">${welcome}${slide}</div>` +
    '</div></div>'
  );
}

/** components/ui/icons.tsx's DoorIcon and CalendarIcon at size-4. */
const DOOR_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 text-brand-ink"><path d="M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17M3 21h18"></path><circle cx="15" cy="12" r="1"></circle></svg>';
const CALENDAR_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4"><rect x="3" y="5" width="18" height="16" rx="2"></rect><path d="M3 10h18M8 3v4M16 3v4"></path></svg>';

/** JSON that cannot close its script element or open a comment: every '<' is written as \u003c. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
