import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a creating POST, kept under the client's Idempotency-Key so a retry gets it back.
 * `scope` names the caller (e.g. `stay:12`), so keys of different guests never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    /** Hash of method, path and body: the same key with another request is refused, not replayed. */
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
