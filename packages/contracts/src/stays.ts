import { z } from 'zod';
import { isCalendarDate, userText } from './common.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { languageCode } from './languages-api.ts';
import { roomNumber } from './rooms.ts';

/**
 * The front desk's stays: today's arrivals, in-house guests and departures (in the hotel's time zone),
 * check-in, edits, check-out (the guest's sessions and sockets end at once) and the arrivals import.
 */

/** A stay longer than this is a typo in a year, not a guest. */
export const MAX_STAY_NIGHTS = 365;
export const FAMILY_NAME_MAX_LENGTH = 100;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function stayDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isCalendarDate, `${label} must be a date written YYYY-MM-DD (e.g. 2026-11-24)`);
}

/** Nights between two YYYY-MM-DD dates. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The rules both dates of a stay keep, whichever call sets them. */
export function stayDatesProblem(checkIn: string, checkOut: string): string | null {
  if (checkOut < checkIn) return 'Check-out must not be before check-in.';
  if (nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS)
    return `A stay is at most ${MAX_STAY_NIGHTS} nights; check the year of both dates.`;
  return null;
}

const familyName = userText('Family name', { max: FAMILY_NAME_MAX_LENGTH });

export const stayCreate = z
  .object({
    room: roomNumber,
    family_name: familyName,
    check_in_date: stayDate('Check-in'),
    check_out_date: stayDate('Check-out'),
    language: languageCode.default(DEFAULT_LANGUAGE),
  })
  .superRefine((value, context) => {
    // Runs after a failed field too: compare only two real dates.
    if (!isCalendarDate(value.check_in_date) || !isCalendarDate(value.check_out_date)) return;
    const problem = stayDatesProblem(value.check_in_date, value.check_out_date);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['check_out_date'] });
  });
export type StayCreate = z.input<typeof stayCreate>;

export const stayUpdate = z
  .object({
    room: roomNumber.optional(),
    family_name: familyName.optional(),
    check_in_date: stayDate('Check-in').optional(),
    check_out_date: stayDate('Check-out').optional(),
    language: languageCode.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change');
export type StayUpdate = z.infer<typeof stayUpdate>;

/**
 * upcoming: arrives later; in_house: its dates cover today; checked_out: the desk checked it out;
 * ended: its check-out date passed without a check-out.
 */
export const STAY_STATUSES = ['upcoming', 'in_house', 'checked_out', 'ended'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export const staffStay = z.object({
  id: z.number(),
  room_id: z.number(),
  room_number: z.string(),
  room_licensed: z.boolean(),
  family_name: z.string(),
  language: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  checked_out_at: z.string().nullable(),
  status: z.enum(STAY_STATUSES),
  /** Guest sessions (phones) signed in to this stay now. */
  signed_in_devices: z.number(),
  /** The guest's questions about bill lines the desk has not answered yet. */
  open_bill_questions: z.number(),
});
export type StaffStay = z.infer<typeof staffStay>;

export const stayBoardQuery = z.object({ date: stayDate('date').optional() });

/** The front desk's day: arrivals (check-in that day), in-house guests, departures (check-out that day). */
export const stayBoard = z.object({
  date: z.string(),
  /** Today in the hotel's time zone. */
  today: z.string(),
  arrivals: z.array(staffStay),
  in_house: z.array(staffStay),
  departures: z.array(staffStay),
});
export type StayBoard = z.infer<typeof stayBoard>;

// ---------------------------------------------------------------------------------------------------
// Arrivals import: the console reads the CSV file (room, family name, from, to[, language]) and sends
// its rows with their line numbers; the server checks every row and answers every bad line at once.

export const MAX_IMPORT_ROWS = 2000;

/** Loose on purpose: each row's content is checked by the stayCreate rules, so a bad line is reported, not refused whole. */
export const stayImportRow = z.object({
  line: z.number().int().positive(),
  room: z.string().max(200),
  family_name: z.string().max(500),
  check_in_date: z.string().max(100),
  check_out_date: z.string().max(100),
  language: z.string().max(100).optional(),
});
export type StayImportRow = z.infer<typeof stayImportRow>;

export const stayImportRequest = z.object({
  rows: z
    .array(stayImportRow)
    .min(1, 'The file has no arrivals in it')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} arrivals per file`),
  /** true: check only and answer the preview; false: write every row in one transaction, or none. */
  dry_run: z.boolean(),
});
export type StayImportRequest = z.infer<typeof stayImportRequest>;

export const importLineError = z.object({ line: z.number(), message: z.string() });
export type ImportLineError = z.infer<typeof importLineError>;

export const stayImportResult = z.object({
  dry_run: z.boolean(),
  /** Every bad line, in line order; nothing was written when there is any. */
  errors: z.array(importLineError),
  /** The arrivals as they would be (dry run) or were written. */
  arrivals: z.array(
    z.object({
      line: z.number(),
      room: z.string(),
      family_name: z.string(),
      check_in_date: z.string(),
      check_out_date: z.string(),
      language: z.string(),
    }),
  ),
  created: z.number(),
});
export type StayImportResult = z.infer<typeof stayImportResult>;

/** The 400 of an import that was refused: nothing was written, and every bad line is named. */
export const stayImportRefusal = z.object({
  detail: z.string(),
  code: z.literal('import_invalid'),
  errors: z.array(importLineError),
});
