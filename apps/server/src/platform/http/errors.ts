import { englishText } from '../i18n/ui-text.ts';

/** An error whose status and `detail` go to the client as they are (SPEC's error shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
    /** The catalogues' `serverErrors.<textKey>`: the detail is worded by this key in the reader's language. */
    readonly textKey?: string,
  ) {
    super(detail);
  }
}

/**
 * An error a guest reads, worded from the UI catalogues' `serverErrors.<textKey>` (decision 0142): English in
 * `detail` here, the reader's language on the way out, found by the key, never by the English wording.
 */
export const guestError = (statusCode: number, textKey: string, code: string) =>
  new HttpError(statusCode, englishText(`serverErrors.${textKey}`), code, {}, textKey);

export const badRequest = (detail: string, code?: string) => new HttpError(400, detail, code);
export const unauthorized = (detail = 'Authentication required. Please log in again.') =>
  new HttpError(401, detail, 'not_authenticated');
export const forbidden = (detail: string, code?: string) => new HttpError(403, detail, code);
export const notFound = (detail = 'Not found.', code?: string) => new HttpError(404, detail, code);
export const conflict = (detail: string, code?: string) => new HttpError(409, detail, code);
