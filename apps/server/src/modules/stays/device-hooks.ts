import type { Database } from '../../platform/database/database.ts';

/**
 * What else a stay's phones hold beyond their sessions, ended with them: Web Push subscriptions (the push module,
 * docs/push.md). Push sits above stays and registers its end at start-up (module-hooks.ts, decision 0140), so stays
 * reads no push table.
 */
export type StayDevicesEnd = (
  db: Database,
  hotelId: number,
  stayId: number,
  guestSessionId?: number,
) => Promise<unknown>;

const ends = new Set<StayDevicesEnd>();

export function registerStayDevicesEnd(end: StayDevicesEnd): void {
  ends.add(end);
}

/**
 * At check-out every device of the stay; at a sign-out (`guestSessionId`) only what that session's phone subscribed.
 * In the caller's transaction when it passes one.
 */
export async function endStayDevices(
  db: Database,
  hotelId: number,
  stayId: number,
  guestSessionId?: number,
): Promise<void> {
  for (const end of ends) await end(db, hotelId, stayId, guestSessionId);
}
