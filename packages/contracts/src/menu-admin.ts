import { z } from 'zod';
import { userText, recordId } from './common.ts';
import { hasThreeDecimalsAtMost, MAX_AMOUNT } from './currency.ts';
import { WEEKDAYS, type OpeningHours as OpeningHoursShape, type Weekday } from './opening-hours.ts';

/**
 * The staff side of the menu: what the menu editor reads and sends, and the menu document that export
 * writes and import reads (the same shapes without ids, linked by name, so a menu moves between hotels
 * and reads well in version control). Prices travel as numbers with at most the hotel currency's decimals,
 * like the guest API; the server stores minor units (docs/decisions/0006, 0080).
 */

export { WEEKDAYS, type Weekday };

/** Largest price or adjustment, in major units: the product's one money limit (currency.ts MAX_AMOUNT). */
export const MAX_PRICE = MAX_AMOUNT;
export const MAX_ITEMS = 1_000;
export const MAX_OPTION_GROUPS = 20;
export const MAX_OPTION_VALUES = 50;
/** Uploaded images: larger files are refused before they are decoded. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Three decimals are the most any currency has (KWD, BHD…); the server holds each hotel to its own currency's.

function amount(label: string, options: { signed: boolean }) {
  return z
    .number({ error: `${label} must be a number` })
    .min(
      options.signed ? -MAX_PRICE : 0,
      options.signed ? `${label} is too low` : `${label} must not be negative`,
    )
    .max(MAX_PRICE, `${label} is too large`)
    .refine(hasThreeDecimalsAtMost, `${label} has more than three decimals`);
}

/** An uploaded image (/api/images/sized/…), a file the app serves (/media/…), or an https address. */
const imageUrl = z
  .string({ error: 'Image must be an address' })
  .max(500, 'Image address is too long')
  .regex(/^(\/[\w-]|https:\/\/)/, 'Image must be an uploaded image or an https address')
  .nullable()
  .default(null);

const clockTime = z
  .string({ error: 'Times are written HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM (00:00 to 23:59)');

/** One opening: `closes` before `opens` runs past midnight (a bar open 18:00–02:00). */
export const openingInterval = z
  .object({ opens: clockTime, closes: clockTime })
  .refine((interval) => interval.opens !== interval.closes, 'Opening and closing times must differ');
export type OpeningInterval = z.infer<typeof openingInterval>;

/** Per weekday, in the hotel's time zone; an empty day is closed. */
export const openingHours = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(openingInterval).max(4, 'At most 4 openings a day')]),
  ) as Record<Weekday, z.ZodArray<typeof openingInterval>>,
);
/** What the schema reads is the zod-free shape the guest app and the order check work with. */
export type OpeningHours = OpeningHoursShape;

const optionValueFields = {
  name: userText('Value name', { max: 100 }),
  description: userText('Value description', { max: 300, required: false }).default(''),
  price_adjustment: amount('Price adjustment', { signed: true }).default(0),
};

const optionGroupFields = {
  name: userText('Option name', { max: 100 }),
  description: userText('Option description', { max: 300, required: false }).default(''),
  required: z.boolean().default(false),
  multiple: z.boolean().default(false),
  min_selections: z.number().int('Minimum must be a whole number').min(0).max(MAX_OPTION_VALUES).default(0),
  max_selections: z
    .number()
    .int('Maximum must be a whole number')
    .min(1)
    .max(MAX_OPTION_VALUES)
    .nullable()
    .default(null),
};

type OptionGroupShape = {
  name: string;
  required: boolean;
  multiple: boolean;
  min_selections: number;
  max_selections: number | null;
  values: unknown[];
};

/** The rules a guest's choice is later checked against must be satisfiable. */
function checkOptionGroup(group: OptionGroupShape, context: z.RefinementCtx): void {
  const problem = (message: string, path: string) =>
    context.addIssue({ code: 'custom', message: `${group.name}: ${message}`, path: [path] });
  if (!group.multiple && group.min_selections > 1)
    problem('a single choice cannot ask for more than one selection', 'min_selections');
  if (!group.multiple && group.max_selections !== null && group.max_selections > 1)
    problem('a single choice allows one selection at most', 'max_selections');
  if (group.max_selections !== null && group.min_selections > group.max_selections)
    problem('the minimum is above the maximum', 'min_selections');
  if (group.min_selections > group.values.length)
    problem('the minimum asks for more selections than there are values', 'min_selections');
  if (group.min_selections > 0 && !group.required)
    problem('a minimum above 0 means the option is required; tick Required', 'required');
}

