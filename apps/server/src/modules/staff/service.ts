import type { FastifyBaseLogger } from 'fastify';
import {
  permissionsOfRole,
  type LocationScope,
  type StaffAccountCreate,
  type StaffAccountCreated,
  type StaffHotelChoice,
  type StaffRole,
  type StaffAccountUpdate,
  type StaffLoginRequest,
  type StaffMember,
  type StaffSessionResponse,
  type StaffSignInLockout,
} from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
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
  findAccount,
  findAccountByEmail,
  findSignInLockout,
  findStaffMember,
  insertAccount,
  insertMembership,
  insertStaffSession,
  listActiveSignInLockouts,
  listMembershipsOfAccount,
  listStaffMembers,
  recordSignInLockout,
  revokeSessions,
  revokeStaffSession,
  updateAccountRow,
  updateMembership,
  type SignInLockoutRow,
  type StaffMemberRow,
} from './repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export const INVALID_STAFF_CREDENTIALS = 'Email or password is incorrect.';
export const ACCOUNT_NOT_FOUND = 'No such staff account in this hotel.';
export const LOCKOUT_NOT_FOUND = 'No such sign-in pause in this hotel.';
export const HOTEL_NOT_YOURS = 'You do not work for that hotel.';

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

/** The hotels a person may work in now: active memberships. */
async function hotelChoices(db: Database, accountId: number): Promise<StaffHotelChoice[]> {
  return (await listMembershipsOfAccount(db, accountId))
    .filter((membership) => membership.active)
    .map((membership) => ({
      unique_id: membership.hotelUniqueId,
      name: membership.hotelName,
      role: membership.role,
    }));
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
    language: member.language,
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
    hotels: await hotelChoices(ctx.db, member.accountId),
    permissions: permissionsOfRole(member.role),
    csrf_token: csrfTokenFor(token),
    expires_at: session.expiresAt.toISOString(),
  };
}

/** A new session of a membership: the token (shown once) and what the login answer carries. */
async function openSession(ctx: AppContext, member: { id: number; hotelId: number }) {
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.STAFF_SESSION_IDLE_MINUTES * 60_000);
  const session = { staffMemberId: member.id, hotelId: member.hotelId, expiresAt };
  await insertStaffSession(ctx.db, { ...session, tokenHash: hashToken(token) });
  const view = await staffSessionView(ctx, session, token);
  return { token, expiresAt, hotel_unique_id: view.hotel.unique_id, ...view };
}

/**
 * Sign-in (decision 0145): the throttle judges the attempt by its address and, when the browser proves
 * it signed in to this account before, by that device alone. A failure that starts a wait is recorded
 * for the account's managers; the right password clears this address's (or device's) count. A person of
 * several hotels lands in the one they last worked in (decision 0153).
 */
export async function loginStaff(
  ctx: AppContext,
  throttle: StaffLoginThrottle,
  input: StaffLoginRequest,
  client: { address: string; deviceOf(account: DeviceAccount): string | null },
  log: Log,
) {
  const found = await findAccountByEmail(ctx.db, input.email);
  const account = found ? { id: found.id, passwordHash: found.passwordHash } : null;
  const attempt: SignInAttempt = {
    email: input.email,
    address: client.address,
    account,
    device: account ? client.deviceOf(account) : null,
  };
  await throttle.assertAllowed(attempt);
  const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash));
  const memberships = found ? (await listMembershipsOfAccount(ctx.db, found.id)).filter((m) => m.active) : [];
  if (!found || !passwordOk || memberships.length === 0) {
    const started = await throttle.recordFailure(attempt, log);
    if (found && started.length > 0) await recordLockouts(ctx, found.id, started, log);
    // A deactivated account gets the same answer: the sign-in form must not confirm who works here.
    throw new HttpError(401, INVALID_STAFF_CREDENTIALS, 'invalid_credentials');
  }
  await throttle.recordSuccess(attempt);
  if (!attempt.device)
    await clearSignInLockouts(
      ctx.db,
      { staffAccountId: found.id, kinds: ['account_and_address'], address: client.address },
      ctx.now(),
    );
  const membership =
    memberships.find((candidate) => candidate.hotelId === found.lastHotelId) ?? memberships[0]!;
  const opened = await openSession(ctx, { id: membership.memberId, hotelId: membership.hotelId });
  return { ...opened, device: { account: account!, id: attempt.device } };
}

