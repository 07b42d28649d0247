import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { loadHotelCurrency, toApiAmount } from '../hotels/index.ts';
import { diningItems } from './schema.ts';

/** What the audit log says about an item: its name, price (major units) and whether guests can order it. */
export interface ItemFacts {
  name: string;
  price: number;
  available: boolean;
}

/** The item as it stands (read inside the editing transaction, before and after the change). */
export async function itemFacts(
  db: Database,
  hotelId: number,
  itemId: number,
): Promise<ItemFacts | undefined> {
  const [item] = await db
    .select({ name: diningItems.name, priceMinor: diningItems.priceMinor, available: diningItems.available })
    .from(diningItems)
    .where(and(eq(diningItems.id, itemId), eq(diningItems.hotelId, hotelId)));
  if (!item) return undefined;
  const currency = await loadHotelCurrency(db, hotelId);
  return { name: item.name, price: toApiAmount(item.priceMinor, currency), available: item.available };
}

/**
 * Records a menu editor's change to one item, in the editing transaction: price and availability before →
 * after, a new name, or that it was added or deleted. Sold out / available again is its own kind.
 */
export async function recordItemChange(
  db: Database,
  hotelId: number,
  actor: AuditActor,
  before: ItemFacts | undefined,
  after: ItemFacts | undefined,
): Promise<void> {
  const subject = after?.name ?? before?.name ?? 'Menu item';
  if (before && after) {
    const detail: Record<string, unknown> = {};
    for (const field of ['name', 'price', 'available'] as const) {
      if (before[field] !== after[field]) detail[field] = { before: before[field], after: after[field] };
    }
    const onlyAvailability = Object.keys(detail).length === 1 && 'available' in detail;
    const kind = onlyAvailability ? 'menu.availability_changed' : 'menu.item_changed';
    await recordAudit(db, hotelId, actor, { kind, subject, detail });
    return;
  }
  const detail = after
    ? { action: 'added', price: after.price, available: after.available }
    : { action: 'deleted', price: before?.price };
  await recordAudit(db, hotelId, actor, { kind: 'menu.item_changed', subject, detail });
}
