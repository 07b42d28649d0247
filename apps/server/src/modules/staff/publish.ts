import type { FastifyBaseLogger } from 'fastify';
import type { StaffUpdateMessage } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import { publishLive } from '../../platform/live/publish.ts';

/**
 * Tells every open console of the hotel, on every instance, that something changed. Call it after the
 * change is committed; like every live push it is best effort (a console that missed it re-reads on
 * reconnect), so it never throws.
 */
export async function publishStaffUpdate(
  ctx: Pick<AppContext, 'bus'>,
  hotelId: number,
  update: Omit<StaffUpdateMessage, 'type'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await publishLive(ctx, { type: 'staff_update', hotelId, stayId: null, payload: update }, log);
}
