import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { orderLines, orders } from './schema.ts';

/**
 * A stay's orders as personal data (docs/privacy.md): what was ordered and the guest's notes. The privacy
 * module exports and erases them; money and quantities stay for the accounts.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const stayOrders = await db
    .select()
    .from(orders)
    .where(and(eq(orders.hotelId, hotelId), eq(orders.stayId, stayId)))
    .orderBy(asc(orders.id));
  const lines = stayOrders.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            stayOrders.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return stayOrders.map((order) => ({
    id: order.id,
    status: order.status,
    location_id: order.locationId,
    scheduled_for: order.scheduledFor?.toISOString() ?? null,
    total_minor: order.totalMinor,
    currency_symbol: order.currencySymbol,
    created_at: order.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unit_price_minor: line.unitPriceMinor,
        total_price_minor: line.totalPriceMinor,
        notes: line.notes,
        options: line.optionDetails.map((option) => ({
          name: option.name,
          values: option.values.map((value) => ({
            name: value.name,
            price_adjustment_minor: value.priceAdjustmentMinor,
          })),
        })),
      })),
  }));
}

/** The guest's notes on order lines become the marker; items, quantities and prices stay. Returns lines rewritten. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ orderLines: number }> {
  const stayOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.hotelId, hotelId), eq(orders.stayId, stayId)));
  const rewritten = await db
    .update(orderLines)
    .set({ notes: ERASED_TEXT })
    .where(
      and(
        inArray(orderLines.orderId, stayOrders),
        ne(orderLines.notes, ''),
        ne(orderLines.notes, ERASED_TEXT),
      ),
    )
    .returning({ id: orderLines.id });
  return { orderLines: rewritten.length };
}
