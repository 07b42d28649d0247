import type { FastifyBaseLogger } from 'fastify';
import {
  expandRoomRange,
  type QrSheet,
  type RoomList,
  type RoomUpdate,
  type StaffRoom,
} from '@hotel/contracts/rooms';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { dateInZone } from '../../platform/time.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import { findHotelById, guestAddressOf, type HotelRow } from '../hotels/index.ts';
import { guestLoginUrl, qrCodeSvg } from './qr-codes.ts';
import {
  findRoomById,
  findRoomsByNumbers,
  insertRooms,
  listRooms,
  listStaysCovering,
  lockHotelRooms,
  updateRoom,
  type RoomRow,
} from './room-repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export const ROOM_NOT_FOUND = 'No such room in this hotel.';

/** "101", "102", "1001" in the order a person expects, not the order a string sort gives. */
export const compareRoomNumbers = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

async function hotelOf(ctx: Pick<AppContext, 'db'>, staff: StaffPrincipal): Promise<HotelRow> {
  const hotel = await findHotelById(ctx.db, staff.hotelId);
  if (!hotel) throw notFound('Hotel not found.');
  return hotel;
}

function toStaffRoom(room: RoomRow, current: StaffRoom['current_stay'] = null): StaffRoom {
  return { id: room.id, room_number: room.roomNumber, licensed: !room.unlicensed, current_stay: current };
}

function listing(numbers: string[]): string {
  const shown = numbers.slice(0, 10).join(', ');
  return numbers.length > 10 ? `${shown} and ${numbers.length - 10} more` : shown;
}

export async function listStaffRooms(ctx: AppContext, staff: StaffPrincipal): Promise<RoomList> {
  const hotel = await hotelOf(ctx, staff);
  const today = dateInZone(ctx.now(), hotel.timezone);
  const [rooms, current] = await Promise.all([
    listRooms(ctx.db, hotel.id),
    listStaysCovering(ctx.db, hotel.id, today),
  ]);
  // On a changeover day the leaving and the arriving guest both cover today: show the arriving one.
  const stayByRoom = new Map<number, (typeof current)[number]>();
  for (const stay of current) {
    const seen = stayByRoom.get(stay.roomId);
    if (!seen || stay.checkInDate > seen.checkInDate) stayByRoom.set(stay.roomId, stay);
  }
  return {
    rooms: rooms
      .map((room) => {
        const stay = stayByRoom.get(room.id);
        return toStaffRoom(
          room,
          stay ? { id: stay.id, family_name: stay.familyName, check_out_date: stay.checkOutDate } : null,
        );
      })
      .sort((a, b) => compareRoomNumbers(a.room_number, b.room_number)),
    // The hotel's own guest address when it has one (decision 0154), else PUBLIC_URL.
    public_url: guestAddressOf(ctx.config, hotel).url,
    public_url_configured: guestAddressOf(ctx.config, hotel).configured,
  };
}

async function announceRooms(ctx: AppContext, hotelId: number, action: string, id: number, log: Log) {
  await publishStaffUpdate(ctx, hotelId, { topic: 'rooms', action, id }, log);
}

/**
 * Adds rooms, all or none: a number that exists already (in any case: the guest login ignores case)
 * or appears twice refuses the whole batch, naming each one.
 */
async function addRooms(
  ctx: AppContext,
  staff: StaffPrincipal,
  numbers: string[],
  licensed: boolean,
  log: Log,
): Promise<StaffRoom[]> {
  const lowered = numbers.map((number) => number.toLowerCase());
  const repeated = numbers.filter((_, index) => lowered.indexOf(lowered[index]!) !== index);
  if (repeated.length > 0) throw badRequest(`Room ${listing(repeated)} is listed twice.`, 'duplicate_room');
  const created = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockHotelRooms(db, staff.hotelId);
    const existing = await findRoomsByNumbers(db, staff.hotelId, numbers);
    if (existing.length > 0) {
      const names = existing.map((room) => room.roomNumber).sort(compareRoomNumbers);
      throw conflict(
        `${names.length === 1 ? 'Room' : 'Rooms'} ${listing(names)} already ${names.length === 1 ? 'exists' : 'exist'}; nothing was added.`,
        'room_exists',
      );
    }
    return insertRooms(
      db,
      numbers.map((roomNumber) => ({ hotelId: staff.hotelId, roomNumber, unlicensed: !licensed })),
    );
  });
  await announceRooms(ctx, staff.hotelId, 'added', created[0]!.id, log);
  return created.map((room) => toStaffRoom(room));
}

