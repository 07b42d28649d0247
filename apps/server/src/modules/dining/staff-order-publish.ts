import type { FastifyBaseLogger } from 'fastify';
import type { StaffOrder } from '@hotel/contracts/dining';
import type { AppContext } from '../../platform/context.ts';
import { publishStaffUpdate } from '../staff/index.ts';

/** "Room 101: 2 items, Terrace" — the line a console's alert shows. */
export function orderSummary(order: StaffOrder): string {
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  const place = order.location?.name ?? 'Room service';
  return `Room ${order.room_number}: ${count} ${count === 1 ? 'item' : 'items'}, ${place}`;
}

/** Every open console of the hotel patches its ticket from `data` (best effort, after the commit). */
export function publishOrderToStaff(
  ctx: Pick<AppContext, 'bus'>,
  hotelId: number,
  order: StaffOrder,
  action: 'created' | 'status_changed',
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  return publishStaffUpdate(
    ctx,
    hotelId,
    { topic: 'orders', action, id: order.id, summary: orderSummary(order), data: order },
    log,
  );
}
