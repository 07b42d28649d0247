import {
  canChangeOrderStatus,
  orderStatusMessage,
  type OrderStatus,
  type OrderUpdatePayload,
  type StaffOrder,
} from '@hotel/contracts/dining';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { StaffPrincipal } from '../auth/principals.ts';
import { voidChargesFor } from '../billing/charges.ts';
import { publishNotification, storeNotification } from '../notifications/service.ts';
import { findHotelOrders, lockHotelOrder, updateOrderStatus } from './order-repository.ts';
import { ORDER_NOT_FOUND, toOrder, toStaffOrder } from './order-service.ts';

export async function listStaffOrders(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  filter: { status?: OrderStatus | undefined; limit: number },
): Promise<StaffOrder[]> {
  const records = await findHotelOrders(ctx.db, staff.hotelId, filter);
  return records.map(toStaffOrder);
}

/**
 * Moves an order along ORDER_STATUS_TRANSITIONS. The row is locked for the whole change, so of two staff
 * members acting at once the second sees the first's status and is refused if the move no longer fits.
 * The guest's notification commits with the change; the live push goes out after the commit.
 */
export async function changeOrderStatus(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  staff: StaffPrincipal,
  orderId: number,
  status: OrderStatus,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<StaffOrder> {
  const now = ctx.now();
  const { record, notification } = await ctx.db.transaction(async (tx) => {
    const current = await lockHotelOrder(tx, staff.hotelId, orderId);
    if (!current) throw notFound(ORDER_NOT_FOUND, 'order_not_found');
    if (!canChangeOrderStatus(current.status, status)) {
      throw conflict(`Cannot change an order from ${current.status} to ${status}.`, 'invalid_status_change');
    }
    await updateOrderStatus(tx, orderId, status, now);
    if (status === 'cancelled') {
      await voidChargesFor(tx, { hotelId: staff.hotelId, source: 'order', sourceId: orderId }, now);
    }
    const stored = await storeNotification(tx, {
      hotelId: staff.hotelId,
      stayId: current.stayId,
      type: 'order_update',
      title: 'Order Update',
      message: orderStatusMessage(status),
      data: { order_id: orderId, status },
    });
    // Read under the lock, so the pushed order is exactly the one this change produced.
    const [changed] = await findHotelOrders(tx, staff.hotelId, { orderId, limit: 1 });
    return { record: changed!, notification: stored };
  });

  const payload: OrderUpdatePayload = {
    order_id: orderId,
    id: notification.id,
    status,
    message: notification.message,
    data: toOrder(record),
  };
  try {
    await publishNotification(ctx, notification);
    await ctx.bus.publish({
      type: 'order_update',
      hotelId: staff.hotelId,
      stayId: record.stayId,
      payload,
    });
  } catch (error) {
    // The change is committed and the notification stored: the guest's app fetches it when it reconnects.
    log.warn({ err: error, orderId }, 'order update stored but not pushed');
  }
  return toStaffOrder(record);
}
