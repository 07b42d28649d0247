import { CSRF_HEADER } from '@hotel/contracts/staff';
import { ApiError, createApiClient } from '@hotel/client-kit/api-client';

/**
 * The console's configuration of the client kit's fetch client: the session cookie (same origin), and the
 * session's CSRF token on every change. Calls to a route of the contracts' map are typed by it.
 */

export { ApiError };

/**
 * The session's CSRF token, repeated on every change: the session cookie is HttpOnly, so this is how the
 * server tells the console from a page on another site that makes the browser send the cookie.
 */
let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

const client = createApiClient({
  credentials: 'same-origin',
  headers: (method): Record<string, string> =>
    method !== 'GET' && csrfToken ? { [CSRF_HEADER]: csrfToken } : {},
});

/** Every console call: `{detail}` errors as ApiError; `announceUnauthorized: false` for the session read itself. */
export const api = client.request;

/** Called when any call answers 401: the session ended (signed out elsewhere, deactivated, idle). */
export const onSignedOut = client.onUnauthorized;

/** What the console says when no answer came at all. */
const SERVER_UNREACHABLE = 'The server could not be reached.';

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
  if (error instanceof ApiError && error.status === 0) return SERVER_UNREACHABLE;
  return fallback;
}
