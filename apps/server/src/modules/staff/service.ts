import type { FastifyBaseLogger } from 'fastify';
import {
  permissionsOfRole,
  type StaffAccountCreate,
  type StaffAccountUpdate,
  type StaffLoginRequest,
  type StaffMember,
  type StaffSessionResponse,
} from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { announceSessionEnded } from '../../platform/live/publish.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { generateToken, hashToken } from '../../platform/security/tokens.ts';
import type { StaffPrincipal } from './principal.ts';
import { findHotelById, lockHotelRow } from '../hotels/index.ts';
import { csrfTokenFor, forgetCachedStaffSession } from './guard.ts';
import type { StaffLoginThrottle } from './login-throttle.ts';
import {
  countActiveManagers,
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

export async function loginStaff(
  ctx: AppContext,
  throttle: StaffLoginThrottle,
  input: StaffLoginRequest,
  address: string,
  log: Log,
) {
  await throttle.assertAllowed(input.email, address);
  const found = await findStaffByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, found?.staff.passwordHash ?? (await decoyHash));
  if (!found || !passwordOk || !found.staff.active) {
    await throttle.recordFailure(input.email, address, log);
    // A deactivated account gets the same answer: the sign-in form must not confirm who works here.
    throw new HttpError(401, INVALID_STAFF_CREDENTIALS, 'invalid_credentials');
  }
  await throttle.recordSuccess(input.email);
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.STAFF_SESSION_IDLE_MINUTES * 60_000);
  const session = { staffMemberId: found.staff.id, hotelId: found.staff.hotelId, expiresAt };
  await insertStaffSession(ctx.db, { ...session, tokenHash: hashToken(token) });
  return {
    token,
    expiresAt,
    hotel_unique_id: found.hotelUniqueId,
    ...(await staffSessionView(ctx, session, token)),
  };
}

/** Revokes sessions, drops them from this instance's cache and closes their sockets on every instance. */
async function endSessions(
  ctx: Pick<AppContext, 'bus'>,
  hotelId: number,
  sessions: { id: number; tokenHash: string }[],
  log: Log,
) {
  for (const session of sessions) {
    forgetCachedStaffSession(session.tokenHash);
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
  const { member, ended } = await ctx.db.transaction(async (tx) => {
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
    return { member: updated!, ended: endedSessions };
  });
  await endSessions(ctx, staff.hotelId, ended, log);
  return toStaffMember(member);
}

export async function resetPassword(
  ctx: AppContext,
  staff: StaffPrincipal,
  staffMemberId: number,
  newPassword: string,
  log: Log,
) {
  const updated = await updateStaffMember(ctx.db, staff.hotelId, staffMemberId, {
    passwordHash: await hashPassword(newPassword),
  });
  if (!updated) throw notFound(ACCOUNT_NOT_FOUND);
  const ended = await revokeSessionsOfMember(ctx.db, staffMemberId, ctx.now());
  await endSessions(ctx, staff.hotelId, ended, log);
  return toStaffMember(updated);
}