/**
 * Work in another of one's hotels: a session there (every staff route and socket then acts in that hotel
 * only) and this one ends. The sign-in after the next one opens there too.
 */
export async function switchHotel(
  ctx: AppContext,
  staff: StaffPrincipal,
  hotelUniqueId: string,
  currentToken: string,
  log: Log,
) {
  const membership = (await listMembershipsOfAccount(ctx.db, staff.staffAccountId)).find(
    (candidate) => candidate.active && candidate.hotelUniqueId === hotelUniqueId,
  );
  if (!membership) throw forbidden(HOTEL_NOT_YOURS, 'not_your_hotel');
  const opened = await openSession(ctx, { id: membership.memberId, hotelId: membership.hotelId });
  await updateAccountRow(ctx.db, staff.staffAccountId, { lastHotelId: membership.hotelId });
  await revokeStaffSession(ctx.db, staff.sessionId, ctx.now());
  await endSessions(
    ctx,
    [{ id: staff.sessionId, tokenHash: hashToken(currentToken), hotelId: staff.hotelId }],
    log,
  );
  return opened;
}

/** One's own preferences: the console's language (null: the browser's). */
export async function updateOwnPreferences(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: { language: string | null },
) {
  await updateAccountRow(ctx.db, staff.staffAccountId, { language: input.language });
}

async function recordLockouts(
  ctx: AppContext,
  accountId: number,
  started: Awaited<ReturnType<StaffLoginThrottle['recordFailure']>>,
  log: Log,
) {
  const now = ctx.now().getTime();
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  for (const lockout of started)
    await recordSignInLockout(
      ctx.db,
      {
        staffAccountId: accountId,
        kind: lockout.kind,
        address: lockout.address,
        failures: lockout.failures,
        lockedUntil: new Date(now + lockout.waitMs),
      },
      new Date(now - windowMs),
    );
  // The managers' account screens show it at once, in every hotel the person works for.
  for (const membership of await listMembershipsOfAccount(ctx.db, accountId))
    await publishStaffUpdate(
      ctx,
      membership.hotelId,
      { topic: 'staff', action: 'sign_in_paused', id: membership.memberId },
      log,
    );
}

