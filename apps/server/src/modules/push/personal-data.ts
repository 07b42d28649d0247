import type { Database } from '../../platform/database/database.ts';
import { deleteStaySubscriptions, stayDevices } from './repository.ts';

/**
 * A stay's push devices as personal data (docs/privacy.md): when each subscribed and was last reached. The
 * endpoint and keys are the browser's, not the guest's words, and are not exported.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  return (await stayDevices(db, hotelId, stayId)).map((device) => ({
    created_at: device.createdAt.toISOString(),
    last_delivered_at: device.lastDeliveredAt?.toISOString() ?? null,
  }));
}

/** Erasure deletes them (check-out normally has already). Returns rows deleted. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ pushSubscriptions: number }> {
  return { pushSubscriptions: await deleteStaySubscriptions(db, hotelId, stayId) };
}