export async function addRoom(
  ctx: AppContext,
  staff: StaffPrincipal,
  input: { room_number: string; licensed: boolean },
  log: Log,
): Promise<StaffRoom> {
  const [room] = await addRooms(ctx, staff, [input.room_number], input.licensed, log);
  return room!;
}

export async function addRoomRange(
  ctx: AppContext,
  staff: StaffPrincipal,
  input: { from: string; to: string; licensed: boolean },
  log: Log,
): Promise<StaffRoom[]> {
  const range = expandRoomRange(input.from, input.to);
  if ('error' in range) throw badRequest(range.error, 'invalid_range');
  return addRooms(ctx, staff, range.rooms, input.licensed, log);
}

/** Renames a room (its QR code changes: the console says to reprint it) or licenses it for the guest app. */
export async function changeRoom(
  ctx: AppContext,
  staff: StaffPrincipal,
  roomId: number,
  input: RoomUpdate,
  log: Log,
): Promise<StaffRoom> {
  const updated = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockHotelRooms(db, staff.hotelId);
    const room = await findRoomById(db, staff.hotelId, roomId);
    if (!room) throw notFound(ROOM_NOT_FOUND);
    if (input.room_number !== undefined) {
      const clash = (await findRoomsByNumbers(db, staff.hotelId, [input.room_number])).find(
        (other) => other.id !== room.id,
      );
      if (clash) throw conflict(`Room ${clash.roomNumber} already exists.`, 'room_exists');
    }
    return updateRoom(db, staff.hotelId, roomId, {
      ...(input.room_number !== undefined && { roomNumber: input.room_number }),
      ...(input.licensed !== undefined && { unlicensed: !input.licensed }),
    });
  });
  await announceRooms(ctx, staff.hotelId, 'updated', roomId, log);
  return toStaffRoom(updated!);
}

/** One card per licensed room (or per chosen room), in number order, each with its link and its code. */
export async function qrSheet(ctx: AppContext, staff: StaffPrincipal, roomIds?: number[]): Promise<QrSheet> {
  const hotel = await hotelOf(ctx, staff);
  const rooms = (await listRooms(ctx.db, hotel.id))
    // The whole sheet is for licensed rooms (the others' guests cannot sign in); a chosen room is printed anyway.
    .filter((room) => (roomIds ? roomIds.includes(room.id) : !room.unlicensed))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
  const address = guestAddressOf(ctx.config, hotel);
  const cards = await Promise.all(
    rooms.map(async (room) => {
      const url = guestLoginUrl(address.url, hotel.uniqueId, room.roomNumber);
      return { room_id: room.id, room_number: room.roomNumber, url, svg: await qrCodeSvg(url) };
    }),
  );
  return {
    hotel: { unique_id: hotel.uniqueId, name: hotel.name, small_logo_url: hotel.smallLogoUrl },
    public_url: address.url,
    public_url_configured: address.configured,
    cards,
  };
}

export async function roomQrCode(ctx: AppContext, staff: StaffPrincipal, roomId: number) {
  const hotel = await hotelOf(ctx, staff);
  const room = await findRoomById(ctx.db, hotel.id, roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  const url = guestLoginUrl(guestAddressOf(ctx.config, hotel).url, hotel.uniqueId, room.roomNumber);
  return { roomNumber: room.roomNumber, svg: await qrCodeSvg(url) };
}
