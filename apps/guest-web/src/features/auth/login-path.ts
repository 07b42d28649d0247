import { readHotelId } from '../../lib/storage.ts';

/** Where to send a guest whose session ended: the login of their hotel, so its branding is already there. */
export function loginPath(): string {
  const hotelId = readHotelId();
  return hotelId ? `/login?${new URLSearchParams({ hotel: hotelId }).toString()}` : '/login';
}
