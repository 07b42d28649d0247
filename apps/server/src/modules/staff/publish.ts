import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventMessage } from '@hotel/contracts/live';
import { staffHearsUpdate, type StaffUpdateMessage } from '@hotel/contracts/staff';
import type { StaffPrincipal } from './principal.ts';
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

/**
 * What one staff member's socket receives: staff updates of the topics their role may see, and of
 * orders only those of their places (decision 0100). Fixed when the socket opens; a role or scope change
 * takes effect on the console's next connection.
 */
export function staffAudience(staff: Pick<StaffPrincipal, 'role' | 'locationScope'>) {
  return (message: LiveEventMessage): boolean =>
    message.type !== 'staff_update' || staffHearsUpdate(staff, message as StaffUpdateMessage);
}
