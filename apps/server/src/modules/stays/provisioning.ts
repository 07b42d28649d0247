import type { Database } from '../../platform/database/database.ts';
import { ProvisioningError } from '../hotels/index.ts';
import { ensureRoom, findRoomIdByNumber, insertStay } from './provisioning-repository.ts';

export { ensureRoom };

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
  const roomId =
    (await findRoomIdByNumber(db, input.hotelId, input.roomNumber)) ??
    (await ensureRoom(db, input.hotelId, input.roomNumber));
  return insertStay(db, {
    hotelId: input.hotelId,
    roomId,
    familyName: input.familyName.trim(),
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    language: input.language ?? 'en',
  });
}
