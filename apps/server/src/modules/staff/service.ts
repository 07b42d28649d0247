import type { FastifyBaseLogger } from 'fastify';
import {
  permissionsOfRole,
  type StaffAccountCreate,
  type StaffAccountUpdate,
  type StaffLoginRequest,
  type StaffMember,
  type StaffSessionResponse,
  type StaffSignInLockout,
} from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { announceSessionEnded } from '../../platform/live/publish.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { generateToken, hashToken } from '../../platform/security/tokens.ts';
import type { StaffPrincipal } from './principal.ts';
import { findHotelById, lockHotelRow } from '../hotels/index.ts';
import type { DeviceAccount } from './device-proof.ts';
import { ACCESS_CHANGED, csrfTokenFor, forgetCachedStaffMember, forgetCachedStaffSession } from './guard.ts';
import type { SignInAttempt, StaffLoginThrottle } from './login-throttle.ts';
import { publishStaffUpdate } from './publish.ts';
import {
  clearSignInLockouts,
  countActiveManagers,
  findSignInLockout,
  listActiveSignInLockouts,
  recordSignInLockout,
  type SignInLockoutRow,
  findStaffByEmail,
  findStaffMember,
  insertStaffMember,
  insertStaffSession,
  listStaffMembers,
  revokeSessionsOfMember,
  revokeStaffSession,
  updateStaffMember,
  type StaffMemberRow,
} from './repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export const INVALID_STAFF_CREDENTIALS = 'Email or password is incorrect.';
export const ACCOUNT_NOT_FOUND = 'No such staff account in this hotel.';
export const LOCKOUT_NOT_FOUND = 'No such sign-in pause in this hotel.';

/** The kinds of lock-out a new password ends (the address's count over every account stays). */
const ACCOUNT_LOCKOUT_KINDS = ['account_and_address', 'account_unknown_devices'] as const;

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
const decoyHash = hashPassword('decoy-password-for-timing');

export function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    location_scope: row.locationScope ?? null,
  };
}

export async function staffSessionView(
  ctx: Pick<AppContext, 'db'>,
  session: { hotelId: number; staffMemberId: number; expiresAt: Date },
  token: string,
): Promise<StaffSessionResponse> {
  const [member, hotel] = await Promise.all([
    findStaffMember(ctx.db, session.hotelId, session.staffMemberId),
    findHotelById(ctx.db, session.hotelId),
  ]);
  if (!member || !hotel) throw notFound(ACCOUNT_NOT_FOUND);
  return {
    staff: toStaffMember(member),
    hotel: {
      unique_id: hotel.uniqueId,
      name: hotel.name,
      timezone: hotel.timezone,
      currency_symbol: hotel.currencySymbol,
      primary_color: hotel.primaryColor,
      small_logo_url: hotel.smallLogoUrl,
      request_realert_seconds: hotel.requestRealertSeconds,
      order_lead_minutes: hotel.orderLeadMinutes,
    },
    permissions: permissionsOfRole(member.role),
    csrf_token: csrfTokenFor(token),
    expires_at: session.expiresAt.toISOString(),
  };
}

/**
 * Sign-in (decision 0145): the throttle judges the attempt by its address and, when the browser proves
 * it signed in to this account before, by that device alone. A failure that starts a wait is recorded
 * for the account's managers; the right password clears this address's (or device's) count.
 */
export async function loginStaff(
  ctx: AppContext,
  throttle: StaffLoginThrottle,
  input: StaffLoginRequest,
  client: { address: string; deviceOf(account: DeviceAccount): string | null },
  log: Log,
) {
  const found = await findStaffByEmail(ctx.db, input.email);
  const account = found ? { id: found.staff.id, passwordHash: found.staff.passwordHash } : null;
  const attempt: SignInAttempt = {
    email: input.email,
    address: client.address,
    account,
    device: account ? client.deviceOf(account) : null,
  };
  await throttle.assertAllowed(attempt);
  const passwordOk = await verifyPassword(input.password, found?.staff.passwordHash ?? (await decoyHash));
  if (!found || !passwordOk || !found.staff.active) {
    const started = await throttle.recordFailure(attempt, log);
    if (found && started.length > 0) await recordLockouts(ctx, found.staff, started, log);
    // A deactivated account gets the same answer: the sign-in form must not confirm who works here.
    throw new HttpError(401, INVALID_STAFF_CREDENTIALS, 'invalid_credentials');
  }
  await throttle.recordSuccess(attempt);
  if (!attempt.device)
    await clearSignInLockouts(
      ctx.db,
      { staffMemberId: found.staff.id, kinds: ['account_and_address'], address: client.address },
      ctx.now(),
    );
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.STAFF_SESSION_IDLE_MINUTES * 60_000);
  const session = { staffMemberId: found.staff.id, hotelId: found.staff.hotelId, expiresAt };
  await insertStaffSession(ctx.db, { ...session, tokenHash: hashToken(token) });
  return {
    token,
    expiresAt,
    device: { account: account!, id: attempt.device },
    hotel_unique_id: found.hotelUniqueId,
    ...(await staffSessionView(ctx, session, token)),
  };
}

