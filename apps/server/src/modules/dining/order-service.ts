import type {
  GuestOrderListQuery,
  Order,
  OrderStatus as ContractOrderStatus,
  ParsedOrderRequest,
  StaffOrder,
} from '@hotel/contracts/dining';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { createOnce, type IdempotentOutcome } from '../../platform/idempotency/idempotency.ts';
import type { Metrics } from '../../platform/metrics/metrics.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { toApiAmount, type HotelCurrency } from '../hotels/index.ts';
import { alertStaff } from '../push/index.ts';
import type { MenuCache } from './menu-cache.ts';
import { openingHoursOf } from './menu.ts';
import { checkSchedule, priceOrder } from './order-validation.ts';
import { publishOrderToStaff } from './staff-order-publish.ts';
import {
  findStayOrders,
  insertOrderWithLinesAndCharge,
  type OrderRecord,
  type StaffOrderRecord,
} from './order-repository.ts';
import type { OrderStatus } from './schema.ts';

// The table's status list and the contract's must be the same list; this line stops compiling otherwise.
const _sameStatuses: [OrderStatus, ContractOrderStatus] extends [ContractOrderStatus, OrderStatus]
  ? true
  : never = true;

export const ORDER_NOT_FOUND = 'Order not found.';

/** Orders placed, for /metrics; the dining routes make it at start-up, so it reads 0 before the first order. */
export const ordersPlaced = (metrics: Metrics) =>
  metrics.counter(
    'hotel_orders_placed_total',
    'Orders guests placed (committed; a replayed retry is not counted)',
  );

/**
 * Prices the cart from the menu and writes the order, its lines, its charge and its Idempotency-Key in one
 * statement (decisions 0011, 0012). A retry under the same key is answered with the order the key points
 * at, as it is now, even if the menu has changed since.
 */
export async function placeOrder(
  ctx: Pick<AppContext, 'db' | 'now' | 'bus' | 'metrics'>,
  menus: MenuCache,
  guest: GuestPrincipal,
  request: ParsedOrderRequest,
  idempotencyKey: string | undefined,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<IdempotentOutcome<Order>> {
  const menu = await menus.snapshot(guest.hotelId);
  // Set by a new order only: a replayed retry was announced when it was first placed.
  let placed: StaffOrder | undefined;
  const outcome = await createOnce<Order>(
    ctx.db,
    {
      scope: `stay:${guest.stayId}`,
      key: idempotencyKey,
      fingerprint: { route: 'POST /api/orders/', body: request },
    },
    {
      async create(claim) {
        const now = ctx.now();
        const priced = priceOrder(menu, request);
        const scheduledFor = checkSchedule(
          request.scheduled_for,
          now,
          guest.timezone,
          openingHoursOf(menu, priced.place),
        );
        const location = priced.place.kind === 'location' ? priced.place.location : null;
        const { lines, roomNumber, familyName, ...order } = await insertOrderWithLinesAndCharge(
          ctx.db,
          {
            hotelId: guest.hotelId,
            stayId: guest.stayId,
            guestSessionId: guest.sessionId,
            locationId: location?.id ?? null,
            scheduledFor,
            totalMinor: priced.totalMinor,
            currencySymbol: menu.currency.symbol,
            now,
            lines: priced.lines.map((line) => ({
              diningItemId: line.item.id,
              name: line.item.name,
              quantity: line.quantity,
              unitPriceMinor: line.unitPriceMinor,
              totalPriceMinor: line.totalPriceMinor,
              notes: line.notes,
              optionDetails: line.optionDetails,
            })),
          },
          claim,
        );
        const placedOrder = toOrder(
          {
            ...order,
            totalMinor: priced.totalMinor,
            currencySymbol: menu.currency.symbol,
            location,
            scheduledFor,
            lines,
          },
          menu.currency,
        );
        placed = {
          ...placedOrder,
          room_number: roomNumber,
          family_name: familyName,
          updated_at: order.updatedAt.toISOString(),
        };
        return placedOrder;
      },
      replay: (orderId) => getGuestOrder(ctx, guest, orderId),
    },
  );
  if (placed && !outcome.replayed) {
    // Counted once committed (createOnce has returned), and never for a replayed retry.
    ordersPlaced(ctx.metrics).inc();
    await publishOrderToStaff(ctx, guest.hotelId, placed, 'created', log);
    // Phones and tablets of the staff with the console closed (docs/push.md); queued, never awaited.
    alertStaff(ctx, guest.hotelId, {
      topic: 'orders',
      id: placed.id,
      room: placed.room_number,
      place: placed.location,
    });
  }
  return outcome;
}

export async function listGuestOrders(
  ctx: Pick<AppContext, 'db'>,
  guest: GuestPrincipal,
  page: GuestOrderListQuery,
): Promise<Order[]> {
  const records = await findStayOrders(ctx.db, guest, page);
  return records.map((record) => toOrder(record, guest.currency));
}

/** Only the stay's own orders: another stay's or hotel's answers 404, as if it did not exist. */
export async function getGuestOrder(
  ctx: Pick<AppContext, 'db'>,
  guest: GuestPrincipal,
  orderId: number,
): Promise<Order> {
  const [record] = await findStayOrders(ctx.db, guest, { orderId });
  if (!record) throw notFound(ORDER_NOT_FOUND, 'order_not_found');
  return toOrder(record, guest.currency);
}

export function toOrder(record: Omit<OrderRecord, 'stayId' | 'updatedAt'>, currency: HotelCurrency): Order {
  return {
    id: record.id,
    status: record.status,
    currency_symbol: record.currencySymbol,
    total: toApiAmount(record.totalMinor, currency),
    location: record.location,
    scheduled_for: record.scheduledFor?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    items: record.lines.map((line) => ({
      id: line.id,
      dining_item: line.diningItemId,
      name: line.name,
      quantity: line.quantity,
      unit_price: toApiAmount(line.unitPriceMinor, currency),
      total_price: toApiAmount(line.totalPriceMinor, currency),
      notes: line.notes,
      option_details: line.optionDetails.map((option) => ({
        id: option.id,
        name: option.name,
        values: option.values.map((value) => ({
          id: value.id,
          name: value.name,
          price_adjustment: toApiAmount(value.priceAdjustmentMinor, currency),
        })),
      })),
    })),
  };
}

export function toStaffOrder(record: StaffOrderRecord, currency: HotelCurrency): StaffOrder {
  return {
    ...toOrder(record, currency),
    room_number: record.roomNumber,
    family_name: record.familyName,
    updated_at: record.updatedAt.toISOString(),
  };
}