function toSignInLockout(row: { lockout: SignInLockoutRow; staffMemberId: number }): StaffSignInLockout {
  const { lockout } = row;
  return {
    id: lockout.id,
    staff_member_id: row.staffMemberId,
    kind: lockout.kind,
    address: lockout.address,
    failures: lockout.failures,
    locked_until: lockout.lockedUntil.toISOString(),
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
  const found = await findSignInLockout(ctx.db, staff.hotelId, lockoutId);
  if (!found) throw notFound(LOCKOUT_NOT_FOUND, 'not_found');
  await throttle.clear(found.lockout, found.account);
  await clearSignInLockouts(ctx.db, { id: found.lockout.id }, ctx.now());
}

/**
 * Revokes sessions, drops them from this instance's cache, and on every instance from the cache and their
 * sockets (the session-ended event).
 */
async function endSessions(
  ctx: Pick<AppContext, 'bus'>,
  sessions: { id: number; tokenHash: string; hotelId: number }[],
  log: Log,
) {
  for (const session of sessions) {
    forgetCachedStaffSession(ctx, session.tokenHash);
    await announceSessionEnded(ctx, { hotelId: session.hotelId, stayId: null, sessionId: session.id }, log);
  }
}

export async function logoutStaff(ctx: AppContext, staff: StaffPrincipal, token: string, log: Log) {
  await revokeStaffSession(ctx.db, staff.sessionId, ctx.now());
  await endSessions(ctx, [{ id: staff.sessionId, tokenHash: hashToken(token), hotelId: staff.hotelId }], log);
}

export async function changeOwnPassword(
  ctx: AppContext,
  staff: StaffPrincipal,
  input: { current_password: string; new_password: string },
  log: Log,
) {
  const account = await findAccount(ctx.db, staff.staffAccountId);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  if (!(await verifyPassword(input.current_password, account.passwordHash)))
    throw badRequest('The current password is not right.', 'wrong_password');
  await updateAccountRow(ctx.db, account.id, { passwordHash: await hashPassword(input.new_password) });
  // Whoever else knew the old password is signed out everywhere, in every hotel; this console stays signed in.
  const ended = await revokeSessions(ctx.db, { accountId: account.id }, ctx.now(), staff.sessionId);
  await endSessions(ctx, ended, log);
  // The sign-in counts of the old password no longer apply (they carry its generation).
  await clearSignInLockouts(ctx.db, { staffAccountId: account.id, kinds: ACCOUNT_LOCKOUT_KINDS }, ctx.now());
}

export async function listAccounts(ctx: Pick<AppContext, 'db'>, staff: StaffPrincipal) {
  return (await listStaffMembers(ctx.db, staff.hotelId)).map(toStaffMember);
}

/**
 * Adds a member to one hotel (the console's Staff accounts, the CLI's add-staff). A new email gets an account
 * with the given name and password; an email that already has one (another hotel of the group) gets a
 * membership here, and its name and password stay as they are — the answer says so. Never moves anyone.
 */
export async function addMember(
  db: Database,
  hotelId: number,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    password?: string | undefined;
    locationScope: LocationScope;
  },
): Promise<StaffAccountCreated> {
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    const email = input.email.trim().toLowerCase();
    const locationScope = input.role === 'kitchen' ? input.locationScope : null;
    let account = await findAccountByEmail(scoped, email);
    const existing = account !== undefined;
    if (!account) {
      if (!input.password) throw badRequest('A password is required for a new account.', 'password_required');
      account = await insertAccount(scoped, {
        email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        lastHotelId: hotelId,
      });
      if (!account) throw conflict('An account with this email was just created. Try again.', 'email_taken');
    }
    const membership = await insertMembership(scoped, {
      accountId: account.id,
      hotelId,
      role: input.role,
      locationScope,
    });
    if (!membership) throw conflict('This person already has an account in this hotel.', 'already_member');
    const member = await findStaffMember(scoped, hotelId, membership.id);
    return { ...toStaffMember(member!), existing_account: existing };
  });
}

export async function createAccount(ctx: AppContext, staff: StaffPrincipal, input: StaffAccountCreate) {
  return addMember(ctx.db, staff.hotelId, {
    email: input.email,
    name: input.name,
    role: input.role,
    password: input.password,
    locationScope: input.location_scope,
  });
}

/**
 * Role, scope and the active flag of a membership (and the person's name). The hotel keeps at least one active
 * manager. Changes to one hotel's members are serialised on the hotel's row, so two managers demoting each
 * other cannot both succeed. `actor`: the member making the change (null: the CLI), who cannot deactivate
 * themselves.
 */
