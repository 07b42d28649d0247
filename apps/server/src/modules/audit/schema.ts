import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditActorKind, AuditKind } from '@hotel/contracts/audit';
import { hotels } from '../hotels/schema.ts';

/**
 * Who did what, when and from where, per hotel (docs/audit.md). Written in the same transaction as the
 * change it records; kept AUDIT_RETENTION_DAYS, then deleted by the retention job.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** staff (a console session), cli (an operator's command) or system (a scheduled job). */
    actorKind: text().$type<AuditActorKind>().notNull(),
    /**
     * The member who acted (a staff_members id); null for cli and system. No foreign key: the log is kept as it
     * was written (and the staff module, which records here, stays above this one), so `actorName` says who.
     */
    actorStaffMemberId: integer(),
    /** The actor's name (or email) when it happened, kept when the account is renamed or removed. */
    actorName: text().notNull(),
    /** One of AUDIT_KINDS (@hotel/contracts/audit). */
    kind: text().$type<AuditKind>().notNull(),
    /** What it was done to, in words staff read: 'Order #12', 'Room 101', 'Pad Thai'. */
    subject: text().notNull(),
    /** The change: before and after values, a reason, an amount. Never a password, token or key. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The client address of the request; null outside a request. */
    address: text(),
    requestId: text(),
  },
  (table) => [
    index('audit_events_hotel_time_idx').on(table.hotelId, table.occurredAt),
    index('audit_events_hotel_kind_idx').on(table.hotelId, table.kind, table.occurredAt),
    index('audit_events_hotel_actor_idx').on(table.hotelId, table.actorStaffMemberId, table.occurredAt),
  ],
);
