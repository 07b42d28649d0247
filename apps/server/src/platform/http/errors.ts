/** An error whose status and `detail` go to the client as they are (SPEC's error shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code?: string) => new HttpError(400, detail, code);
export const unauthorized = (detail = 'Authentication required. Please log in again.') =>
  new HttpError(401, detail, 'not_authenticated');
export const forbidden = (detail: string, code?: string) => new HttpError(403, detail, code);
export const notFound = (detail = 'Not found.', code?: string) => new HttpError(404, detail, code);
export const conflict = (detail: string, code?: string) => new HttpError(409, detail, code);
