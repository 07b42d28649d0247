import { z } from 'zod';
import { isoDate, typedHotelUniqueId, userText } from './common.ts';

export const guestLoginRequest = z.object({
  room: userText('Room number', { max: 32 }),
  family_name: userText('Family name', { max: 100 }),
  hotel_unique_id: typedHotelUniqueId,
});
export type GuestLoginRequest = z.infer<typeof guestLoginRequest>;

export const guestLoginResponse = z.object({
  token: z.string(),
  hotel_unique_id: z.string(),
  language: z.string(),
});
export type GuestLoginResponse = z.infer<typeof guestLoginResponse>;

/** Error codes of the login call that the guest app maps to catalogue texts. */
export const LOGIN_ERROR_CODES = {
  roomUnlicensed: 'room_unlicensed',
  invalidCredentials: 'invalid_credentials',
  hotelNotFound: 'hotel_not_found',
  tooManyAttempts: 'too_many_attempts',
} as const;

export const guestSessionResponse = z.object({
  booking: z.object({ id: z.number(), check_in_date: isoDate, check_out_date: isoDate }),
  room: z.object({ room_number: z.string() }),
  family_name: z.string(),
  language: z.string(),
  session_token: z.string(),
  hotel_id: z.string(),
  timezone: z.string(),
  session: z.object({ hotel: z.object({ unique_id: z.string() }) }),
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponse>;