export async function changeMembership(
  ctx: AppContext,
  hotelId: number,
  staffMemberId: number,
  input: StaffAccountUpdate,
  actor: { staffMemberId: number } | null,
  log: Log,
) {
  const { member, ended, accessChanged } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockHotelRow(db, hotelId);
    const current = await findStaffMember(db, hotelId, staffMemberId);
    if (!current) throw notFound(ACCOUNT_NOT_FOUND);
    if (staffMemberId === actor?.staffMemberId && input.active === false)
      throw badRequest('You cannot deactivate your own account.', 'own_account');
    const role = input.role ?? current.role;
    const active = input.active ?? current.active;
    const losesManager = current.role === 'manager' && current.active && (role !== 'manager' || !active);
    if (losesManager && (await countActiveManagers(db, hotelId)) <= 1)
      throw conflict('The hotel needs at least one active manager.', 'last_manager');
    const scope = input.location_scope === undefined ? current.locationScope : input.location_scope;
    const updated = await updateMembership(db, hotelId, staffMemberId, {
      role,
      active,
      locationScope: role === 'kitchen' ? scope : null,
    });
    if (input.name !== undefined) await updateAccountRow(db, current.accountId, { name: input.name });
    const endedSessions = active ? [] : await revokeSessions(db, { staffMemberId }, ctx.now());
    const accessChanged =
      role !== current.role ||
      active !== current.active ||
      JSON.stringify(updated!.locationScope) !== JSON.stringify(current.locationScope);
    return {
      member: (await findStaffMember(db, hotelId, staffMemberId))!,
      ended: endedSessions,
      accessChanged,
    };
  });
  await endSessions(ctx, ended, log);
  if (accessChanged) {
    // The member's next request is judged by the new role, here and (through the bus) on every instance.
    forgetCachedStaffMember(ctx, hotelId, staffMemberId);
    await publishStaffUpdate(
      ctx,
      hotelId,
      { topic: 'staff', action: ACCESS_CHANGED, id: staffMemberId },
      log,
    );
  }
  return toStaffMember(member);
}

export async function updateAccount(
  ctx: AppContext,
  staff: StaffPrincipal,
  staffMemberId: number,
  input: StaffAccountUpdate,
  log: Log,
) {
  return changeMembership(ctx, staff.hotelId, staffMemberId, input, staff, log);
}

/**
 * A manager's reset of a member's password. The password is the person's, for every hotel they work for, so
 * a manager of one hotel may not take over someone who also works elsewhere unless they manage those hotels
 * too; otherwise the CLI's reset-password (an operator) or the person themselves.
 */
export async function resetPassword(
  ctx: AppContext,
  staff: StaffPrincipal,
  staffMemberId: number,
  newPassword: string,
  log: Log,
) {
  const member = await findStaffMember(ctx.db, staff.hotelId, staffMemberId);
  if (!member) throw notFound(ACCOUNT_NOT_FOUND);
  const managed = new Set(
    (await listMembershipsOfAccount(ctx.db, staff.staffAccountId))
      .filter((membership) => membership.active && membership.role === 'manager')
      .map((membership) => membership.hotelId),
  );
  const elsewhere = (await listMembershipsOfAccount(ctx.db, member.accountId)).filter(
    (membership) => membership.active && !managed.has(membership.hotelId),
  );
  if (elsewhere.length > 0)
    throw forbidden(
      `${member.name} also works for ${elsewhere.map((m) => m.hotelName).join(', ')}: their password can be ` +
        'reset by a manager of every hotel they work for, or by an operator (the reset-password command).',
      'other_hotels',
    );
  await setAccountPassword(ctx, member.accountId, newPassword, log);
  return toStaffMember((await findStaffMember(ctx.db, staff.hotelId, staffMemberId))!);
}

/**
 * A new password for a person's account (a manager's reset, the CLI's reset-password): their sessions end in
 * every hotel on every instance, and their sign-in pauses are over.
 */
export async function setAccountPassword(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  accountId: number,
  newPassword: string,
  log: Log,
) {
  const updated = await updateAccountRow(ctx.db, accountId, {
    passwordHash: await hashPassword(newPassword),
  });
  if (!updated) throw notFound(ACCOUNT_NOT_FOUND);
  const ended = await revokeSessions(ctx.db, { accountId }, ctx.now());
  await endSessions(ctx, ended, log);
  // Its sign-in counts start afresh (they carry the password's generation); the pauses are over.
  await clearSignInLockouts(ctx.db, { staffAccountId: accountId, kinds: ACCOUNT_LOCKOUT_KINDS }, ctx.now());
}