async function recordLockouts(
  ctx: AppContext,
  member: StaffMemberRow,
  started: Awaited<ReturnType<StaffLoginThrottle['recordFailure']>>,
  log: Log,
) {
  const now = ctx.now().getTime();
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  for (const lockout of started)
    await recordSignInLockout(
      ctx.db,
      {
        hotelId: member.hotelId,
        staffMemberId: member.id,
        kind: lockout.kind,
        address: lockout.address,
        failures: lockout.failures,
        lockedUntil: new Date(now + lockout.waitMs),
      },
      new Date(now - windowMs),
    );
  // The managers' account screens show it at once.
  await publishStaffUpdate(
    ctx,
    member.hotelId,
    { topic: 'staff', action: 'sign_in_paused', id: member.id },
    log,
  );
}

function toSignInLockout(row: SignInLockoutRow): StaffSignInLockout {
  return {
    id: row.id,
    staff_member_id: row.staffMemberId,
    kind: row.kind,
    address: row.address,
    failures: row.failures,
    locked_until: row.lockedUntil.toISOString(),
  };
}

export async function listSignInLockouts(ctx: Pick<AppContext, 'db' | 'now'>, staff: StaffPrincipal) {
  return (await listActiveSignInLockouts(ctx.db, staff.hotelId, ctx.now())).map(toSignInLockout);
}

/** A manager's "Clear": the count behind the pause starts afresh and the record is closed. */
export async function clearSignInLockout(
  ctx: AppContext,
  throttle: StaffLoginThrottle,
  staff: StaffPrincipal,
  lockoutId: number,
) {
  const lockout = await findSignInLockout(ctx.db, staff.hotelId, lockoutId);
  const member = lockout && (await findStaffMember(ctx.db, staff.hotelId, lockout.staffMemberId));
  if (!lockout || !member) throw notFound(LOCKOUT_NOT_FOUND, 'not_found');
  await throttle.clear(lockout, member);
  await clearSignInLockouts(ctx.db, { id: lockout.id }, ctx.now());
}

/**
 * Revokes sessions, drops them from this instance's cache, and on every instance from the cache and their
 * sockets (the session-ended event).
 */
async function endSessions(
  ctx: Pick<AppContext, 'bus'>,
  hotelId: number,
  sessions: { id: number; tokenHash: string }[],
  log: Log,
) {
  for (const session of sessions) {
    forgetCachedStaffSession(ctx, session.tokenHash);
    await announceSessionEnded(ctx, { hotelId, stayId: null, sessionId: session.id }, log);
  }
}

export async function logoutStaff(ctx: AppContext, staff: StaffPrincipal, token: string, log: Log) {
  await revokeStaffSession(ctx.db, staff.sessionId, ctx.now());
  await endSessions(ctx, staff.hotelId, [{ id: staff.sessionId, tokenHash: hashToken(token) }], log);
}

export async function changeOwnPassword(
  ctx: AppContext,
  staff: StaffPrincipal,
  input: { current_password: string; new_password: string },
  log: Log,
) {
  const member = await findStaffMember(ctx.db, staff.hotelId, staff.staffMemberId);
  if (!member) throw notFound(ACCOUNT_NOT_FOUND);
  if (!(await verifyPassword(input.current_password, member.passwordHash)))
    throw badRequest('The current password is not right.', 'wrong_password');
  await updateStaffMember(ctx.db, staff.hotelId, member.id, {
    passwordHash: await hashPassword(input.new_password),
  });
  // Whoever else knew the old password is signed out everywhere; this console stays signed in.
  const ended = await revokeSessionsOfMember(ctx.db, member.id, ctx.now(), staff.sessionId);
  await endSessions(ctx, staff.hotelId, ended, log);
  // The sign-in counts of the old password no longer apply (they carry its generation).
  await clearSignInLockouts(ctx.db, { staffMemberId: member.id, kinds: ACCOUNT_LOCKOUT_KINDS }, ctx.now());
}

