import { and, asc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  locationInput,
  menuItemInput,
  OpeningHours,
  subCategoryInput,
} from '@hotel/contracts/menu-admin';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { loadHotelCurrency, lockHotelRow, toMinorAmount, type HotelCurrency } from '../hotels/index.ts';
import { locations } from './schema.ts';
import {
  diningItemLocations,
  diningItems,
  itemOptions,
  optionValues,
  orderLines,
  orders,
  subCategories,
} from './schema.ts';

/*
 * The menu editor's writes. Every function runs inside the caller's transaction, which first locks the
 * hotel's row (lockHotelMenu), so two managers (or an import and an edit) never interleave. Every id the
 * client sends is checked against the staff member's hotel: another hotel's record is "not found".
 */

export type ItemInput = z.output<typeof menuItemInput>;
export type LocationFields = z.output<typeof locationInput>;
export type SubCategoryFields = z.output<typeof subCategoryInput>;

export const MENU_EDIT_ERRORS = {
  itemNotFound: 'Item not found.',
  locationNotFound: 'Location not found.',
  subCategoryNotFound: 'Sub-category not found.',
} as const;

/**
 * The editor keeps names unique where the menu document (import and export, menu-admin.ts) needs them
 * to be, compared as the document compares them (ignoring case): locations, sub-categories, and items
 * within a sub-category. One set of rules: whatever the editor accepts, the export can describe.
 */
function refuseTakenName(
  siblings: { id: number; name: string }[],
  ownId: number | null,
  name: string,
  detail: string,
): void {
  const taken = siblings.some(
    (sibling) => sibling.id !== ownId && sibling.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw conflict(detail, 'name_taken');
}

export async function lockHotelMenu(db: Database, hotelId: number): Promise<void> {
  if (!(await lockHotelRow(db, hotelId))) throw notFound('Hotel not found.');
}

async function nextItemOrder(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(diningItems.sortOrder) })
    .from(diningItems)
    .where(eq(diningItems.hotelId, hotelId));
  return (row?.top ?? -1) + 1;
}

// ---------------------------------------------------------------------------------------------------
// Items

/** Creates (itemId null) or replaces an item with its locations and options; returns its id. */
export async function writeItem(
  db: Database,
  hotelId: number,
  itemId: number | null,
  input: ItemInput,
  sortOrder?: number,
): Promise<number> {
  const currency = await loadHotelCurrency(db, hotelId);
  const priceMinor = toMinorAmount(input.price, currency, 'Price');
  await checkSubCategory(db, hotelId, input.sub_category);
  await checkLocations(db, hotelId, input.locations);
  const sameSubCategory = await db
    .select({ id: diningItems.id, name: diningItems.name })
    .from(diningItems)
    .where(
      and(
        eq(diningItems.hotelId, hotelId),
        eq(diningItems.archived, false),
        input.sub_category === null
          ? isNull(diningItems.subCategoryId)
          : eq(diningItems.subCategoryId, input.sub_category),
      ),
    );
  refuseTakenName(
    sameSubCategory,
    itemId,
    input.name,
    `An item named "${input.name}" is already in this sub-category.`,
  );
  const existing = itemId === null ? undefined : await findItem(db, hotelId, itemId);
  if (itemId !== null && !existing) throw notFound(MENU_EDIT_ERRORS.itemNotFound, 'item_not_found');
  const fields = {
    name: input.name,
    description: input.description,
    priceMinor,
    imageUrl: input.image_url,
    subCategoryId: input.sub_category,
    available: input.available,
    popularRank: input.popular ? (existing?.popularRank ?? (await nextPopularRank(db, hotelId))) : null,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await db
      .update(diningItems)
      .set({ ...fields, ...(sortOrder !== undefined && { sortOrder }) })
      .where(eq(diningItems.id, id));
  } else {
    const order = sortOrder ?? (await nextItemOrder(db, hotelId));
    const [created] = await db
      .insert(diningItems)
      .values({ hotelId, ...fields, sortOrder: order })
      .returning({ id: diningItems.id });
    id = created!.id;
  }
  await db.delete(diningItemLocations).where(eq(diningItemLocations.diningItemId, id));
  if (input.locations.length > 0)
    await db
      .insert(diningItemLocations)
      .values([...new Set(input.locations)].map((locationId) => ({ diningItemId: id, locationId })));
  await writeOptions(db, id, input.options, currency);
  return id;
}

