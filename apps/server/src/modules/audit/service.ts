import {
  AUDIT_PAGE_SIZE,
  type AuditEntryView,
  type AuditListQuery,
  type AuditPage,
} from '@hotel/contracts/audit';
import type { AppContext } from '../../platform/context.ts';
import { addDays, dateInZone, timeInZone, zonedToInstant } from '../../platform/time.ts';
import {
  deleteAuditEventsBefore,
  listAuditEvents,
  type AuditEventRow,
  type AuditFilter,
} from './repository.ts';

/** Who reads the log: a manager's session, in their hotel and its time zone (the staff principal has these). */
export interface AuditReader {
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
}

/** The reader's filters in the reader's hotel; a day is the hotel's calendar day, in its time zone. */
function filterOf(staff: AuditReader, query: AuditListQuery): AuditFilter {
  return {
    hotelId: staff.hotelId,
    actorStaffMemberId: query.actor,
    kind: query.kind,
    beforeId: query.before,
    ...(query.day && {
      from: zonedToInstant(query.day, '00:00', staff.timezone),
      until: zonedToInstant(addDays(query.day, 1), '00:00', staff.timezone),
    }),
  };
}

function toEntry(row: AuditEventRow): AuditEntryView {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor: { kind: row.actorKind, name: row.actorName, staff_member_id: row.actorStaffMemberId },
    kind: row.kind,
    subject: row.subject,
    detail: row.detail,
    address: row.address,
  };
}

/** One page, newest first; `next_before` continues it. */
export async function listAudit(
  ctx: Pick<AppContext, 'db'>,
  staff: AuditReader,
  query: AuditListQuery,
): Promise<AuditPage> {
  // One more than a page says whether another page follows, without a count.
  const rows = await listAuditEvents(ctx.db, filterOf(staff, query), AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(toEntry),
    next_before: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/** The export's columns, in order (docs/audit.md). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'occurred_at_utc',
  'hotel_time',
  'actor_kind',
  'actor_name',
  'actor_staff_member_id',
  'kind',
  'subject',
  'detail',
  'address',
] as const;

/**
 * An export stops here: a year of a busy hotel is far less, and a bigger answer belongs to a database dump,
 * not a spreadsheet. The last line says so when the cap cut the export short.
 */
export const AUDIT_CSV_MAX_ROWS = 200_000;
const CSV_BATCH = 1_000;

/**
 * One CSV cell: quoted always (commas, quotes and line breaks inside stay in the cell), and a text a
 * spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) starts with an
 * apostrophe, so opening the export never runs what a guest or staff member typed.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The filtered entries as CSV lines, newest first, read a batch at a time so memory stays flat. Starts with
 * a byte-order mark: spreadsheet apps then read the file as UTF-8 (names in Thai, Arabic, Portuguese).
 */
export async function* auditCsv(
  ctx: Pick<AppContext, 'db'>,
  staff: AuditReader,
  query: Omit<AuditListQuery, 'before'>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([...AUDIT_CSV_COLUMNS])}`;
  const filter = filterOf(staff, query);
  let written = 0;
  for (;;) {
    const batchSize = Math.min(CSV_BATCH, AUDIT_CSV_MAX_ROWS - written);
    const rows = await listAuditEvents(ctx.db, filter, batchSize);
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine([
        row.id,
        row.occurredAt.toISOString(),
        `${dateInZone(row.occurredAt, staff.timezone)} ${timeInZone(row.occurredAt, staff.timezone)}`,
        row.actorKind,
        row.actorName,
        row.actorStaffMemberId,
        row.kind,
        row.subject,
        Object.keys(row.detail).length > 0 ? JSON.stringify(row.detail) : '',
        row.address,
      ]);
    }
    if (chunk) yield chunk;
    written += rows.length;
    if (rows.length < batchSize) return;
    if (written >= AUDIT_CSV_MAX_ROWS) {
      yield csvLine([`Export stopped after ${AUDIT_CSV_MAX_ROWS} rows: narrow the filters for the rest.`]);
      return;
    }
    filter.beforeId = rows[rows.length - 1]!.id;
  }
}

const RETENTION_BATCH = 5_000;

/**
 * Deletes every entry older than AUDIT_RETENTION_DAYS, in batches; returns how many went. Idempotent, so
 * every instance may run it at the same time: a row deleted by one is simply not found by the other.
 */
export async function purgeExpiredAudit(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  now: Date = ctx.now(),
): Promise<number> {
  const olderThan = new Date(now.getTime() - ctx.config.AUDIT_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteAuditEventsBefore(ctx.db, olderThan, RETENTION_BATCH);
    total += deleted;
    if (deleted < RETENTION_BATCH) return total;
  }
}
