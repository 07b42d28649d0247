import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import {
  darkModeOfCookies,
  findPublicHotel,
  hotelNamedByUrl,
  languageOfCookies,
  loginNamesRoom,
  withFirstPaintDashboard,
  withFirstPaintHotel,
  type FirstPaintDashboard,
} from './first-paint.ts';

/** The root with a hotel and no room: the installed app's start address (web-manifest.ts). */
function opensInstalledApp(url: string): boolean {
  return url.split('?')[0] === '/' && !loginNamesRoom(url);
}

/**
 * SPEC's default hotel id fallback: a login address that names no hotel (typed by hand, a QR code printed without
 * it) opens the login of the hotel DEFAULT_HOTEL_ID names, with what else the address said. Null when it names one,
 * when it is not a login address, or when no default is set (the login then asks for the hotel's ID).
 */
export function loginOfDefaultHotel(url: string, defaultHotelId: string | undefined): string | null {
  const parsed = new URL(url, 'http://guest.invalid');
  if (!defaultHotelId || (parsed.pathname !== '/' && parsed.pathname !== '/login')) return null;
  if (parsed.searchParams.get('hotel')?.trim()) return null;
  parsed.searchParams.set('hotel', defaultHotelId);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What the dashboard's first paint needs from modules above this one: the guest whose session cookie came with
 * the request, the stay, the first slide. app.ts composes them (decision 0141), so hotels imports none of them.
 */
export interface FirstPaintSources {
  guestOf(
    request: FastifyRequest,
  ): Promise<{ hotelUniqueId: string; hotelId: number; stayId: number } | null>;
  stayOf(ctx: AppContext, stayId: number): Promise<FirstPaintDashboard['stay'] | undefined>;
  slideImageUrlOf(ctx: AppContext, hotelId: number): Promise<string | null>;
}

export interface GuestFirstPaint {
  /** Written for one guest: no shared cache may keep it. */
  personal: boolean;
  write: (html: string) => string;
}

/** The page the request is sent on to instead (the guest's own, so `private`). */
export interface GuestRedirect {
  redirect: string;
}

/**
 * The guest page's first response with the hotel in it (decisions 0110, 0118, 0119): the login of the hotel its
 * URL names, or the dashboard of the guest whose session cookie came with it. Null for every other page. A
 * database that cannot answer costs the first paint, never the page: the app then asks itself.
 */
export async function guestFirstPaint(
  ctx: AppContext,
  request: FastifyRequest,
  sources: FirstPaintSources,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<GuestFirstPaint | GuestRedirect | null> {
  const display = {
    language: languageOfCookies(request.headers.cookie),
    darkMode: darkModeOfCookies(request.headers.cookie),
  };
  try {
    const defaultLogin = loginOfDefaultHotel(request.url, ctx.config.DEFAULT_HOTEL_ID);
    if (defaultLogin) return { redirect: defaultLogin };
    const linkHotel = hotelNamedByUrl(request.url);
    if (linkHotel && opensInstalledApp(request.url)) {
      // The installed app starts here (its manifest's start_url): a guest still signed in to this hotel goes on
      // to the dashboard rather than the login. A QR link names a room and always shows its login.
      const guest = await sources.guestOf(request);
      if (guest?.hotelUniqueId === linkHotel) return { redirect: '/dashboard' };
    }
    if (linkHotel) {
      const found = await findPublicHotel(ctx.db, linkHotel);
      if (!found) return null;
      const login = { ...display, namesRoom: loginNamesRoom(request.url) };
      return { personal: false, write: (html) => withFirstPaintHotel(html, found.hotel, login) };
    }
    if (request.url.split('?')[0] !== '/dashboard') return null;
    const guest = await sources.guestOf(request);
    const [found, stay] = guest
      ? await Promise.all([findPublicHotel(ctx.db, guest.hotelUniqueId), sources.stayOf(ctx, guest.stayId)])
      : [null, null];
    if (!guest || !found || !stay) return null;
    const slideImageUrl = await sources.slideImageUrlOf(ctx, guest.hotelId);
    const dashboard = { ...display, now: ctx.now(), stay, slideImageUrl };
    return { personal: true, write: (html) => withFirstPaintDashboard(html, found.hotel, dashboard) };
  } catch (error) {
    log.warn({ err: error }, 'first paint without the hotel: its lookup failed');
    return null;
  }
}