async function findItem(db: Database, hotelId: number, itemId: number) {
  const [item] = await db
    .select({ id: diningItems.id, popularRank: diningItems.popularRank })
    .from(diningItems)
    .where(
      and(eq(diningItems.id, itemId), eq(diningItems.hotelId, hotelId), eq(diningItems.archived, false)),
    );
  return item;
}

async function nextPopularRank(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(diningItems.popularRank) })
    .from(diningItems)
    .where(eq(diningItems.hotelId, hotelId));
  return (row?.top ?? 0) + 1;
}

async function checkSubCategory(db: Database, hotelId: number, subCategoryId: number | null): Promise<void> {
  if (subCategoryId === null) return;
  const [row] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.hotelId, hotelId)));
  if (!row)
    throw badRequest(`sub_category: ${MENU_EDIT_ERRORS.subCategoryNotFound}`, 'sub_category_not_found');
}

async function checkLocations(db: Database, hotelId: number, locationIds: number[]): Promise<void> {
  if (locationIds.length === 0) return;
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(inArray(locations.id, locationIds), eq(locations.hotelId, hotelId), eq(locations.archived, false)),
    );
  if (rows.length !== new Set(locationIds).size)
    throw badRequest(`locations: ${MENU_EDIT_ERRORS.locationNotFound}`, 'location_not_found');
}

/**
 * Options and values keep their ids when they are edited (a guest's cart still names them); those left
 * out are deleted. Placed orders are untouched: their lines carry the names and prices they were sold at.
 */
async function writeOptions(
  db: Database,
  itemId: number,
  groups: ItemInput['options'],
  currency: HotelCurrency,
): Promise<void> {
  const current = await db
    .select({ id: itemOptions.id })
    .from(itemOptions)
    .where(eq(itemOptions.diningItemId, itemId));
  const currentIds = new Set(current.map((row) => row.id));
  const keep = groups.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  for (const id of keep)
    if (!currentIds.has(id))
      throw badRequest(`options: option ${id} is not an option of this item`, 'option_not_found');
  await db
    .delete(itemOptions)
    .where(
      keep.length > 0
        ? and(eq(itemOptions.diningItemId, itemId), notInArray(itemOptions.id, keep))
        : eq(itemOptions.diningItemId, itemId),
    );
  for (const [index, group] of groups.entries()) {
    const fields = {
      name: group.name,
      description: group.description,
      required: group.required || group.min_selections > 0,
      multiple: group.multiple,
      minSelections: group.min_selections,
      maxSelections: group.max_selections,
      sortOrder: index,
    };
    let optionId: number;
    if (group.id !== undefined) {
      optionId = group.id;
      await db.update(itemOptions).set(fields).where(eq(itemOptions.id, optionId));
    } else {
      const [created] = await db
        .insert(itemOptions)
        .values({ diningItemId: itemId, ...fields })
        .returning({ id: itemOptions.id });
      optionId = created!.id;
    }
    await writeValues(db, optionId, group.values, currency);
  }
}

async function writeValues(
  db: Database,
  optionId: number,
  values: ItemInput['options'][number]['values'],
  currency: HotelCurrency,
): Promise<void> {
  const current = await db
    .select({ id: optionValues.id })
    .from(optionValues)
    .where(eq(optionValues.optionId, optionId));
  const currentIds = new Set(current.map((row) => row.id));
  const keep = values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
  for (const id of keep)
    if (!currentIds.has(id))
      throw badRequest(`options: value ${id} is not a value of this option`, 'option_value_not_found');
  await db
    .delete(optionValues)
    .where(
      keep.length > 0
        ? and(eq(optionValues.optionId, optionId), notInArray(optionValues.id, keep))
        : eq(optionValues.optionId, optionId),
    );
  for (const [index, value] of values.entries()) {
    const fields = {
      name: value.name,
      description: value.description,
      priceAdjustmentMinor: toMinorAmount(value.price_adjustment, currency, 'Price adjustment'),
      sortOrder: index,
    };
    if (value.id !== undefined)
      await db.update(optionValues).set(fields).where(eq(optionValues.id, value.id));
    else await db.insert(optionValues).values({ optionId, ...fields });
  }
}

