import type { FastifyBaseLogger } from 'fastify';
import {
  stayCreate,
  type ImportLineError,
  type StayImportRequest,
  type StayImportResult,
  type StayImportRow,
} from '@hotel/contracts/stays';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import { findRoomsByNumbers } from './room-repository.ts';
import { endedAlready, hotelOf, hotelToday, unknownRoom } from './stay-service.ts';
import { insertStays, listStaysOfRoomsFrom, lockRooms } from './stay-repository.ts';
import { overlapMessage, staysOverlap } from './stay-rules.ts';

/** An import with bad lines: nothing was written; every bad line is named. */
export class ImportRefused extends Error {
  constructor(readonly errors: ImportLineError[]) {
    super(
      `Nothing was imported: ${errors.length} ${errors.length === 1 ? 'line has' : 'lines have'} problems.`,
    );
  }
}

interface Arrival {
  line: number;
  roomId: number;
  room: string;
  familyName: string;
  checkInDate: string;
  checkOutDate: string;
  language: string;
}

/**
 * Checks every row with the same rules as a check-in at the desk: the fields, the room, the dates
 * against today, and overlaps with stays already booked and with earlier lines of the same file.
 */
async function checkRows(db: Database, hotelId: number, today: string, rows: StayImportRow[]) {
  const errors: ImportLineError[] = [];
  const parsed: (Omit<Arrival, 'roomId'> & { line: number })[] = [];
  for (const row of [...rows].sort((a, b) => a.line - b.line)) {
    const result = stayCreate.safeParse({
      room: row.room,
      family_name: row.family_name,
      check_in_date: row.check_in_date,
      check_out_date: row.check_out_date,
      language: row.language?.trim().toLowerCase() || undefined,
    });
    if (!result.success) {
      const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
      errors.push({ line: row.line, message: messages.join('; ') });
      continue;
    }
    const value = result.data;
    if (value.check_out_date < today) {
      errors.push({ line: row.line, message: endedAlready(value.check_out_date, today) });
      continue;
    }
    parsed.push({
      line: row.line,
      room: value.room,
      familyName: value.family_name,
      checkInDate: value.check_in_date,
      checkOutDate: value.check_out_date,
      language: value.language,
    });
  }
  const rooms = await findRoomsByNumbers(
    db,
    hotelId,
    parsed.map((arrival) => arrival.room),
  );
  const roomByNumber = new Map(rooms.map((room) => [room.roomNumber.toLowerCase(), room]));
  const arrivals: Arrival[] = [];
  for (const arrival of parsed) {
    const room = roomByNumber.get(arrival.room.toLowerCase());
    if (!room) errors.push({ line: arrival.line, message: unknownRoom(arrival.room) });
    else arrivals.push({ ...arrival, room: room.roomNumber, roomId: room.id });
  }
  return { errors, arrivals };
}

async function checkOverlaps(db: Database, arrivals: Arrival[]) {
  const errors: ImportLineError[] = [];
  if (arrivals.length === 0) return errors;
  const earliest = arrivals.reduce((min, a) => (a.checkInDate < min ? a.checkInDate : min), '9999-12-31');
  const booked = await listStaysOfRoomsFrom(
    db,
    [...new Set(arrivals.map((arrival) => arrival.roomId))],
    earliest,
  );
  const accepted: Arrival[] = [];
  for (const arrival of arrivals) {
    const clash = booked.find((stay) => stay.roomId === arrival.roomId && staysOverlap(stay, arrival));
    const earlier = accepted.find((other) => other.roomId === arrival.roomId && staysOverlap(other, arrival));
    if (clash) errors.push({ line: arrival.line, message: overlapMessage(arrival.room, clash) });
    else if (earlier)
      errors.push({
        line: arrival.line,
        message: overlapMessage(arrival.room, earlier, `is also booked on line ${earlier.line}`),
      });
    else accepted.push(arrival);
  }
  return errors;
}

const byLine = (a: ImportLineError, b: ImportLineError) => a.line - b.line;

function toPreview(arrivals: Arrival[]): StayImportResult['arrivals'] {
  return arrivals.map((arrival) => ({
    line: arrival.line,
    room: arrival.room,
    family_name: arrival.familyName,
    check_in_date: arrival.checkInDate,
    check_out_date: arrival.checkOutDate,
    language: arrival.language,
  }));
}

/**
 * The preview (dry run) names every bad line and writes nothing. The import itself checks again under
 * the rooms' locks and writes every arrival in one transaction, or none.
 */
export async function importArrivals(
  ctx: AppContext,
  staff: StaffPrincipal,
  request: StayImportRequest,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<StayImportResult> {
  const hotel = await hotelOf(ctx, staff);
  const today = hotelToday(ctx, hotel);
  if (request.dry_run) {
    const { errors, arrivals } = await checkRows(ctx.db, hotel.id, today, request.rows);
    errors.push(...(await checkOverlaps(ctx.db, arrivals)));
    return { dry_run: true, errors: errors.sort(byLine), arrivals: toPreview(arrivals), created: 0 };
  }
  const arrivals = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const checked = await checkRows(db, hotel.id, today, request.rows);
    await lockRooms(db, hotel.id, [...new Set(checked.arrivals.map((arrival) => arrival.roomId))]);
    const errors = [...checked.errors, ...(await checkOverlaps(db, checked.arrivals))];
    if (errors.length > 0) throw new ImportRefused(errors.sort(byLine));
    await insertStays(
      db,
      checked.arrivals.map((arrival) => ({
        hotelId: hotel.id,
        roomId: arrival.roomId,
        familyName: arrival.familyName,
        checkInDate: arrival.checkInDate,
        checkOutDate: arrival.checkOutDate,
        language: arrival.language,
      })),
    );
    return checked.arrivals;
  });
  await publishStaffUpdate(ctx, hotel.id, { topic: 'stays', action: 'imported', id: 0 }, log);
  await publishStaffUpdate(ctx, hotel.id, { topic: 'rooms', action: 'stay_changed', id: 0 }, log);
  return { dry_run: false, errors: [], arrivals: toPreview(arrivals), created: arrivals.length };
}
