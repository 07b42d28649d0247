import type { FastifyRequest } from 'fastify';
import type { AuditActorKind, AuditKind } from '@hotel/contracts/audit';
import type { Database } from '../../platform/database/database.ts';
import { auditEvents } from './schema.ts';

/** Who did it: a console member (with the request's address and id), an operator's command, or a job. */
export interface AuditActor {
  kind: AuditActorKind;
  staffMemberId: number | null;
  name: string;
  address: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  kind: AuditKind;
  /** What it was done to, in words staff read: 'Order #12', 'Room 101', 'Pad Thai'. */
  subject: string;
  /** Before/after values, a reason, an amount. Never a password, token or key. */
  detail?: Record<string, unknown>;
}

/** The member behind a console request, where the request came from and its id. */
export function staffActor(
  request: FastifyRequest,
  staff: { staffMemberId: number; name: string },
): AuditActor {
  return {
    kind: 'staff',
    staffMemberId: staff.staffMemberId,
    name: staff.name,
    address: request.ip,
    requestId: String(request.id),
  };
}

/** An operator's CLI command. */
export const cliActor: AuditActor = {
  kind: 'cli',
  staffMemberId: null,
  name: 'Command line',
  address: null,
  requestId: null,
};

/** A scheduled job of the server (automatic erasure, retention). */
export function systemActor(job: string): AuditActor {
  return { kind: 'system', staffMemberId: null, name: job, address: null, requestId: null };
}

/**
 * Records one entry. Pass the transaction that makes the change, so the change and its record commit or roll
 * back together.
 */
export async function recordAudit(
  db: Database,
  hotelId: number,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditEvents).values({
    hotelId,
    actorKind: actor.kind,
    actorStaffMemberId: actor.staffMemberId,
    actorName: actor.name,
    kind: entry.kind,
    subject: entry.subject,
    detail: entry.detail ?? {},
    address: actor.address,
    requestId: actor.requestId,
  });
}
