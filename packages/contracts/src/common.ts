import { z } from 'zod';
import type { ErrorBody } from './api-error.ts';
import { HOTEL_ID_PATTERN } from './hotel-id.ts';

export { HOTEL_ID_PATTERN } from './hotel-id.ts';

/** The one error shape of every 4xx/5xx answer: SPEC section 8 reads `detail`. */
export const errorResponse = z.object({
  detail: z.string(),
  /** A stable machine-readable code where the guest app needs to branch on it (e.g. room_unlicensed). */
  code: z.string().optional(),
  /** Guidance for the person (what to do next); the guest app's login shows it when there is no detail. */
  help: z.string().optional(),
  /** The input's field a 400 `invalid_input` is about ('price', 'options.0.name'), for a form to show it there. */
  field: z.string().optional(),
  /** Itemised problems, when an answer lists them (a refused menu import). */
  problems: z.array(z.string()).optional(),
}) satisfies z.ZodType<ErrorBody>;
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * Free text from a guest or staff member: trimmed, bounded, and free of NUL characters and lone
 * surrogates, which PostgreSQL cannot store (they would otherwise surface as a 500).
 */
export function userText(label: string, options: { max: number; required?: boolean }) {
  const base = z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .max(options.max, `${label} is too long`)
    .refine(
      // NUL and lone UTF-16 surrogates: valid in a JS string, refused by PostgreSQL text and jsonb.
      (value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value),
      `${label} contains characters that are not allowed`,
    );
  return options.required === false ? base : base.refine((value) => value.length > 0, `${label} is required`);
}

export const hotelUniqueId = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Hotel ID is required' : 'Hotel ID must be text'),
  })
  .max(64, 'Hotel ID is too long')
  .regex(HOTEL_ID_PATTERN, 'Invalid hotel ID format');

/**
 * A hotel ID as a guest types it on the login's manual fields: a phone's keyboard capitalises the first letter
 * ('Hotel-demo'), so any case is taken, and the login finds the hotel whatever the case of what was typed.
 */
export const typedHotelUniqueId = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Hotel ID is required' : 'Hotel ID must be text'),
  })
  .trim()
  .max(64, 'Hotel ID is too long')
  .regex(new RegExp(HOTEL_ID_PATTERN.source, 'i'), 'Invalid hotel ID format');

/**
 * Money travels as a number in the hotel currency's major unit with at most its decimals (0 for JPY, 2 for
 * THB, 3 for KWD: currency.ts); it is stored as integer minor units.
 */
export const money = z.number();

/** True for a date that exists, written YYYY-MM-DD: 2026-02-29, 2026-13-01 and 2026-00-10 are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date without time, as the hotel sees it: one that exists (2026-02-30 is a 400, not a 500). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a real date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Expected a real date as YYYY-MM-DD');

/** A record's id in a body: a positive integer that fits the database's integer column (larger ids are 400, not 500). */
export const recordId = z.number().int().positive().max(2_147_483_647);

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Query parameter the guest app adds to some dashboard calls (SPEC section 7); the session decides the hotel. */
export const hotelIdQuery = z.object({ hotel_id: z.string().max(64).optional() });
