import {
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  canChangeOrderStatus,
  cancellationMessage,
  orderStatusMessage,
  type OrderStatus,
  type OrderUpdatePayload,
  type StaffOrder,
  type StaffOrderQuery,
} from '@hotel/contracts/dining';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { StaffPrincipal } from '../staff/index.ts';
import { publishNotification, type NoticeWording } from '../notifications/index.ts';
import {
  changeHotelOrderStatus,
  findHotelOrderStatus,
  findHotelOrders,
  type OrderPlace,
} from './order-repository.ts';
import { ORDER_NOT_FOUND, toOrder, toStaffOrder } from './order-service.ts';
import { hotelCurrencyOf, loadHotelCurrency } from '../hotels/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { publishOrderToStaff } from './staff-order-publish.ts';

/**
 * The hotel's orders as a staff member may see them: a kitchen account only those of its location scope
 * (StaffPrincipal.locationScope), whatever it asks for.
 */
export async function listStaffOrders(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: StaffOrderQuery,
): Promise<StaffOrder[]> {
  const place: OrderPlace | undefined =
    query.location === undefined
      ? undefined
      : query.location === 'room_service'
        ? 'room_service'
        : Number(query.location);
  const records = await findHotelOrders(ctx.db, staff.hotelId, {
    status: query.status,
    statuses: query.open ? OPEN_ORDER_STATUSES : undefined,
    places: [staff.locationScope, place === undefined ? undefined : [place]],
    limit: query.limit,
  });
  const currency = await loadHotelCurrency(ctx.db, staff.hotelId);
  return records.map((record) => toStaffOrder(record, currency));
}

/** For each target status, the statuses an order may move to it from. */
const ALLOWED_FROM = Object.fromEntries(
  ORDER_STATUSES.map((to) => [to, ORDER_STATUSES.filter((from) => canChangeOrderStatus(from, to))]),
) as Record<OrderStatus, OrderStatus[]>;

/**
 * Moves an order along ORDER_STATUS_TRANSITIONS. One statement changes the order only if its current status
 * allows the move, reverses its charge on a cancellation, stores the guest's notification and the audit entry,
 * and reads the hotel's currency and the stay's language, so of two staff members acting at once the second is
 * refused if the move no longer fits, and a change costs one round trip. The live push goes out after.
 */
export async function changeOrderStatus(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  staff: StaffPrincipal,
  orderId: number,
  status: OrderStatus,
  log: Pick<FastifyBaseLogger, 'warn'>,
  actor: AuditActor,
  reason?: string,
): Promise<StaffOrder> {
  const change = {
    hotelId: staff.hotelId,
    orderId,
    from: ALLOWED_FROM[status],
    to: status,
    now: ctx.now(),
    reverseCharges: status === 'cancelled',
    notice: {
      type: 'order_update',
      title: 'Order Update',
      message: status === 'cancelled' ? cancellationMessage(reason) : orderStatusMessage(status),
      data: {
        order_id: orderId,
        status,
        ...(status === 'cancelled' && reason && { reason }),
        wording: orderUpdateWording(status, reason),
      },
    },
    places: staff.locationScope,
    audit: {
      actor,
      kind: status === 'cancelled' ? 'order.cancelled' : 'order.status_changed',
      detail: status === 'cancelled' && reason ? { reason } : {},
    },
  } as const;
  let changed = await changeHotelOrderStatus(ctx.db, change);
  // Nothing changed: tell why. Another change may have landed in between and made the move possible
  // (pending → in_progress while moving to ready), so then try once more.
  for (let attempt = 0; !changed && attempt < 2; attempt += 1) {
    const current = await findHotelOrderStatus(ctx.db, staff.hotelId, orderId, staff.locationScope);
    if (!current) throw notFound(ORDER_NOT_FOUND, 'order_not_found');
    if (!canChangeOrderStatus(current, status)) {
      throw conflict(`Cannot change an order from ${current} to ${status}.`, 'invalid_status_change');
    }
    changed = await changeHotelOrderStatus(ctx.db, change);
  }
  if (!changed)
    throw conflict('The order changed while this change was made. Please try again.', 'order_busy');
  const { order: record, notification, language } = changed;
  const currency = hotelCurrencyOf(changed.currency);

  try {
    const worded = await publishNotification(ctx, notification, log, language);
    const payload: OrderUpdatePayload = {
      order_id: orderId,
      id: notification.id,
      status,
      message: worded.message,
      ...(status === 'cancelled' && reason && { reason }),
      data: toOrder(record, currency),
    };
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
  const staffOrder = toStaffOrder(record, currency);
  // Every other console of the hotel follows (the one that made the change already has the answer).
  await publishOrderToStaff(ctx, staff.hotelId, staffOrder, 'status_changed', log);
  return staffOrder;
}

/**
 * How the guest's order notice is worded when read (decision 0112): the status texts of SPEC section 4 in
 * the reader's language, the staff member's reason kept as written.
 */
function orderUpdateWording(status: OrderStatus, reason: string | undefined): NoticeWording {
  const title = 'notices.orderTitle';
  if (status === 'cancelled' && reason)
    return { title, message: 'notices.orderCancelledWithReason', params: { reason } };
  return { title, message: `orderStatus.${status}`, params: { status } };
}
