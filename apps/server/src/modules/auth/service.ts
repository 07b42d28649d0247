import type { GuestLoginRequest, GuestLoginResponse } from '@hotel/contracts/auth';
import { LOGIN_ERROR_CODES } from '@hotel/contracts/auth';
import type { AppContext } from '../../platform/context.ts';
import { notFound, guestError } from '../../platform/http/errors.ts';
import { generateToken, hashToken } from '../../platform/security/tokens.ts';
import { dateInZone, endOfDayInZone } from '../../platform/time.ts';
import { findHotelByTypedUniqueId, HOTEL_NOT_FOUND } from '../hotels/index.ts';
import { findRoomAndCurrentStay, insertGuestSession } from '../stays/index.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { publishStaffUpdate } from '../staff/index.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

export const INVALID_GUEST_CREDENTIALS = englishText('serverErrors.loginNotFound');
export const ROOM_UNLICENSED = englishText('serverErrors.roomUnlicensed');

export interface GuestLoginResult extends GuestLoginResponse {
  expiresAt: Date;
}

export async function loginGuest(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: GuestLoginRequest,
  address: string,
): Promise<GuestLoginResult> {
  const { room: roomNumber, family_name: familyName } = input;
  // The hotel is found whatever the case of its typed ID: the guesses at a room are counted the same way, or
  // another spelling of the ID would be a fresh allowance.
  const hotelUniqueId = input.hotel_unique_id.toUpperCase();
  await throttle.assertAllowed(hotelUniqueId, roomNumber, address);

  const hotel = await findHotelByTypedUniqueId(ctx.db, input.hotel_unique_id);
  if (!hotel) {
    await throttle.recordFailure(hotelUniqueId, roomNumber, address);
    throw notFound(HOTEL_NOT_FOUND, LOGIN_ERROR_CODES.hotelNotFound);
  }
  const today = dateInZone(ctx.now(), hotel.timezone);
  // One statement whether or not the room exists, so the answer's timing does not reveal which rooms do.
  const { room, stay } = await findRoomAndCurrentStay(ctx.db, hotel.id, roomNumber, familyName, today);
  if (!room || !stay) {
    // One answer for a wrong room and a wrong name: the response must not confirm which rooms are occupied.
    await throttle.recordFailure(hotelUniqueId, roomNumber, address);
    throw guestError(401, 'loginNotFound', LOGIN_ERROR_CODES.invalidCredentials);
  }
  if (room.unlicensed) throw guestError(403, 'roomUnlicensed', LOGIN_ERROR_CODES.roomUnlicensed);

  const token = generateToken();
  const expiresAt = endOfDayInZone(stay.checkOutDate, hotel.timezone);
  await insertGuestSession(ctx.db, {
    tokenHash: hashToken(token),
    stayId: stay.id,
    hotelId: hotel.id,
    expiresAt,
  });
  // The front desk's stays screen shows how many phones are signed in to each stay.
  await publishStaffUpdate(ctx, hotel.id, { topic: 'stays', action: 'signed_in', id: stay.id });
  return { token, hotel_unique_id: hotel.uniqueId, language: stay.language, expiresAt };
}
