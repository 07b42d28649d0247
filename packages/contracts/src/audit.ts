/**
 * The audit log's vocabulary (docs/audit.md): what kinds of change are recorded and who can have made them.
 * One list: the server records only these kinds, the console filters by them, the CSV names them.
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

export const AUDIT_ACTOR_KINDS = ['staff', 'cli', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_KINDS = [
  'order.status_changed',
  'order.cancelled',
  'booking.status_changed',
  'booking.cancelled',
  'request.status_changed',
  'menu.item_changed',
  'menu.availability_changed',
  'activity.changed',
  'content.changed',
  'settings.changed',
  'staff.account_created',
  'staff.account_changed',
  'staff.membership_added',
  'staff.password_reset',
  'staff.sign_in_pause_cleared',
  'folio.correction',
  'folio.payment_recorded',
  'folio.refund',
  'stay.checked_out',
  'stay.checked_out_with_override',
  'translation.saved',
  'guest_data.exported',
  'guest_data.erased',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** GET /api/staff/audit/ and its CSV export: who (a member of the hotel), which kind, which day (hotel time). */
export const auditListQuery = z.object({
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  day: isoDate.optional(),
  /** The page after: entries older than this id (the last id of the page before). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditActor = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  /** The name (or email) when it happened, kept when the account is renamed or removed. */
  name: z.string(),
  /** The member who acted; null for the command line, a job, or a member since removed. */
  staff_member_id: z.number().int().nullable(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  actor: auditActor,
  kind: z.enum(AUDIT_KINDS),
  subject: z.string(),
  /** Before and after values, a reason, an amount: never a secret. */
  detail: z.record(z.string(), z.unknown()),
  /** The client address of the request; null for the command line and jobs. */
  address: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** The `before` of the next page; null when this page is the last. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** Newest first, this many per page. */
export const AUDIT_PAGE_SIZE = 100;
