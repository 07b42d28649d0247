import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from '../hotels/schema.ts';
import { stays } from '../stays/schema.ts';
import type { NotificationType } from '@hotel/contracts/live';

// The contract is the one list: the guest app colours its panel by it.
export { NOTIFICATION_TYPES, type NotificationType } from '@hotel/contracts/live';

/**
 * How a notice is worded when it is read (decision 0112): keys of the UI catalogues and their parameters,
 * so a guest who changes language reads earlier notifications in the new one. `title`/`message` columns
 * keep the English wording for a key a catalogue lacks.
 */
export interface NoticeWording {
  title: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Ids and the status the guest app navigates by, and the wording; each producer writes its own ids. */
export interface NotificationData {
  [field: string]: string | number | null | NoticeWording | undefined;
  wording?: NoticeWording;
}

/** Stored before it is pushed, so a phone that slept fetches what it missed. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    /** Ids the guest app navigates by (order_id, booking_id, conversation_id…) and the status. */
    data: jsonb().$type<NotificationData>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_stay_idx').on(table.stayId, table.id)],
);
