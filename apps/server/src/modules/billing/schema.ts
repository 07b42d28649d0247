import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from '../hotels/schema.ts';
import { stays } from '../auth/schema.ts';

export const CHARGE_SOURCES = ['order', 'activity_booking', 'adjustment'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

/** One line on the guest's bill. Void charges stay for the audit trail and count for nothing. */
export const charges = pgTable(
  'charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    source: text().$type<ChargeSource>().notNull(),
    sourceId: integer(),
    description: text().notNull(),
    amountMinor: integer().notNull(),
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('charges_stay_idx').on(table.stayId),
    index('charges_source_idx').on(table.source, table.sourceId),
  ],
);