export async function listAccounts(ctx: Pick<AppContext, 'db'>, staff: StaffPrincipal) {
  return (await listStaffMembers(ctx.db, staff.hotelId)).map(toStaffMember);
}

export async function createAccount(ctx: AppContext, staff: StaffPrincipal, input: StaffAccountCreate) {
  const created = await insertStaffMember(ctx.db, {
    hotelId: staff.hotelId,
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    locationScope: input.role === 'kitchen' ? input.location_scope : null,
  });
  if (!created) throw conflict('An account with this email already exists.', 'email_taken');
  return toStaffMember(created);
}

/**
 * Role, name, scope and the active flag. The hotel keeps at least one active manager, and nobody
 * deactivates themselves (both would lock the hotel out of its own console). Changes to one hotel's
 * accounts are serialised on the hotel's row, so two managers demoting each other cannot both succeed.
 */
export async function updateAccount(
  ctx: AppContext,
  staff: StaffPrincipal,
  staffMemberId: number,
  input: StaffAccountUpdate,
  log: Log,
) {
  const { member, ended, accessChanged } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockHotelRow(db, staff.hotelId);
    const current = await findStaffMember(db, staff.hotelId, staffMemberId);
    if (!current) throw notFound(ACCOUNT_NOT_FOUND);
    if (staffMemberId === staff.staffMemberId && input.active === false)
      throw badRequest('You cannot deactivate your own account.', 'own_account');
    const role = input.role ?? current.role;
    const active = input.active ?? current.active;
    const losesManager = current.role === 'manager' && current.active && (role !== 'manager' || !active);
    if (losesManager && (await countActiveManagers(db, staff.hotelId)) <= 1)
      throw conflict('The hotel needs at least one active manager.', 'last_manager');
    const scope = input.location_scope === undefined ? current.locationScope : input.location_scope;
    const updated = await updateStaffMember(db, staff.hotelId, staffMemberId, {
      ...(input.name !== undefined && { name: input.name }),
      role,
      active,
      locationScope: role === 'kitchen' ? scope : null,
    });
    const endedSessions = active ? [] : await revokeSessionsOfMember(db, staffMemberId, ctx.now());
    const accessChanged =
      role !== current.role ||
      active !== current.active ||
      JSON.stringify(updated!.locationScope) !== JSON.stringify(current.locationScope);
    return { member: updated!, ended: endedSessions, accessChanged };
  });
  await endSessions(ctx, staff.hotelId, ended, log);
  if (accessChanged) {
    // The member's next request is judged by the new role, here and (through the bus) on every instance.
    forgetCachedStaffMember(ctx, staff.hotelId, staffMemberId);
    await publishStaffUpdate(
      ctx,
      staff.hotelId,
      { topic: 'staff', action: ACCESS_CHANGED, id: staffMemberId },
      log,
    );
  }
  return toStaffMember(member);
}

export async function resetPassword(
  ctx: AppContext,
  staff: StaffPrincipal,
  staffMemberId: number,
  newPassword: string,
  log: Log,
) {
  return setAccountPassword(ctx, staff.hotelId, staffMemberId, newPassword, log);
}

/**
 * A new password for one account of a hotel (a manager's reset, the CLI's reset-password): its sessions end on
 * every instance and its sign-in pauses are over.
 */
export async function setAccountPassword(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  hotelId: number,
  staffMemberId: number,
  newPassword: string,
  log: Log,
) {
  const updated = await updateStaffMember(ctx.db, hotelId, staffMemberId, {
    passwordHash: await hashPassword(newPassword),
  });
  if (!updated) throw notFound(ACCOUNT_NOT_FOUND);
  const ended = await revokeSessionsOfMember(ctx.db, staffMemberId, ctx.now());
  await endSessions(ctx, hotelId, ended, log);
  // Its sign-in counts start afresh (they carry the password's generation); the pauses are over.
  await clearSignInLockouts(ctx.db, { staffMemberId, kinds: ACCOUNT_LOCKOUT_KINDS }, ctx.now());
  return toStaffMember(updated);
}
