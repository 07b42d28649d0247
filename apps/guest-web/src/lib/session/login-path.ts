import { STORAGE_KEYS, readHotelId, readStorage } from '../storage.ts';

/** Query parameter the login page reads: `session=expired` says why the guest is there. */
export const SESSION_EXPIRED_PARAM = { name: 'session', value: 'expired' } as const;

/**
 * Where to send a guest whose session ended: the login of their hotel, so its branding is already there, and of
 * their room when it is known (`room`, else the one the session stored), so that only the family name is asked
 * for. `sessionExpired` makes the login page say why the guest is there.
 */
export function loginPath({
  room,
  sessionExpired = false,
}: { room?: string; sessionExpired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const roomNumber = room ?? readStorage(STORAGE_KEYS.roomNumber);
  if (roomNumber) params.set('room', roomNumber);
  const hotelId = readHotelId();
  if (hotelId) params.set('hotel', hotelId);
  if (sessionExpired) params.set(SESSION_EXPIRED_PARAM.name, SESSION_EXPIRED_PARAM.value);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
