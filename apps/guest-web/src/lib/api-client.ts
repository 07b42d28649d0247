import type { ErrorResponse } from '@hotel/contracts/common';
import { nextTask } from './next-task.ts';
import { STORAGE_KEYS, readHotelId, readStorage, removeStorage, writeStorage } from './storage.ts';
import { isTimeZone } from './intl-format.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with zod's `safeParse`; kept structural so this module does not pull zod into the bundle. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The contract schema of the response, checked in development only. Pass it as
   * `import.meta.env.DEV ? (await import('@hotel/contracts/x')).schema : undefined` so production bundles
   * (and the login route's budget) carry neither zod nor the schemas.
   */
  schema?: ResponseSchema<T> | undefined;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's `{detail, code}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  /** Guidance some answers carry besides (or instead of) detail; the login shows it (SPEC section 8). */
  readonly help: string | undefined;

  constructor(status: number, detail?: string, code?: string, help?: string) {
    super(detail ?? (status === 0 ? 'Network request failed' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.help = help;
  }
}

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
function adoptResponseState(status: number, data: unknown): void {
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
  if (status === 401 && readStorage(STORAGE_KEYS.sessionToken) !== null) {
    // The ending is known before the token goes: whatever the token's removal redraws reads it.
    sessionEndedByServer = true;
    removeStorage(STORAGE_KEYS.sessionToken);
    for (const listener of sessionEndListeners) listener();
  }
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

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const { detail, code, help } = body as Partial<ErrorResponse>;
    return new ApiError(
      status,
      typeof detail === 'string' && detail ? detail : undefined,
      typeof code === 'string' ? code : undefined,
      typeof help === 'string' && help ? help : undefined,
    );
  }
  return new ApiError(status);
}

async function send<T>(method: HttpMethod, url: string, options: ApiRequestOptions<T>): Promise<T> {
  // A screen starts its calls together as it mounts, and `fetch` costs a few milliseconds each on a slow phone:
  // one task each, they no longer add up to one of the load's long tasks (decision 0122).
  await nextTask();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStorage(STORAGE_KEYS.sessionToken);
  if (token) headers.Authorization = `Token ${token}`;
  const hotelId = readHotelId();
  if (hotelId) headers['X-Hotel-ID'] = hotelId;
  // The server words the details a guest may read in this language (before login, too).
  const language = readStorage(STORAGE_KEYS.language);
  if (language) headers['Accept-Language'] = language;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // Some calls authenticate differently (SPEC: Bearer or Session); the caller's headers win.
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }

  const data = await readBody(response);
  adoptResponseState(response.status, data);
  if (!response.ok) throw toApiError(response.status, data);

  if (import.meta.env.DEV && options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      // Loud in development: the server and the contract disagree, and production would render garbage.
      throw new Error(`Response of ${method} ${url} does not match its contract: ${parsed.error.message}`);
    }
    return parsed.data;
  }
  return data as T;
}

/** Writes in flight, by method + URL + body: a double tap on "Place order" must not order twice. */
const inFlightWrites = new Map<string, Promise<unknown>>();

export function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildApiUrl(path, options.query);
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return send(method, url, options);

  const key = `${method} ${url} ${options.body === undefined ? '' : JSON.stringify(options.body)}`;
  const pending = inFlightWrites.get(key);
  if (pending) return pending as Promise<T>;
  const request = send(method, url, options).finally(() => inFlightWrites.delete(key));
  inFlightWrites.set(key, request);
  return request;
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
