import type { FastifyBaseLogger } from 'fastify';
import {
  MENU_DOCUMENT_FORMAT,
  MENU_DOCUMENT_VERSION,
  describeIssuePath,
  menuDocument,
  type MenuDocument,
  type MenuImportResult,
  type StaffMenu,
} from '@hotel/contracts/menu-admin';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { publishLive } from '../../platform/live/publish.ts';
import { hotelCurrencyOf, toApiAmount, findHotelById } from '../hotels/index.ts';
import { toLocationResponse } from './location-routes.ts';
import { publishStaffUpdate } from '../staff/index.ts';
import { loadMenuRecords } from './menu-repository.ts';
import {
  lockHotelMenu,
  removeItem,
  removeLocation,
  removeSubCategory,
  writeItem,
  writeLocation,
  writeSubCategory,
  type ItemInput,
} from './staff-menu-repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Everything the editor shows: the guest menu's records plus what only staff see (hours, sold out). */
export async function readStaffMenu(db: Database, hotelId: number): Promise<StaffMenu> {
  const [records, hotel] = await Promise.all([loadMenuRecords(db, hotelId), findHotelById(db, hotelId)]);
  if (!records || !hotel) throw notFound('Hotel not found.');
  const currency = hotelCurrencyOf(hotel);
  return {
    currency_symbol: hotel.currencySymbol,
    currency_code: hotel.currencyCode,
    timezone: hotel.timezone,
    room_service_enabled: hotel.roomServiceEnabled,
    locations: records.locations.map(toLocationResponse),
    sub_categories: records.subCategories,
    items: records.items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      price: toApiAmount(item.priceMinor, currency),
      image_url: item.imageUrl,
      sub_category: item.subCategoryId,
      locations: item.locations.map((location) => location.id),
      popular: item.popularRank !== null,
      available: item.available,
      options: item.options.map((option) => ({
        id: option.id,
        name: option.name,
        description: option.description,
        required: option.required,
        multiple: option.multiple,
        min_selections: option.minSelections,
        max_selections: option.maxSelections,
        values: option.values.map((value) => ({
          id: value.id,
          name: value.name,
          description: value.description,
          price_adjustment: toApiAmount(value.priceAdjustmentMinor, currency),
        })),
      })),
    })),
  };
}

/**
 * One menu change: in a transaction that holds the hotel's menu lock, then — once committed — a
 * staff_update of topic 'menu'. That one message refreshes every open console and, through the bus,
 * drops the menu snapshot on every instance (menu-cache.ts), so guests read the change at once.
 */
export async function changeMenu<T>(
  ctx: AppContext,
  hotelId: number,
  update: { action: string; id?: (result: T) => number },
  change: (db: Database) => Promise<T>,
  log?: Log,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockHotelMenu(db, hotelId);
    return change(db);
  });
  await publishStaffUpdate(
    ctx,
    hotelId,
    { topic: 'menu', action: update.action, id: update.id?.(result) ?? 0 },
    log,
  );
  await announceMenuChange(ctx, hotelId, log);
  return result;
}

/** Tells every guest phone of the hotel to read its menu again (a guest already on the menu). */
export async function announceMenuChange(ctx: Pick<AppContext, 'bus'>, hotelId: number, log?: Log) {
  await publishLive(ctx, { type: 'menu_update', hotelId, stayId: null, allGuests: true, payload: {} }, log);
}

// ---------------------------------------------------------------------------------------------------
// Export and import

export async function exportMenu(db: Database, hotelId: number): Promise<MenuDocument> {
  const menu = await readStaffMenu(db, hotelId);
  const locationName = new Map(menu.locations.map((location) => [location.id, location.name]));
  const subCategoryName = new Map(
    menu.sub_categories.map((subCategory) => [subCategory.id, subCategory.name]),
  );
  return {
    format: MENU_DOCUMENT_FORMAT,
    version: MENU_DOCUMENT_VERSION,
    locations: menu.locations.map(({ name, description, opening_hours }) => ({
      name,
      description,
      opening_hours,
    })),
    sub_categories: menu.sub_categories.map((subCategory) => subCategory.name),
    items: menu.items.map((item) => ({
      name: item.name,
      description: item.description,
      price: item.price,
      image_url: item.image_url,
      sub_category: item.sub_category === null ? null : (subCategoryName.get(item.sub_category) ?? null),
      locations: item.locations.flatMap((id) => locationName.get(id) ?? []),
      popular: item.popular,
      available: item.available,
      options: item.options.map((option) => ({
        name: option.name,
        description: option.description,
        required: option.required,
        multiple: option.multiple,
        min_selections: option.min_selections,
        max_selections: option.max_selections,
        values: option.values.map(({ name, description, price_adjustment }) => ({
          name,
          description,
          price_adjustment,
        })),
      })),
    })),
  };
}

