import type { GuestLoginRequest, GuestLoginResponse, StaffLoginRequest } from '@hotel/contracts/auth';
import { LOGIN_ERROR_CODES } from '@hotel/contracts/auth';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { verifyPassword, hashPassword } from '../../platform/security/passwords.ts';
import { generateToken, hashToken } from '../../platform/security/tokens.ts';
import { dateInZone, endOfDayInZone } from '../../platform/time.ts';
import { findHotelByUniqueId } from '../hotels/repository.ts';
import { HOTEL_NOT_FOUND } from '../hotels/routes.ts';
import {
  findCurrentStay,
  findRoom,
  findStaffByEmail,
  insertGuestSession,
  insertStaffSession,
} from './repository.ts';
import type { LoginThrottle } from './login-throttle.ts';

export const INVALID_GUEST_CREDENTIALS =
  'We could not find a current stay for this room and family name. Please check both, or contact the front desk.';
export const ROOM_UNLICENSED =
  'This room is currently unavailable. Please contact hotel staff for assistance.';
const INVALID_STAFF_CREDENTIALS = 'Email or password is incorrect.';
const STAFF_SESSION_HOURS = 12;

export interface GuestLoginResult extends GuestLoginResponse {
  expiresAt: Date;
}

export async function loginGuest(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: GuestLoginRequest,
  address: string,
): Promise<GuestLoginResult> {
  const { room: roomNumber, family_name: familyName, hotel_unique_id: hotelUniqueId } = input;
  await throttle.assertAllowed(hotelUniqueId, roomNumber, address);

  const hotel = await findHotelByUniqueId(ctx.db, hotelUniqueId);
  if (!hotel) {
    await throttle.recordFailure(hotelUniqueId, roomNumber, address);
    throw notFound(HOTEL_NOT_FOUND, LOGIN_ERROR_CODES.hotelNotFound);
  }
  const today = dateInZone(ctx.now(), hotel.timezone);
  const room = await findRoom(ctx.db, hotel.id, roomNumber);
  const stay = room ? await findCurrentStay(ctx.db, room.id, familyName, today) : undefined;
  if (!room || !stay) {
    // One answer for a wrong room and a wrong name: the response must not confirm which rooms are occupied.
    await throttle.recordFailure(hotelUniqueId, roomNumber, address);
    throw new HttpError(401, INVALID_GUEST_CREDENTIALS, LOGIN_ERROR_CODES.invalidCredentials);
  }
  if (room.unlicensed) throw new HttpError(403, ROOM_UNLICENSED, LOGIN_ERROR_CODES.roomUnlicensed);

  await throttle.recordSuccess(hotelUniqueId, roomNumber, address);
  const token = generateToken();
  const expiresAt = endOfDayInZone(stay.checkOutDate, hotel.timezone);
  await insertGuestSession(ctx.db, {
    tokenHash: hashToken(token),
    stayId: stay.id,
    hotelId: hotel.id,
    expiresAt,
  });
  return { token, hotel_unique_id: hotel.uniqueId, language: stay.language, expiresAt };
}

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
const decoyHash = hashPassword('decoy-password-for-timing');

export async function loginStaff(ctx: AppContext, input: StaffLoginRequest) {
  const found = await findStaffByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, found?.staff.passwordHash ?? (await decoyHash));
  if (!found || !passwordOk)
    throw new HttpError(401, INVALID_STAFF_CREDENTIALS, LOGIN_ERROR_CODES.invalidCredentials);
  const token = generateToken();
  await insertStaffSession(ctx.db, {
    tokenHash: hashToken(token),
    staffMemberId: found.staff.id,
    hotelId: found.staff.hotelId,
    expiresAt: new Date(ctx.now().getTime() + STAFF_SESSION_HOURS * 3_600_000),
  });
  return { token, hotel_unique_id: found.hotelUniqueId };
}
