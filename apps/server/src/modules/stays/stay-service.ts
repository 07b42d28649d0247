import type { FastifyBaseLogger } from 'fastify';
import type { CheckOutRequest } from '@hotel/contracts/billing';
import { formatMinor } from '@hotel/contracts/currency';
import { roleHasPermission } from '@hotel/contracts/staff';
import { stayDatesProblem, type StaffStay, type StayBoard, type StayUpdate } from '@hotel/contracts/stays';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { announceSessionEnded } from '../../platform/live/publish.ts';
import { dateInZone, endOfDayInZone } from '../../platform/time.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { forgetCachedGuestSession } from './guest-session-cache.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import { revokeSessionsOfStay, setSessionsExpiryOfStay } from './guest-session-repository.ts';
import { stayFolio } from './folio-hooks.ts';
import { loadHotelCurrency, findHotelById, type HotelRow } from '../hotels/index.ts';
import { compareRoomNumbers } from './room-service.ts';
import { findRoomsByNumbers } from './room-repository.ts';
import {
  deleteStay,
  findStay,
  insertStays,
  listStaysOfDay,
  listStaysOfRoomsFrom,
  lockRooms,
  stayWasUsed,
  updateStay,
  type StayWithRoom,
} from './stay-repository.ts';
import { coversDay, overlapMessage, stayStatus, staysOverlap } from './stay-rules.ts';
import { endStayDevices } from './device-hooks.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;
export type HotelScope = Pick<StaffPrincipal, 'hotelId'>;

export const STAY_NOT_FOUND = 'No such stay in this hotel.';

export function unknownRoom(roomNumber: string): string {
  return `Room ${roomNumber} does not exist in this hotel. Add it on the Rooms screen first.`;
}

export function endedAlready(checkOutDate: string, today: string): string {
  return `Check-out ${checkOutDate} is before today (${today}): that stay is already over.`;
}

/** The hotel the call acts in: a staff member's, or the one the CLI names. */
export async function hotelOf(ctx: Pick<AppContext, 'db'>, staff: HotelScope): Promise<HotelRow> {
  const hotel = await findHotelById(ctx.db, staff.hotelId);
  if (!hotel) throw notFound('Hotel not found.');
  return hotel;
}

export const hotelToday = (ctx: Pick<AppContext, 'now'>, hotel: HotelRow) =>
  dateInZone(ctx.now(), hotel.timezone);

function toStaffStay(row: StayWithRoom, today: string, openBillQuestions: number): StaffStay {
  const { stay } = row;
  return {
    id: stay.id,
    room_id: stay.roomId,
    room_number: row.roomNumber,
    room_licensed: !row.roomUnlicensed,
    family_name: stay.familyName,
    language: stay.language,
    check_in_date: stay.checkInDate,
    check_out_date: stay.checkOutDate,
    checked_out_at: stay.checkedOutAt?.toISOString() ?? null,
    status: stayStatus(stay, today),
    signed_in_devices: Number(row.signedInDevices),
    open_bill_questions: openBillQuestions,
  };
}

const byRoom = (a: StaffStay, b: StaffStay) => compareRoomNumbers(a.room_number, b.room_number);

export async function stayBoard(ctx: AppContext, staff: StaffPrincipal, date?: string): Promise<StayBoard> {
  const hotel = await hotelOf(ctx, staff);
  const today = hotelToday(ctx, hotel);
  const day = date ?? today;
  const rows = await listStaysOfDay(ctx.db, hotel.id, day, ctx.now());
  const questions = await stayFolio().openQuestionCounts(
    ctx.db,
    rows.map((row) => row.stay.id),
  );
  const all = rows.map((row) => toStaffStay(row, today, questions.get(row.stay.id) ?? 0)).sort(byRoom);
  return {
    date: day,
    today,
    arrivals: all.filter((stay) => stay.check_in_date === day),
    in_house: all.filter((stay) => stay.checked_out_at === null),
    departures: all.filter((stay) => stay.check_out_date === day),
  };
}

/** The stay as the console shows it, read again after a change. */
async function staffStayById(ctx: AppContext, hotel: HotelRow, stayId: number): Promise<StaffStay> {
  const row = await findStay(ctx.db, hotel.id, stayId, ctx.now());
  if (!row) throw notFound(STAY_NOT_FOUND);
  const questions = await stayFolio().openQuestionCounts(ctx.db, [stayId]);
  return toStaffStay(row, hotelToday(ctx, hotel), questions.get(stayId) ?? 0);
}

