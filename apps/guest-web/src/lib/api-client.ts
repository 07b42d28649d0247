import {
  ApiError,
  createApiClient,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from '@hotel/client-kit/api-client';
import { nextTask } from './next-task.ts';
import { STORAGE_KEYS, readHotelId, readStorage, removeStorage, writeStorage } from './storage.ts';
import { isTimeZone } from './intl-format.ts';
import { forgetOfflineGuestData } from './service-worker.ts';

/**
 * The guest app's configuration of the client kit's fetch client: its token, hotel and language headers, the
 * spec's path spellings and hotel_id query, the session refresh and time-zone adoption on every answer, and one
 * request for identical writes in flight.
 */

export { ApiError, type HttpMethod, type QueryValue };
export type { ResponseSchema } from '@hotel/client-kit/api-client';

/**
 * The contract schema of the response (`schema`) is checked in development only. Pass it as
 * `import.meta.env.DEV ? (await import('@hotel/contracts/x')).schema : undefined` so production bundles
 * (and the login route's budget) carry neither zod nor the schemas.
 */
export type ApiRequestOptions<T> = Omit<RequestOptions<T>, 'announceUnauthorized'>;

// Optional so that a deployment can put the API on its own host; the server serves the app itself by default.
const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

/** SPEC section 7: these dashboard reads name the hotel in the query string as well. */
const PATHS_WITH_HOTEL_QUERY = new Set([
  'slideshow',
  'popular-items',
  'popular-activities',
  'notifications',
  'translations',
]);

/**
 * Accepts the spec's path spellings ('guest-login', '/hotels/X', '/api/hotels/X/', 'items?location=2')
 * and returns '/api/<path>/' plus the query string it carried.
 */
export function buildApiPath(path: string): { pathname: string; search: URLSearchParams } {
  const [rawPath = '', rawQuery = ''] = path.split('?', 2);
  const segments = rawPath.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const pathname = segments.length === 0 ? '/api/' : `/api/${segments.join('/')}/`;
  return { pathname, search: new URLSearchParams(rawQuery) };
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const { pathname, search } = buildApiPath(path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const firstSegment = pathname.split('/')[2] ?? '';
  const hotelId = readHotelId();
  if (PATHS_WITH_HOTEL_QUERY.has(firstSegment) && hotelId && !search.has('hotel_id')) {
    search.set('hotel_id', hotelId);
  }
  const queryString = search.toString();
  return `${API_ORIGIN}${pathname}${queryString ? `?${queryString}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Session refresh and time-zone adoption (SPEC section 7) happen on every answer, whoever asked. */
function adoptResponseState(data: unknown): void {
  if (isRecord(data)) {
    if (typeof data.session_token === 'string' && data.session_token) {
      writeStorage(STORAGE_KEYS.sessionToken, data.session_token);
    }
    // Checked only when it changes: the check builds a formatter, and the page's first one loads ICU's data on
    // the main thread (17–23 ms of CPU under Lighthouse), in the middle of the dashboard's start (decision 0130).
    const { timezone } = data;
    if (
      typeof timezone === 'string' &&
      timezone !== readStorage(STORAGE_KEYS.hotelTimezone) &&
      isTimeZone(timezone)
    ) {
      writeStorage(STORAGE_KEYS.hotelTimezone, timezone);
    }
  }
}

/** A 401 while this device held a session token: the server ended the session (SPEC: session refresh). */
function endSession(): void {
  if (readStorage(STORAGE_KEYS.sessionToken) === null) return;
  // The ending is known before the token goes: whatever the token's removal redraws reads it.
  sessionEndedByServer = true;
  removeStorage(STORAGE_KEYS.sessionToken);
  // The guest is gone (checked out, signed out elsewhere): what the service worker kept of them goes too.
  void forgetOfflineGuestData();
  for (const listener of sessionEndListeners) listener();
}

/** Set once a 401 has cleared the session token this device held (SPEC: session refresh). */
let sessionEndedByServer = false;
const sessionEndListeners = new Set<() => void>();

/**
 * Whether the server has ended this device's session (checked out, expired, signed out elsewhere) and no new
 * one has been stored since: the app takes the guest to the login with a message instead of failing screen by
 * screen. Signing out on this device is not an ending by the server.
 */
export function hasSessionEnded(): boolean {
  return sessionEndedByServer && readStorage(STORAGE_KEYS.sessionToken) === null;
}

/** Calls `listener` when a 401 ends the session; returns the unsubscribe (`useSyncExternalStore`'s shape). */
export function subscribeSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

const client = createApiClient({
  // The API may be on a host of its own (VITE_API_ORIGIN): the session cookie goes along.
  credentials: 'include',
  url: buildApiUrl,
  headers: () => {
    const headers: Record<string, string> = {};
    const token = readStorage(STORAGE_KEYS.sessionToken);
    if (token) headers.Authorization = `Token ${token}`;
    const hotelId = readHotelId();
    if (hotelId) headers['X-Hotel-ID'] = hotelId;
    // The server words the details a guest may read in this language (before login, too).
    const language = readStorage(STORAGE_KEYS.language);
    if (language) headers['Accept-Language'] = language;
    return headers;
  },
  // A screen starts its calls together as it mounts, and `fetch` costs a few milliseconds each on a slow phone:
  // one task each, they no longer add up to one of the load's long tasks (decision 0122).
  beforeSend: nextTask,
  onAnswer: (_status, body) => adoptResponseState(body),
  // A double tap on "Place order" must not order twice.
  shareIdenticalWrites: true,
  checkSchemas: import.meta.env.DEV,
});

client.onUnauthorized(endSession);

export function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  return client.request<T>(path, options);
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
