import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded pictures (dishes, logos), resized, in the database so every instance serves them. The key is
 * derived from the original's content and the variant, so a URL never changes meaning and can be cached
 * for a year; uploading the same picture twice stores it once.
 */
export const images = pgTable('images', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
