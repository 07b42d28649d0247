import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditKind } from '@hotel/contracts/audit';
import type { Database } from '../../platform/database/database.ts';
import { auditEvents } from './schema.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** What a reader narrows the log to; `from`/`until` bound one day of the hotel's calendar. */
export interface AuditFilter {
  hotelId: number;
  actorStaffMemberId?: number | undefined;
  kind?: AuditKind | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  /** Only entries older than this id (the next page, newest first). */
  beforeId?: number | undefined;
}

function conditionsOf(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [eq(auditEvents.hotelId, filter.hotelId)];
  if (filter.actorStaffMemberId !== undefined)
    conditions.push(eq(auditEvents.actorStaffMemberId, filter.actorStaffMemberId));
  if (filter.kind !== undefined) conditions.push(eq(auditEvents.kind, filter.kind));
  if (filter.from !== undefined) conditions.push(gte(auditEvents.occurredAt, filter.from));
  if (filter.until !== undefined) conditions.push(lt(auditEvents.occurredAt, filter.until));
  if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
  return conditions;
}

/**
 * Newest first by id: ids grow with time within one database, and a stable order lets a page continue where
 * the last one ended even while new entries arrive.
 */
export async function listAuditEvents(
  db: Database,
  filter: AuditFilter,
  limit: number,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditionsOf(filter)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

/**
 * Deletes entries that occurred before `olderThan`, at most `batch` at a time (a short lock per batch);
 * returns how many went.
 */
export async function deleteAuditEventsBefore(db: Database, olderThan: Date, batch: number): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(
      inArray(
        auditEvents.id,
        db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(lt(auditEvents.occurredAt, olderThan))
          .limit(batch),
      ),
    )
    .returning({ id: auditEvents.id });
  return deleted.length;
}
