/**
 * Which of the guest app's calls the service worker keeps for offline use (docs/decisions/0157): the reads that
 * draw the dashboard, the menu, the account and the tourist information — the hotel, the session, the menu, the
 * stay's orders, bookings and bill — answered from the network first and from the last answer when there is none.
 * Never a write, never the console's calls (/api/staff/), never the login: a list of what is kept, so a new call
 * is kept only once someone has decided it should be.
 */
const KEPT_READS = new Set([
  'hotels',
  'locations',
  'guest-session',
  'items',
  'sub-categories',
  'popular-items',
  'orders',
  'guest',
  'activities',
  'popular-activities',
  'bookings',
  'notifications',
  'chat',
  'slideshow',
  'weather',
  'calendar-events',
  'tourist-info',
  'translations',
]);

/** A GET of this site's API whose answer the worker keeps (its first path segment is in the list above). */
export function isKeptGuestRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  const [api, first] = url.pathname.split('/').filter(Boolean);
  return api === 'api' && first !== undefined && KEPT_READS.has(first);
}

/** An answer worth keeping: a whole JSON answer the server did not forbid storing. */
export function isKeepableRead(response: Pick<Response, 'status' | 'headers'>): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('application/json') &&
    !/\bno-store\b/.test(response.headers.get('cache-control') ?? '')
  );
}

/** The hotel's name and logo from a kept answer of GET /api/hotels/{id}/: a notification's fallback title and icon. */
export function hotelBrandOf(hotel: unknown): { name?: string; icon?: string } {
  if (typeof hotel !== 'object' || hotel === null) return {};
  const { name, small_logo_url: small, logo_url: logo } = hotel as Record<string, unknown>;
  const icon = typeof small === 'string' && small ? small : logo;
  return {
    ...(typeof name === 'string' && name ? { name } : {}),
    ...(typeof icon === 'string' && icon ? { icon } : {}),
  };
}
