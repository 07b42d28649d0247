import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffPushTopic } from '@hotel/contracts/push';
import { hotels } from '../hotels/schema.ts';
import { staffMembers } from '../staff/schema.ts';
import { guestSessions, stays } from '../stays/schema.ts';

/**
 * A device that receives Web Push (docs/push.md): a guest's phone for one stay, or a staff member's device
 * for one hotel membership, never both. One row per endpoint: a device that subscribes again (another stay, another
 * member) takes the row over. A guest's row ends with its session's sign-out and with the stay's check-out; a push
 * service that answers 404 or 410 for the endpoint ends it too.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer().references(() => stays.id, { onDelete: 'cascade' }),
    /** The guest session that subscribed: its sign-out ends this phone's row and leaves the stay's other phones. */
    guestSessionId: integer().references(() => guestSessions.id, { onDelete: 'cascade' }),
    staffMemberId: integer().references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The push service's address for the device. */
    endpoint: text().notNull().unique(),
    /** The device's P-256 public key and authentication secret (base64url), which encrypt each message. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** A staff device's queues (STAFF_PUSH_TOPICS); empty for a guest's. */
    topics: text()
      .array()
      .$type<StaffPushTopic[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a push service last accepted a message for it. */
    lastDeliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('push_subscriptions_stay_idx').on(table.stayId),
    index('push_subscriptions_guest_session_idx').on(table.guestSessionId),
    index('push_subscriptions_staff_idx').on(table.hotelId, table.staffMemberId),
    // A stay's row always names the session that subscribed; a member's never does.
    check(
      'push_subscriptions_one_owner',
      sql`(${table.stayId} is null) <> (${table.staffMemberId} is null) and (${table.stayId} is null) = (${table.guestSessionId} is null)`,
    ),
  ],
);
