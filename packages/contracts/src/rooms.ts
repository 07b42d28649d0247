import { z } from 'zod';

/**
 * The staff console's rooms: the list with who is in each room today, adding one room or a range,
 * renaming, licensing, and the QR codes guests scan (`${PUBLIC_URL}/?room=…&hotel=…`).
 */

export const ROOM_NUMBER_MAX_LENGTH = 20;
/** Letters and digits, with spaces, dots or dashes inside ("101", "A-12", "Villa 3"): what a guest can type. */
export const ROOM_NUMBER_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} .-]*[\p{L}\p{N}])?$/u;
const ROOM_NUMBER_RULE =
  'Room number: letters and digits, with spaces, dots or dashes between them (e.g. 101, A-12)';

export const roomNumber = z
  .string({ error: 'Room number is required' })
  .trim()
  .min(1, 'Room number is required')
  .max(ROOM_NUMBER_MAX_LENGTH, `Room number is at most ${ROOM_NUMBER_MAX_LENGTH} characters`)
  .regex(ROOM_NUMBER_PATTERN, ROOM_NUMBER_RULE);

/** At most this many rooms in one range: a typo (101–1300) must not create a thousand rooms. */
export const MAX_ROOMS_PER_RANGE = 500;

export type RoomRange = { rooms: string[] } | { error: string };

/**
 * "101" to "130" → 101, 102 … 130; "A01" to "A12" → A01 … A12 (the prefix and the width of the first
 * number are kept). Both ends must share their prefix and end in a number.
 */
export function expandRoomRange(fromInput: string, toInput: string): RoomRange {
  const from = fromInput.trim();
  const to = toInput.trim();
  const pattern = /^(.*?)(\d+)$/;
  const start = pattern.exec(from);
  const end = pattern.exec(to);
  if (!start || !end) return { error: 'Both ends of a range must end in a number (e.g. 101 to 130).' };
  const [, prefix = '', firstDigits = ''] = start;
  const [, endPrefix = '', lastDigits = ''] = end;
  if (prefix !== endPrefix)
    return { error: `Both ends of a range must start the same way ("${prefix}" and "${endPrefix}").` };
  const first = Number(firstDigits);
  const last = Number(lastDigits);
  if (last < first) return { error: `The range must go upwards: ${to} comes before ${from}.` };
  const count = last - first + 1;
  if (count > MAX_ROOMS_PER_RANGE)
    return { error: `A range adds at most ${MAX_ROOMS_PER_RANGE} rooms; ${from} to ${to} is ${count}.` };
  const width = firstDigits.length;
  const rooms = Array.from(
    { length: count },
    (_, index) => `${prefix}${String(first + index).padStart(width, '0')}`,
  );
  const malformed = rooms.find((room) => !roomNumber.safeParse(room).success);
  if (malformed) return { error: `"${malformed}" is not a valid room number. ${ROOM_NUMBER_RULE}.` };
  return { rooms };
}

export const roomCurrentStay = z.object({
  id: z.number(),
  family_name: z.string(),
  check_out_date: z.string(),
});

export const staffRoom = z.object({
  id: z.number(),
  room_number: z.string(),
  /** An unlicensed room is listed but its guests cannot log in (room_unlicensed). */
  licensed: z.boolean(),
  /** The stay in the room today, in the hotel's time zone, if any. */
  current_stay: roomCurrentStay.nullable(),
});
export type StaffRoom = z.infer<typeof staffRoom>;

export const roomList = z.object({
  rooms: z.array(staffRoom),
  /** Where the QR codes point (PUBLIC_URL). */
  public_url: z.string(),
  /** False when PUBLIC_URL is not set and the codes point at the server's localhost address. */
  public_url_configured: z.boolean(),
});
export type RoomList = z.infer<typeof roomList>;

export const roomCreate = z.object({
  room_number: roomNumber,
  licensed: z.boolean().default(true),
});
export type RoomCreate = z.input<typeof roomCreate>;

export const roomUpdate = z
  .object({ room_number: roomNumber.optional(), licensed: z.boolean().optional() })
  .refine((value) => value.room_number !== undefined || value.licensed !== undefined, 'Nothing to change');
export type RoomUpdate = z.infer<typeof roomUpdate>;

export const roomRangeCreate = z.object({
  from: z.string({ error: 'From is required' }).trim().min(1, 'From is required').max(40),
  to: z.string({ error: 'To is required' }).trim().min(1, 'To is required').max(40),
  licensed: z.boolean().default(true),
});
export type RoomRangeCreate = z.input<typeof roomRangeCreate>;

export const roomRangeResult = z.object({ created: z.array(staffRoom) });

export const qrCard = z.object({
  room_id: z.number(),
  room_number: z.string(),
  /** The link the code carries. */
  url: z.string(),
  /** The code as a standalone SVG document (black on white, with its quiet zone). */
  svg: z.string(),
});
export type QrCard = z.infer<typeof qrCard>;

export const qrSheetQuery = z.object({
  /** Comma-separated room ids; every room of the hotel when absent. */
  rooms: z
    .string()
    .max(5000)
    .regex(/^\d+(,\d+)*$/, 'rooms: a comma-separated list of room ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .optional(),
});

export const qrSheet = z.object({
  hotel: z.object({ unique_id: z.string(), name: z.string(), small_logo_url: z.string().nullable() }),
  public_url: z.string(),
  public_url_configured: z.boolean(),
  cards: z.array(qrCard),
});
export type QrSheet = z.infer<typeof qrSheet>;