function checkUniqueNames(names: string[], what: string, context: z.RefinementCtx, path: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key))
      context.addIssue({ code: 'custom', message: `${what} "${name}" appears twice`, path: [path] });
    seen.add(key);
  }
}

// ---------------------------------------------------------------------------------------------------
// The editor's calls (ids link things)

export const optionValueInput = z.object({
  id: recordId.optional(),
  ...optionValueFields,
});
export const optionGroupInput = z
  .object({
    id: recordId.optional(),
    ...optionGroupFields,
    values: z
      .array(optionValueInput)
      .min(1, 'An option needs at least one value')
      .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values`),
  })
  .superRefine((group, context) => {
    checkOptionGroup(group, context);
    checkUniqueNames(
      group.values.map((value) => value.name),
      'Value',
      context,
      'values',
    );
  });
export type OptionGroupInput = z.input<typeof optionGroupInput>;

export const menuItemInput = z
  .object({
    name: userText('Name', { max: 100 }),
    description: userText('Description', { max: 1000, required: false }).default(''),
    price: amount('Price', { signed: false }),
    image_url: imageUrl,
    sub_category: recordId.nullable().default(null),
    /** Location ids; empty: served everywhere. */
    locations: z.array(recordId).max(100).default([]),
    popular: z.boolean().default(false),
    available: z.boolean().default(true),
    options: z
      .array(optionGroupInput)
      .max(MAX_OPTION_GROUPS, `At most ${MAX_OPTION_GROUPS} options`)
      .default([]),
  })
  .superRefine((item, context) =>
    checkUniqueNames(
      item.options.map((option) => option.name),
      'Option',
      context,
      'options',
    ),
  );
export type MenuItemInput = z.input<typeof menuItemInput>;

export const availabilityChange = z.object({
  available: z.boolean({ error: 'available must be true or false' }),
});

export const locationInput = z.object({
  name: userText('Name', { max: 100 }),
  description: userText('Description', { max: 500, required: false }).default(''),
  opening_hours: openingHours.nullable().default(null),
});
export type LocationInput = z.input<typeof locationInput>;

export const subCategoryInput = z.object({ name: userText('Name', { max: 100 }) });

export const MENU_LISTS = ['locations', 'sub-categories', 'items'] as const;
export const menuOrderParams = z.object({ list: z.enum(MENU_LISTS, { error: 'Unknown list' }) });
/** Every id of the list, in the new order. */
export const menuOrderChange = z.object({
  ids: z.array(recordId).min(1).max(MAX_ITEMS),
});

const staffOptionValue = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_adjustment: z.number(),
});
const staffOptionGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  min_selections: z.number(),
  max_selections: z.number().nullable(),
  values: z.array(staffOptionValue),
});
export const staffMenuItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image_url: z.string().nullable(),
  sub_category: z.number().nullable(),
  locations: z.array(z.number()),
  popular: z.boolean(),
  available: z.boolean(),
  options: z.array(staffOptionGroup),
});
export type StaffMenuItem = z.infer<typeof staffMenuItem>;
export const staffLocation = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  opening_hours: openingHours.nullable(),
});
export type StaffLocation = z.infer<typeof staffLocation>;
export const staffSubCategory = z.object({ id: z.number(), name: z.string() });
export type StaffSubCategory = z.infer<typeof staffSubCategory>;

/** GET /api/staff/menu/: everything the editor shows, sold-out items included, in menu order. */
export const staffMenu = z.object({
  currency_symbol: z.string(),
  currency_code: z.string(),
  timezone: z.string(),
  room_service_enabled: z.boolean(),
  locations: z.array(staffLocation),
  sub_categories: z.array(staffSubCategory),
  items: z.array(staffMenuItem),
});
export type StaffMenu = z.infer<typeof staffMenu>;

export const imageUploadResponse = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------------
// The menu document (export / import): names link things, ids stay behind

export const MENU_DOCUMENT_FORMAT = 'hotel-menu';
export const MENU_DOCUMENT_VERSION = 1;

const documentOptionGroup = z
  .object({
    ...optionGroupFields,
    values: z
      .array(z.object(optionValueFields))
      .min(1, 'An option needs at least one value')
      .max(MAX_OPTION_VALUES),
  })
  .superRefine((group, context) => {
    checkOptionGroup(group, context);
    checkUniqueNames(
      group.values.map((value) => value.name),
      'Value',
      context,
      'values',
    );
  });

export const menuDocumentItem = z
  .object({
    name: userText('Name', { max: 100 }),
    description: userText('Description', { max: 1000, required: false }).default(''),
    price: amount('Price', { signed: false }),
    image_url: imageUrl,
    /** A name from `sub_categories`, or null. */
    sub_category: z.string().max(100).nullable().default(null),
    /** Names from `locations`; empty: served everywhere. */
    locations: z.array(z.string().max(100)).max(100).default([]),
    popular: z.boolean().default(false),
    available: z.boolean().default(true),
    options: z.array(documentOptionGroup).max(MAX_OPTION_GROUPS).default([]),
  })
  .superRefine((item, context) =>
    checkUniqueNames(
      item.options.map((option) => option.name),
      'Option',
      context,
      'options',
    ),
  );

/**
 * The document's records without the rules across them. The export answers with this shape: it
 * describes the menu as it is and never fails on it; the editor keeps the names unique that
 * `menuDocument` (the import) requires, so an exported menu imports again.
 */
export const menuExport = z.object({
  format: z.literal(MENU_DOCUMENT_FORMAT, { error: `format must be "${MENU_DOCUMENT_FORMAT}"` }),
  version: z.literal(MENU_DOCUMENT_VERSION, { error: `version must be ${MENU_DOCUMENT_VERSION}` }),
  locations: z.array(locationInput).max(100).default([]),
  sub_categories: z
    .array(userText('Sub-category', { max: 100 }))
    .max(200)
    .default([]),
  items: z.array(menuDocumentItem).max(MAX_ITEMS, `At most ${MAX_ITEMS} items`).default([]),
});

export const menuDocument = menuExport.superRefine((menu, context) => {
  checkUniqueNames(
    menu.locations.map((location) => location.name),
    'Location',
    context,
    'locations',
  );
  checkUniqueNames(menu.sub_categories, 'Sub-category', context, 'sub_categories');
  const locationNames = new Set(menu.locations.map((location) => location.name.toLowerCase()));
  const subCategoryNames = new Set(menu.sub_categories.map((name) => name.toLowerCase()));
  const itemKeys = new Set<string>();
  menu.items.forEach((item, index) => {
    const path = ['items', index];
    if (item.sub_category !== null && !subCategoryNames.has(item.sub_category.toLowerCase()))
      context.addIssue({
        code: 'custom',
        message: `${item.name}: sub-category "${item.sub_category}" is not in sub_categories`,
        path: [...path, 'sub_category'],
      });
    for (const location of item.locations)
      if (!locationNames.has(location.toLowerCase()))
        context.addIssue({
          code: 'custom',
          message: `${item.name}: location "${location}" is not in locations`,
          path: [...path, 'locations'],
        });
    // Items are matched by sub-category and name on import, so that pair must be unique.
    const key = `${item.sub_category?.toLowerCase() ?? ''}\u0000${item.name.toLowerCase()}`;
    if (itemKeys.has(key))
      context.addIssue({
        code: 'custom',
        message: `${item.name}: appears twice in the same sub-category`,
        path: [...path, 'name'],
      });
    itemKeys.add(key);
  });
});
export type MenuDocument = z.infer<typeof menuDocument>;
export type MenuDocumentInput = z.input<typeof menuDocument>;

/** A refused import: every problem of the file, each with where it is (absent for a body that is not JSON). */
export const menuImportProblems = z.object({
  detail: z.string(),
  code: z.string().optional(),
  problems: z.array(z.string()).optional(),
});

export const menuImportResult = z.object({
  locations: z.number(),
  sub_categories: z.number(),
  items: z.number(),
  /** Items of the old menu that were removed (kept out of sight when placed orders point at them). */
  removed_items: z.number(),
});
export type MenuImportResult = z.infer<typeof menuImportResult>;

/** "items[3].options[0].values: …" from a zod issue path: where in the file a problem is. */
export function describeIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number'
        ? `${text}[${segment}]`
        : text
          ? `${text}.${String(segment)}`
          : String(segment),
    '',
  );
}