/** Every problem of a menu file, each prefixed with where it is, so it can be fixed in one go. */
export function menuDocumentProblems(input: unknown): { document: MenuDocument } | { problems: string[] } {
  const parsed = menuDocument.safeParse(input);
  if (parsed.success) return { document: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const where = describeIssuePath(issue.path);
      return where ? `${where}: ${issue.message}` : issue.message;
    }),
  };
}

export class MenuImportError extends HttpError {
  constructor(readonly problems: string[]) {
    super(
      400,
      `The menu file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed. ${problems.join('; ')}`,
      'invalid_menu',
    );
  }
}

const lower = (name: string) => name.toLowerCase();

/**
 * Makes the hotel's menu the document's, in one transaction: nothing is written unless the whole file
 * is valid. Locations, sub-categories and items are matched by name (items by sub-category and name),
 * so their ids — and guests' carts — survive a re-import; what the file leaves out is removed.
 */
export async function importMenu(
  ctx: AppContext,
  hotelId: number,
  input: unknown,
  log?: Log,
): Promise<MenuImportResult> {
  const checked = menuDocumentProblems(input);
  if ('problems' in checked) throw new MenuImportError(checked.problems);
  const { document } = checked;
  return changeMenu(
    ctx,
    hotelId,
    { action: 'imported' },
    async (db) => {
      const current = await readStaffMenu(db, hotelId);

      const locationIds = new Map<string, number>();
      const oldLocations = new Map(current.locations.map((location) => [lower(location.name), location.id]));
      for (const [index, location] of document.locations.entries()) {
        const id = await writeLocation(
          db,
          hotelId,
          oldLocations.get(lower(location.name)) ?? null,
          location,
          index,
        );
        locationIds.set(lower(location.name), id);
        oldLocations.delete(lower(location.name));
      }

      const subCategoryIds = new Map<string, number>();
      const oldSubCategories = new Map(current.sub_categories.map((entry) => [lower(entry.name), entry.id]));
      for (const [index, name] of document.sub_categories.entries()) {
        const id = await writeSubCategory(
          db,
          hotelId,
          oldSubCategories.get(lower(name)) ?? null,
          { name },
          index,
        );
        subCategoryIds.set(lower(name), id);
        oldSubCategories.delete(lower(name));
      }

      const subCategoryNameOf = new Map(current.sub_categories.map((entry) => [entry.id, entry.name]));
      const itemKey = (subCategory: string | null, name: string) =>
        `${lower(subCategory ?? '')}\u0000${lower(name)}`;
      const oldItems = new Map(
        current.items.map((item) => [
          itemKey(
            item.sub_category === null ? null : (subCategoryNameOf.get(item.sub_category) ?? null),
            item.name,
          ),
          item,
        ]),
      );
      for (const [index, item] of document.items.entries()) {
        const key = itemKey(item.sub_category, item.name);
        const existing = oldItems.get(key);
        oldItems.delete(key);
        const input: ItemInput = {
          ...item,
          sub_category: item.sub_category === null ? null : subCategoryIds.get(lower(item.sub_category))!,
          locations: item.locations.map((name) => locationIds.get(lower(name))!),
          options: item.options.map((option) => {
            const oldOption = existing?.options.find(
              (candidate) => lower(candidate.name) === lower(option.name),
            );
            return {
              ...option,
              id: oldOption?.id,
              values: option.values.map((value) => ({
                ...value,
                id: oldOption?.values.find((candidate) => lower(candidate.name) === lower(value.name))?.id,
              })),
            };
          }),
        };
        await writeItem(db, hotelId, existing?.id ?? null, input, index);
      }

      for (const item of oldItems.values()) await removeItem(db, hotelId, item.id);
      // Forced: every item these served is now either re-linked by the file or removed above.
      for (const id of oldLocations.values()) await removeLocation(db, hotelId, id, { force: true });
      for (const id of oldSubCategories.values()) await removeSubCategory(db, hotelId, id, { force: true });
      return {
        locations: document.locations.length,
        sub_categories: document.sub_categories.length,
        items: document.items.length,
        removed_items: oldItems.size,
      };
    },
    log,
  );
}
