/**
 * The audit log's vocabulary (docs/audit.md): what kinds of change are recorded and who can have made them.
 * One list: the server records only these kinds, the console filters by them, the CSV names them.
 */

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
