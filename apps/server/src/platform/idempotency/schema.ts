import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A creating POST's Idempotency-Key, written by the same statement as the record it created and pointing
 * at it, so a retry is answered with that record. `scope` names the caller (e.g. `stay:12`), so keys of
 * different guests never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    /** Hash of method, path and body: the same key with another request is refused, not replayed. */
    requestHash: text().notNull(),
    /** The id of the record the first request created (an order for `POST /api/orders/`). */
    resourceId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