/** Refuses a stay that would share a night with another stay of its room (the room is locked by then). */
async function assertRoomFree(
  db: Database,
  room: { id: number; roomNumber: string },
  span: { checkInDate: string; checkOutDate: string },
  exceptStayId?: number,
) {
  const others = await listStaysOfRoomsFrom(db, [room.id], span.checkInDate);
  const clash = others.find((other) => other.id !== exceptStayId && staysOverlap(other, span));
  if (clash) throw conflict(overlapMessage(room.roomNumber, clash), 'stay_overlap');
}

async function resolveRoom(db: Database, hotelId: number, roomNumber: string) {
  const [room] = await findRoomsByNumbers(db, hotelId, [roomNumber]);
  if (!room) throw notFound(unknownRoom(roomNumber), 'room_not_found');
  return room;
}

async function announceStay(ctx: AppContext, hotelId: number, action: string, id: number, log?: Log) {
  await publishStaffUpdate(ctx, hotelId, { topic: 'stays', action, id }, log);
  // The rooms screen shows who is in each room.
  await publishStaffUpdate(ctx, hotelId, { topic: 'rooms', action: 'stay_changed', id }, log);
}

/** Revokes the stay's sessions and closes their sockets on every instance (check-out, dates moved away). */
async function endGuestSessions(
  ctx: AppContext,
  hotelId: number,
  stayId: number,
  sessions: { id: number; tokenHash: string }[],
  log: Log,
) {
  for (const session of sessions) {
    forgetCachedGuestSession(session.tokenHash);
    await announceSessionEnded(ctx, { hotelId, stayId, sessionId: session.id }, log);
  }
}

export async function checkIn(
  ctx: AppContext,
  staff: HotelScope,
  input: {
    room: string;
    family_name: string;
    check_in_date: string;
    check_out_date: string;
    language: string;
  },
  log?: Log,
): Promise<StaffStay> {
  const hotel = await hotelOf(ctx, staff);
  const today = hotelToday(ctx, hotel);
  if (input.check_out_date < today) throw badRequest(endedAlready(input.check_out_date, today), 'stay_over');
  const span = { checkInDate: input.check_in_date, checkOutDate: input.check_out_date };
  const stayId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const room = await resolveRoom(db, hotel.id, input.room);
    await lockRooms(db, hotel.id, [room.id]);
    await assertRoomFree(db, room, span);
    const [created] = await insertStays(db, [
      {
        hotelId: hotel.id,
        roomId: room.id,
        familyName: input.family_name,
        language: input.language,
        ...span,
      },
    ]);
    return created!.id;
  });
  await announceStay(ctx, hotel.id, 'checked_in', stayId, log);
  return staffStayById(ctx, hotel, stayId);
}

/**
 * Changes a stay. Its phones stay signed in while the new dates still cover today (their sessions now
 * end with the new check-out day); otherwise they are signed out at once.
 */
export async function changeStay(
  ctx: AppContext,
  staff: StaffPrincipal,
  stayId: number,
  input: StayUpdate,
  log: Log,
): Promise<StaffStay> {
  const hotel = await hotelOf(ctx, staff);
  const today = hotelToday(ctx, hotel);
  const ended = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const current = await findStay(db, hotel.id, stayId, ctx.now());
    if (!current) throw notFound(STAY_NOT_FOUND);
    if (current.stay.checkedOutAt)
      throw conflict('This stay is checked out; it can no longer be changed.', 'checked_out');
    const span = {
      checkInDate: input.check_in_date ?? current.stay.checkInDate,
      checkOutDate: input.check_out_date ?? current.stay.checkOutDate,
    };
    const problem = stayDatesProblem(span.checkInDate, span.checkOutDate);
    if (problem) throw badRequest(problem, 'invalid_dates');
    if (input.check_out_date !== undefined && span.checkOutDate < today)
      throw badRequest(endedAlready(span.checkOutDate, today), 'stay_over');
    const room =
      input.room === undefined
        ? { id: current.stay.roomId, roomNumber: current.roomNumber }
        : await resolveRoom(db, hotel.id, input.room);
    await lockRooms(db, hotel.id, [...new Set([current.stay.roomId, room.id])]);
    await assertRoomFree(db, room, span, stayId);
    await updateStay(db, hotel.id, stayId, {
      roomId: room.id,
      ...span,
      ...(input.family_name !== undefined && { familyName: input.family_name }),
      ...(input.language !== undefined && { language: input.language }),
    });
    if (!coversDay(span, today)) return revokeSessionsOfStay(db, stayId, ctx.now());
    if (span.checkOutDate !== current.stay.checkOutDate)
      await setSessionsExpiryOfStay(db, stayId, endOfDayInZone(span.checkOutDate, hotel.timezone));
    return [];
  });
  await endGuestSessions(ctx, hotel.id, stayId, ended, log);
  await announceStay(ctx, hotel.id, 'updated', stayId, log);
  return staffStayById(ctx, hotel, stayId);
}

