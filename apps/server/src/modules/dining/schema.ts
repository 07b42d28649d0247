import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@hotel/contracts/menu-admin';
import { hotels } from '../hotels/schema.ts';
import { guestSessions } from '../stays/schema.ts';
import { stays } from '../stays/schema.ts';

/** Restaurants, bars, pool deck…: where orders are served. Room service is not a row, it is a hotel flag. */
export const locations = pgTable('locations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  hotelId: integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  /** Local times in the hotel's time zone, per weekday; null when the hotel has not set them. */
  openingHours: jsonb().$type<OpeningHours>(),
  /** Removed from the menu but kept, because placed orders still point at it. */
  archived: boolean().notNull().default(false),
});

export const subCategories = pgTable('sub_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  hotelId: integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const diningItems = pgTable(
  'dining_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    subCategoryId: integer().references(() => subCategories.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Minor units (satang, cents). */
    priceMinor: bigint({ mode: 'number' }).notNull(),
    imageUrl: text(),
    available: boolean().notNull().default(true),
    /** Lower ranks show first among the dashboard's popular items; null is not popular. */
    popularRank: integer(),
    sortOrder: integer().notNull().default(0),
    /** Deleted from the menu but kept, because placed orders' lines still point at it. */
    archived: boolean().notNull().default(false),
  },
  (table) => [index('dining_items_hotel_idx').on(table.hotelId)],
);

/** Where an item is served. An item with no rows here is served everywhere. */
export const diningItemLocations = pgTable(
  'dining_item_locations',
  {
    diningItemId: integer()
      .notNull()
      .references(() => diningItems.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.diningItemId, table.locationId] })],
);

export const itemOptions = pgTable('item_options', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  diningItemId: integer()
    .notNull()
    .references(() => diningItems.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  required: boolean().notNull().default(false),
  multiple: boolean().notNull().default(false),
  minSelections: integer().notNull().default(0),
  maxSelections: integer(),
  sortOrder: integer().notNull().default(0),
});

export const optionValues = pgTable('option_values', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  optionId: integer()
    .notNull()
    .references(() => itemOptions.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  priceAdjustmentMinor: bigint({ mode: 'number' }).notNull().default(0),
  sortOrder: integer().notNull().default(0),
});

export const ORDER_STATUSES = [
  'pending',
  'in_progress',
  'ready',
  'completed',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    guestSessionId: integer().references(() => guestSessions.id, { onDelete: 'set null' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    /** Null is room service. */
    locationId: integer().references(() => locations.id, { onDelete: 'restrict' }),
    scheduledFor: timestamp({ withTimezone: true }),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    currencySymbol: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_stay_idx').on(table.stayId, table.createdAt),
    index('orders_hotel_status_idx').on(table.hotelId, table.status),
  ],
);

/** The chosen options as they were named and priced (minor units) when the order was placed. */
export type OrderLineOptionDetail = {
  id: number;
  name: string;
  values: { id: number; name: string; priceAdjustmentMinor: number }[];
};

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    diningItemId: integer()
      .notNull()
      .references(() => diningItems.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPriceMinor: bigint({ mode: 'number' }).notNull(),
    totalPriceMinor: bigint({ mode: 'number' }).notNull(),
    notes: text().notNull().default(''),
    optionDetails: jsonb().$type<OrderLineOptionDetail[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('order_lines_order_idx').on(table.orderId, table.id)],
);
