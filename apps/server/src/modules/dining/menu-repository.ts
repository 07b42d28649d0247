import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpeningHours } from '@hotel/contracts/opening-hours';
import { rowsOf, type Database } from '../../platform/database/database.ts';
import { findHotelById } from '../hotels/index.ts';
import { locations } from './schema.ts';
import { diningItemLocations, diningItems, itemOptions, optionValues, subCategories } from './schema.ts';

/** A dining item with where it is served and its options, prices in minor units. */
export interface MenuItemRecord {
  id: number;
  name: string;
  description: string;
  priceMinor: number;
  imageUrl: string | null;
  subCategoryId: number | null;
  available: boolean;
  popularRank: number | null;
  locations: { id: number; name: string }[];
  options: MenuOptionRecord[];
}

export interface MenuOptionRecord {
  id: number;
  name: string;
  description: string;
  required: boolean;
  multiple: boolean;
  minSelections: number;
  maxSelections: number | null;
  values: { id: number; name: string; description: string; priceAdjustmentMinor: number }[];
}

/** A place orders are served; opening hours on the hotel's clock, null when none are set. */
export interface LocationRecord {
  id: number;
  name: string;
  description: string;
  openingHours: OpeningHours | null;
}

export interface MenuRecords {
  hotel: {
    currencyCode: string;
    currencySymbol: string;
    roomServiceEnabled: boolean;
    roomServiceHours: OpeningHours | null;
  };
  locations: LocationRecord[];
  subCategories: { id: number; name: string }[];
  /** Every item of the hotel, available or not, in menu order. */
  items: MenuItemRecord[];
}

/** The whole menu of one hotel in six small queries (the hotel's through the hotels module); undefined when the hotel does not exist. */
export async function loadMenuRecords(db: Database, hotelId: number): Promise<MenuRecords | undefined> {
  const [hotelRow, locationRows, subCategoryRows, itemRows, servedRows, optionRows] = await Promise.all([
    findHotelById(db, hotelId),
    db
      .select({
        id: locations.id,
        name: locations.name,
        description: locations.description,
        openingHours: locations.openingHours,
      })
      .from(locations)
      .where(and(eq(locations.hotelId, hotelId), eq(locations.archived, false)))
      .orderBy(asc(locations.sortOrder), asc(locations.id)),
    db
      .select({ id: subCategories.id, name: subCategories.name })
      .from(subCategories)
      .where(eq(subCategories.hotelId, hotelId))
      .orderBy(asc(subCategories.sortOrder), asc(subCategories.id)),
    db
      .select()
      .from(diningItems)
      // Archived items are deleted from the menu; they stay only for the orders that name them.
      .where(and(eq(diningItems.hotelId, hotelId), eq(diningItems.archived, false)))
      .orderBy(asc(diningItems.sortOrder), asc(diningItems.id)),
    db
      .select({ itemId: diningItemLocations.diningItemId, id: locations.id, name: locations.name })
      .from(diningItemLocations)
      .innerJoin(diningItems, eq(diningItems.id, diningItemLocations.diningItemId))
      // Both sides scoped: a link to another hotel's location is never served.
      .innerJoin(
        locations,
        and(
          eq(locations.id, diningItemLocations.locationId),
          eq(locations.hotelId, hotelId),
          eq(locations.archived, false),
        ),
      )
      .where(eq(diningItems.hotelId, hotelId))
      .orderBy(asc(locations.sortOrder), asc(locations.id)),
    db
      .select({ option: itemOptions, value: optionValues })
      .from(itemOptions)
      .innerJoin(diningItems, eq(diningItems.id, itemOptions.diningItemId))
      .leftJoin(optionValues, eq(optionValues.optionId, itemOptions.id))
      .where(eq(diningItems.hotelId, hotelId))
      .orderBy(
        asc(itemOptions.sortOrder),
        asc(itemOptions.id),
        asc(optionValues.sortOrder),
        asc(optionValues.id),
      ),
  ]);
  if (!hotelRow) return undefined;
  const { currencyCode, currencySymbol, roomServiceEnabled, roomServiceHours } = hotelRow;
  const hotel = { currencyCode, currencySymbol, roomServiceEnabled, roomServiceHours };

  const items = new Map<number, MenuItemRecord>();
  for (const row of itemRows) {
    items.set(row.id, {
      id: row.id,
      name: row.name,
      description: row.description,
      priceMinor: row.priceMinor,
      imageUrl: row.imageUrl,
      subCategoryId: row.subCategoryId,
      available: row.available,
      popularRank: row.popularRank,
      locations: [],
      options: [],
    });
  }
  for (const { itemId, id, name } of servedRows) items.get(itemId)?.locations.push({ id, name });
  const options = new Map<number, MenuOptionRecord>();
  for (const { option, value } of optionRows) {
    let record = options.get(option.id);
    if (!record) {
      record = {
        id: option.id,
        name: option.name,
        description: option.description,
        required: option.required,
        multiple: option.multiple,
        minSelections: option.minSelections,
        maxSelections: option.maxSelections,
        values: [],
      };
      options.set(option.id, record);
      items.get(option.diningItemId)?.options.push(record);
    }
    if (value) {
      record.values.push({
        id: value.id,
        name: value.name,
        description: value.description,
        priceAdjustmentMinor: value.priceAdjustmentMinor,
      });
    }
  }
  return { hotel, locations: locationRows, subCategories: subCategoryRows, items: [...items.values()] };
}

export async function listLocations(db: Database, hotelId: number) {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      description: locations.description,
      openingHours: locations.openingHours,
    })
    .from(locations)
    .where(and(eq(locations.hotelId, hotelId), eq(locations.archived, false)))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

/** Whether the hotel has any menu items: their amounts pin the currency's decimals (hotels' currencyLocked). */
export async function hotelHasMenuItems(db: Database, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: diningItems.id })
    .from(diningItems)
    .where(eq(diningItems.hotelId, hotelId))
    .limit(1);
  return row !== undefined;
}

/** The menu's texts a guest reads (sub-categories, items, options and their values, locations), for translation. */
export async function diningTexts(db: Database, hotelId: number): Promise<(string | null)[]> {
  const result = await db.execute(sql`
    select name as text from sub_categories where hotel_id = ${hotelId}
    union select name from dining_items where hotel_id = ${hotelId} and not archived
    union select description from dining_items where hotel_id = ${hotelId} and not archived
    union select o.name from item_options o join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
    union select o.description from item_options o join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
    union select v.name from option_values v join item_options o on o.id = v.option_id
      join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
    union select v.description from option_values v join item_options o on o.id = v.option_id
      join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
    union select name from locations where hotel_id = ${hotelId} and not archived
    union select description from locations where hotel_id = ${hotelId} and not archived`);
  return rowsOf<{ text: string | null }>(result).map((row) => row.text);
}