export async function setItemAvailability(
  db: Database,
  hotelId: number,
  itemId: number,
  available: boolean,
): Promise<void> {
  const updated = await db
    .update(diningItems)
    .set({ available })
    .where(and(eq(diningItems.id, itemId), eq(diningItems.hotelId, hotelId), eq(diningItems.archived, false)))
    .returning({ id: diningItems.id });
  if (updated.length === 0) throw notFound(MENU_EDIT_ERRORS.itemNotFound, 'item_not_found');
}

/**
 * Deletes an item from the menu. One that placed orders name is archived instead (its order lines keep
 * pointing at it); either way guests no longer see it.
 */
export async function removeItem(db: Database, hotelId: number, itemId: number): Promise<void> {
  if (!(await findItem(db, hotelId, itemId))) throw notFound(MENU_EDIT_ERRORS.itemNotFound, 'item_not_found');
  const [ordered] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.diningItemId, itemId))
    .limit(1);
  if (ordered) {
    await db
      .update(diningItems)
      .set({ archived: true, available: false, popularRank: null })
      .where(eq(diningItems.id, itemId));
    await db.delete(diningItemLocations).where(eq(diningItemLocations.diningItemId, itemId));
  } else {
    await db.delete(diningItems).where(eq(diningItems.id, itemId));
  }
}

// ---------------------------------------------------------------------------------------------------
// Locations

export async function writeLocation(
  db: Database,
  hotelId: number,
  locationId: number | null,
  input: LocationFields,
  sortOrder?: number,
): Promise<number> {
  const fields = {
    name: input.name,
    description: input.description,
    openingHours: input.opening_hours as OpeningHours | null,
    ...(sortOrder !== undefined && { sortOrder }),
  };
  const siblings = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.hotelId, hotelId), eq(locations.archived, false)));
  refuseTakenName(siblings, locationId, input.name, `A location named "${input.name}" already exists.`);
  if (locationId === null) {
    const order = sortOrder ?? (await nextLocationOrder(db, hotelId));
    const [created] = await db
      .insert(locations)
      .values({ hotelId, ...fields, sortOrder: order })
      .returning({ id: locations.id });
    return created!.id;
  }
  const updated = await db
    .update(locations)
    .set(fields)
    .where(and(eq(locations.id, locationId), eq(locations.hotelId, hotelId), eq(locations.archived, false)))
    .returning({ id: locations.id });
  if (updated.length === 0) throw notFound(MENU_EDIT_ERRORS.locationNotFound, 'location_not_found');
  return locationId;
}

async function nextLocationOrder(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(locations.sortOrder) })
    .from(locations)
    .where(eq(locations.hotelId, hotelId));
  return (row?.top ?? -1) + 1;
}

/**
 * Removes a location. Items served only there would silently become "served everywhere", so the editor
 * is told which they are instead; a location placed orders name is archived, not deleted.
 */
export async function removeLocation(
  db: Database,
  hotelId: number,
  locationId: number,
  options: { force?: boolean } = {},
): Promise<void> {
  const [location] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.hotelId, hotelId), eq(locations.archived, false)));
  if (!location) throw notFound(MENU_EDIT_ERRORS.locationNotFound, 'location_not_found');
  if (!options.force) {
    const onlyHere = await db
      .select({ name: diningItems.name })
      .from(diningItemLocations)
      .innerJoin(diningItems, eq(diningItems.id, diningItemLocations.diningItemId))
      .where(
        and(
          eq(diningItemLocations.locationId, locationId),
          eq(diningItems.archived, false),
          sql`not exists (select 1 from ${diningItemLocations} other where other.dining_item_id = ${diningItems.id} and other.location_id <> ${locationId})`,
        ),
      )
      .orderBy(asc(diningItems.name));
    if (onlyHere.length > 0)
      throw conflict(
        `${location.name} is the only place that serves ${onlyHere.map((item) => item.name).join(', ')}. ` +
          'Choose other locations for them (or delete them) first.',
        'location_in_use',
      );
  }
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.locationId, locationId))
    .limit(1);
  if (ordered) {
    await db.update(locations).set({ archived: true }).where(eq(locations.id, locationId));
    await db.delete(diningItemLocations).where(eq(diningItemLocations.locationId, locationId));
  } else {
    await db.delete(locations).where(eq(locations.id, locationId));
  }
}

