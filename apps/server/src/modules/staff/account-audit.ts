import type { FastifyRequest } from 'fastify';
import type { StaffAccountCreated, StaffAccountUpdate, StaffMember } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import type { StaffPrincipal } from './principal.ts';
import { findSignInLockout, findStaffMember } from './repository.ts';

/**
 * The audit log's entries for the Staff accounts screen (docs/audit.md), recorded after each change
 * committed. Never a password: a reset says only that it happened.
 */

function record(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  staff: StaffPrincipal,
  entry: Parameters<typeof recordAudit>[3],
) {
  return recordAudit(ctx.db, staff.hotelId, staffActor(request, staff), entry);
}

export async function recordMemberAdded(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  staff: StaffPrincipal,
  added: StaffAccountCreated,
): Promise<StaffAccountCreated> {
  await record(ctx, request, staff, {
    kind: added.existing_account ? 'staff.membership_added' : 'staff.account_created',
    subject: added.name,
    detail: {
      email: added.email,
      role: added.role,
      ...(added.role === 'kitchen' && { location_scope: added.location_scope }),
    },
  });
  return added;
}

/** The member as it stands, to compare with after a change. */
export async function memberBefore(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  staffMemberId: number,
) {
  return findStaffMember(ctx.db, staff.hotelId, staffMemberId);
}

export async function recordMemberChanged(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  staff: StaffPrincipal,
  before: Awaited<ReturnType<typeof memberBefore>>,
  after: StaffMember,
  input: StaffAccountUpdate,
): Promise<StaffMember> {
  const was = before && {
    name: before.name,
    role: before.role,
    active: before.active,
    location_scope: before.locationScope,
  };
  const detail: Record<string, unknown> = {};
  for (const field of ['name', 'role', 'active', 'location_scope'] as const) {
    if (input[field] === undefined) continue;
    if (JSON.stringify(was?.[field]) !== JSON.stringify(after[field]))
      detail[field] = { before: was?.[field] ?? null, after: after[field] };
  }
  // Saved without a change (the same role again): nothing happened, nothing to record.
  if (Object.keys(detail).length > 0)
    await record(ctx, request, staff, { kind: 'staff.account_changed', subject: after.name, detail });
  return after;
}

export async function recordPasswordReset(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  staff: StaffPrincipal,
  member: StaffMember,
): Promise<StaffMember> {
  await record(ctx, request, staff, {
    kind: 'staff.password_reset',
    subject: member.name,
    detail: { email: member.email },
  });
  return member;
}

/** Read before the pause is cleared: whose it was and from where. */
export async function pauseBefore(ctx: Pick<AppContext, 'db'>, staff: StaffPrincipal, lockoutId: number) {
  return findSignInLockout(ctx.db, staff.hotelId, lockoutId);
}

export async function recordPauseCleared(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  staff: StaffPrincipal,
  pause: Awaited<ReturnType<typeof pauseBefore>>,
): Promise<void> {
  if (!pause) return;
  await record(ctx, request, staff, {
    kind: 'staff.sign_in_pause_cleared',
    subject: pause.account.name,
    detail: { email: pause.account.email, pause: pause.lockout.kind, address: pause.lockout.address },
  });
}
