import type { StaffRole } from '@hotel/contracts/staff';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { isValidTimeZone } from '../../platform/time.ts';
import { HOTEL_ID_PATTERN } from '@hotel/contracts/common';
import { currencySymbolOf, isCurrencyCode } from '@hotel/contracts/currency';
import { staffMembers, stays } from '../auth/schema.ts';
import { CURRENCY_LOCKED, currencyLocked } from './currency.ts';
import { findHotelByUniqueId } from './repository.ts';
import { hotels, rooms } from './schema.ts';

/** What a hotel sets up once; everything not given takes the column default. */
export type NewHotel = typeof hotels.$inferInsert;

export class ProvisioningError extends Error {}

/** Creates a hotel, or updates the one with that unique id. */
export async function upsertHotel(db: Database, hotel: NewHotel): Promise<number> {
  if (!HOTEL_ID_PATTERN.test(hotel.uniqueId))
    throw new ProvisioningError(`Invalid hotel ID format: ${hotel.uniqueId}`);
  if (hotel.timezone && !isValidTimeZone(hotel.timezone))
    throw new ProvisioningError(`Unknown time zone: ${hotel.timezone}`);
  if (hotel.currencyCode !== undefined) {
    if (!isCurrencyCode(hotel.currencyCode))
      throw new ProvisioningError(
        `Unknown currency (an ISO 4217 code such as THB, EUR, JPY): ${hotel.currencyCode}`,
      );
    const existing = await findHotelByUniqueId(db, hotel.uniqueId);
    if (existing && (await currencyLocked(db, existing.id, hotel.currencyCode)))
      throw new ProvisioningError(CURRENCY_LOCKED);
    hotel = { currencySymbol: currencySymbolOf(hotel.currencyCode), ...hotel };
  }
  const [row] = await db
    .insert(hotels)
    .values(hotel)
    .onConflictDoUpdate({ target: hotels.uniqueId, set: { ...hotel } })
    .returning({ id: hotels.id });
  return row!.id;
}

export async function ensureRoom(
  db: Database,
  hotelId: number,
  roomNumber: string,
  unlicensed = false,
): Promise<number> {
  const [existing] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomNumber, roomNumber)));
  if (existing) {
    await db.update(rooms).set({ unlicensed }).where(eq(rooms.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(rooms)
    .values({ hotelId, roomNumber, unlicensed })
    .returning({ id: rooms.id });
  return created!.id;
}

export interface CheckIn {
  hotelId: number;
  roomNumber: string;
  familyName: string;
  checkInDate: string;
  checkOutDate: string;
  language?: string;
}

/** Checks a guest into a room (creating the room if the hotel has not listed it yet). */
export async function checkInGuest(db: Database, input: CheckIn): Promise<number> {
  if (input.checkOutDate < input.checkInDate)
    throw new ProvisioningError('Check-out must not be before check-in.');
  if (!input.familyName.trim()) throw new ProvisioningError('Family name is required.');
  const roomId = await ensureRoomKeepingLicence(db, input.hotelId, input.roomNumber);
  const [stay] = await db
    .insert(stays)
    .values({
      hotelId: input.hotelId,
      roomId,
      familyName: input.familyName.trim(),
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      language: input.language ?? 'en',
    })
    .returning({ id: stays.id });
  return stay!.id;
}

async function ensureRoomKeepingLicence(db: Database, hotelId: number, roomNumber: string): Promise<number> {
  const [existing] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomNumber, roomNumber)));
  return existing?.id ?? ensureRoom(db, hotelId, roomNumber);
}

export async function upsertStaffMember(
  db: Database,
  input: { hotelId: number; email: string; name: string; password: string; role?: StaffRole },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  if (existing) {
    await db
      .update(staffMembers)
      .set({
        hotelId: input.hotelId,
        name: input.name,
        passwordHash,
        role: input.role ?? 'manager',
        active: true,
      })
      .where(eq(staffMembers.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(staffMembers)
    .values({ hotelId: input.hotelId, email, name: input.name, passwordHash, role: input.role ?? 'manager' })
    .returning({ id: staffMembers.id });
  return created!.id;
}
