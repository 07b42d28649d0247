import { CSRF_HEADER } from '@hotel/contracts/staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: the HTTP status (0 when the network failed) and the server's `{detail, code}` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly code?: string,
    /** Itemised problems, when the server lists them (a refused menu import). */
    readonly problems: string[] = [],
    /** The input's field a refusal is about ('price'), when the server names one. */
    readonly field?: string,
  ) {
    super(detail ?? (status === 0 ? 'The server could not be reached.' : `Request failed (${status}).`));
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  method?: HttpMethod;
  /** JSON, or FormData, or a File/Blob sent as its bytes under its own type (an image upload). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** False for the session call itself: its 401 is the answer, not news to spread. */
  announceSignedOut?: boolean;
}

/**
 * The session's CSRF token, repeated on every change: the session cookie is HttpOnly, so this is how the
 * server tells the console from a page on another site that makes the browser send the cookie.
 */
let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

const signedOutListeners = new Set<() => void>();
/** Called when any call answers 401: the session ended (signed out elsewhere, deactivated, idle). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function apiUrl(path: string, query?: ApiOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** Every console call: same-origin cookie, CSRF header on changes, `{detail}` errors as ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && options.announceSignedOut !== false)
      for (const listener of signedOutListeners) listener();
    const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    throw new ApiError(
      response.status,
      typeof record.detail === 'string' ? record.detail : undefined,
      typeof record.code === 'string' ? record.code : undefined,
      Array.isArray(record.problems) ? record.problems.filter((problem) => typeof problem === 'string') : [],
      typeof record.field === 'string' ? record.field : undefined,
    );
  }
  return data as T;
}

/**
 * A refusal about one of `fields`, to show beside that field: its field and the server's words without the
 * field's name in front ('price: Price must not be negative' → 'Price must not be negative'). Undefined for
 * any other error, which the form shows as a whole.
 */
export function fieldErrorOf(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field) || !error.detail)
    return undefined;
  const prefix = `${error.field}: `;
  return {
    field: error.field,
    message: error.detail.startsWith(prefix) ? error.detail.slice(prefix.length) : error.detail,
  };
}

/** The words to show for a failed call: the server's detail, else a general sentence. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return fallback;
}