/**
 * The guest leaves: the stay ends today (an early departure frees the room from today), it no longer
 * logs in, and every phone signed in to it is signed out and its sockets closed, on every instance.
 */
export async function checkOut(
  ctx: AppContext,
  staff: StaffPrincipal,
  stayId: number,
  log: Log,
  input: CheckOutRequest = {},
  /** Who checked the guest out, for the audit log (recorded in the check-out's transaction). */
  actor?: AuditActor,
): Promise<StaffStay> {
  const hotel = await hotelOf(ctx, staff);
  const today = hotelToday(ctx, hotel);
  const ended = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const current = await findStay(db, hotel.id, stayId, ctx.now());
    if (!current) throw notFound(STAY_NOT_FOUND);
    const { stay } = current;
    if (stay.checkedOutAt) throw conflict('This stay is already checked out.', 'checked_out');
    if (stay.checkInDate > today)
      throw conflict(
        `This guest arrives on ${stay.checkInDate}: change the dates, or cancel the arrival instead.`,
        'not_arrived',
      );
    const overrideReason = await unpaidFolioOverride(db, staff, stayId, input.override_reason);
    await updateStay(db, hotel.id, stayId, {
      checkedOutAt: ctx.now(),
      checkOutDate: stay.checkOutDate > today ? today : stay.checkOutDate,
      ...(overrideReason && { checkOutOverrideReason: overrideReason }),
    });
    if (actor)
      await recordAudit(db, hotel.id, actor, {
        kind: overrideReason ? 'stay.checked_out_with_override' : 'stay.checked_out',
        subject: `Room ${current.roomNumber}`,
        detail: { stay: stayId, ...(overrideReason && { reason: overrideReason }) },
      });
    // The guest's phones stop receiving the hotel's push messages with the stay (docs/push.md).
    await endStayDevices(db, hotel.id, stayId);
    return revokeSessionsOfStay(db, stayId, ctx.now());
  });
  await endGuestSessions(ctx, hotel.id, stayId, ended, log);
  await announceStay(ctx, hotel.id, 'checked_out', stayId, log);
  return staffStayById(ctx, hotel, stayId);
}

/**
 * An unpaid folio keeps the guest from being checked out, unless a manager overrides it with a reason
 * (returned, to be stored with the stay). Runs in the check-out's transaction, which locks the open lines.
 */
async function unpaidFolioOverride(
  db: Database,
  staff: StaffPrincipal,
  stayId: number,
  reason: string | undefined,
): Promise<string | undefined> {
  const owed = await stayFolio().outstandingMinor(db, { hotelId: staff.hotelId, stayId });
  if (owed <= 0) return undefined;
  const { code } = await loadHotelCurrency(db, staff.hotelId);
  if (!reason)
    throw conflict(
      `This folio has ${formatMinor(owed, code, 'en')} outstanding. Take the payment first, or a manager may check out anyway with a reason.`,
      'unpaid_folio',
    );
  if (!roleHasPermission(staff.role, 'billing.correct'))
    throw forbidden('Only a manager may check out a guest whose folio is unpaid.', 'manager_only');
  return reason;
}

/** Cancels an arrival nobody has signed in to yet (a no-show, a wrong import line); nothing else is deleted. */
export async function cancelArrival(ctx: AppContext, staff: StaffPrincipal, stayId: number, log: Log) {
  const hotel = await hotelOf(ctx, staff);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const current = await findStay(db, hotel.id, stayId, ctx.now());
    if (!current) throw notFound(STAY_NOT_FOUND);
    if (current.stay.checkedOutAt || (await stayWasUsed(db, stayId)))
      throw conflict(
        'A guest has used this stay; it cannot be cancelled. Check it out instead.',
        'stay_in_use',
      );
    await deleteStay(db, hotel.id, stayId);
  });
  await announceStay(ctx, hotel.id, 'cancelled', stayId, log);
}