// ---------------------------------------------------------------------------------------------------
// Sub-categories

export async function writeSubCategory(
  db: Database,
  hotelId: number,
  subCategoryId: number | null,
  input: SubCategoryFields,
  sortOrder?: number,
): Promise<number> {
  const siblings = await db
    .select({ id: subCategories.id, name: subCategories.name })
    .from(subCategories)
    .where(eq(subCategories.hotelId, hotelId));
  refuseTakenName(
    siblings,
    subCategoryId,
    input.name,
    `A sub-category named "${input.name}" already exists.`,
  );
  if (subCategoryId === null) {
    const order = sortOrder ?? (await nextSubCategoryOrder(db, hotelId));
    const [created] = await db
      .insert(subCategories)
      .values({ hotelId, name: input.name, sortOrder: order })
      .returning({ id: subCategories.id });
    return created!.id;
  }
  const updated = await db
    .update(subCategories)
    .set({ name: input.name, ...(sortOrder !== undefined && { sortOrder }) })
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.hotelId, hotelId)))
    .returning({ id: subCategories.id });
  if (updated.length === 0) throw notFound(MENU_EDIT_ERRORS.subCategoryNotFound, 'sub_category_not_found');
  return subCategoryId;
}

async function nextSubCategoryOrder(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(subCategories.sortOrder) })
    .from(subCategories)
    .where(eq(subCategories.hotelId, hotelId));
  return (row?.top ?? -1) + 1;
}

/** A sub-category that still holds items is not deleted: its items would lose their tab without a word. */
export async function removeSubCategory(
  db: Database,
  hotelId: number,
  subCategoryId: number,
  options: { force?: boolean } = {},
): Promise<void> {
  const [row] = await db
    .select({ id: subCategories.id, name: subCategories.name })
    .from(subCategories)
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.hotelId, hotelId)));
  if (!row) throw notFound(MENU_EDIT_ERRORS.subCategoryNotFound, 'sub_category_not_found');
  if (!options.force) {
    const [used] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(diningItems)
      .where(and(eq(diningItems.subCategoryId, subCategoryId), eq(diningItems.archived, false)));
    if (used && used.count > 0)
      throw conflict(
        `${row.name} still has ${used.count} item(s). Move them to another sub-category (or delete them) first.`,
        'sub_category_in_use',
      );
  }
  await db.delete(subCategories).where(eq(subCategories.id, subCategoryId));
}

// ---------------------------------------------------------------------------------------------------
// Order of the lists

const ORDERED_LISTS = {
  locations: { table: locations, archived: locations.archived },
  'sub-categories': { table: subCategories, archived: null },
  items: { table: diningItems, archived: diningItems.archived },
} as const;

/** Sets the order of a whole list; `ids` must be exactly the list's ids, so a stale screen cannot drop one. */
export async function reorder(
  db: Database,
  hotelId: number,
  list: keyof typeof ORDERED_LISTS,
  ids: number[],
): Promise<void> {
  const { table, archived } = ORDERED_LISTS[list];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(archived ? and(eq(table.hotelId, hotelId), eq(archived, false)) : eq(table.hotelId, hotelId));
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw badRequest('ids: the list has changed since it was loaded. Reload and try again.', 'stale_order');
  for (const [index, id] of ids.entries())
    await db.update(table).set({ sortOrder: index }).where(eq(table.id, id));
}
