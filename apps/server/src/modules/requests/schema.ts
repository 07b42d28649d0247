import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from '../hotels/schema.ts';
import { stays } from '../stays/schema.ts';
import { staffMembers } from '../staff/schema.ts';
import type { ServiceRequestKind, ServiceRequestStatus } from '@hotel/contracts/requests';

// The contract holds the lists (the staff API returns them); the table only stores them.
export {
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestKind,
  type ServiceRequestStatus,
} from '@hotel/contracts/requests';

/** A task for staff, opened when a guest turns a request on. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    kind: text().$type<ServiceRequestKind>().notNull(),
    status: text().$type<ServiceRequestStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a staff member took the task: the queue stops re-alerting, and the response time is measured. */
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    closedByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('service_requests_hotel_status_idx').on(table.hotelId, table.status),
    // The per-day response times read a hotel's recent requests by creation time.
    index('service_requests_hotel_created_idx').on(table.hotelId, table.createdAt),
    // At most one open task per kind and stay: a guest turning on what is already on (two phones, a
    // retried request) cannot open a second one, even when two transactions race.
    uniqueIndex('service_requests_one_open_idx')
      .on(table.stayId, table.kind)
      .where(sql`${table.status} = 'open'`),
  ],
);
