/**
 * The one error body of every 4xx/5xx answer (the server's platform/http/error-handler.ts), without zod: the
 * client kit reads it. common.ts holds its schema (errorResponse) and common.test.ts keeps the two equal.
 */
export type ErrorBody = {
  /** What went wrong, in words a person may read (SPEC section 8 reads it). */
  detail: string;
  /** A stable machine-readable code where a client branches on it (room_unlicensed, invalid_input). */
  code?: string;
  /** Guidance for the person (what to do next); the guest app's login shows it when there is no detail. */
  help?: string;
  /** The input's field a 400 `invalid_input` is about ('price', 'options.0.name'), for a form to show it there. */
  field?: string;
  /** Itemised problems, when an answer lists them (a refused menu import). */
  problems?: string[];
};
