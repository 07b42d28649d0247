import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffRole } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { cliActor, recordAudit } from '../audit/index.ts';
import { ProvisioningError } from '../hotels/index.ts';
import {
  findAccountByEmail,
  findMembership,
  insertAccount,
  insertMembership,
  listMembershipsOfAccount,
  listStaffMembers,
  updateAccountRow,
  updateMembership,
} from './repository.ts';
import { addMember, changeMembership, setAccountPassword } from './service.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** An HTTP refusal of the shared service, as the CLI prints it. */
async function asProvisioning<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw new ProvisioningError(error.message);
    throw error;
  }
}

/**
 * The CLI's add-staff (decision 0153): a new email gets an account; an email that already has one gets a
 * membership of this hotel, its name and password unchanged. Returns the sentence the CLI prints, which says
 * which of the two happened; a membership that exists already is refused, nothing changed.
 */
export async function addStaffMember(
  db: Database,
  input: {
    hotelId: number;
    hotelUniqueId: string;
    email: string;
    name: string;
    password: string;
    role: StaffRole;
  },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    const here = await findMembership(db, input.hotelId, existing.id);
    if (here)
      throw new ProvisioningError(
        `${email} already works for ${input.hotelUniqueId} (${here.role}${here.active ? '' : ', deactivated'}). ` +
          'Nothing was changed. Change its role or reactivate it under Staff accounts in the console.',
      );
  }
  const added = await asProvisioning(addMember(db, input.hotelId, { ...input, email, locationScope: null }));
  await recordAudit(db, input.hotelId, cliActor, {
    kind: added.existing_account ? 'staff.membership_added' : 'staff.account_created',
    subject: added.name,
    detail: { email, role: input.role },
  });
  if (!added.existing_account)
    return `Staff account ${email} created as ${input.role} of ${input.hotelUniqueId}. Sign in at /staff/.`;
  const hotels = (await listMembershipsOfAccount(db, existing!.id)).map(
    (membership) => `${membership.hotelUniqueId} (${membership.role})`,
  );
  return (
    `${email} already had an account: added to ${input.hotelUniqueId} as ${input.role}. ` +
    `Their name (${added.name}) and password are unchanged; they now work for ${hotels.join(', ')}.`
  );
}

/** Creates a staff account and its membership, or resets both (name, password, role, active): the demo seed and the tests only. */
export async function upsertStaffMember(
  db: Database,
  input: { hotelId: number; email: string; name: string; password: string; role?: StaffRole },
): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const role = input.role ?? 'manager';
  let account = await findAccountByEmail(db, email);
  if (account) await updateAccountRow(db, account.id, { name: input.name, passwordHash });
  else
    account = await insertAccount(db, { email, name: input.name, passwordHash, lastHotelId: input.hotelId });
  const existing = await findMembership(db, input.hotelId, account!.id);
  if (existing) {
    await updateMembership(db, input.hotelId, existing.id, { role, active: true, locationScope: null });
    return existing.id;
  }
  const created = await insertMembership(db, {
    accountId: account!.id,
    hotelId: input.hotelId,
    role,
    locationScope: null,
  });
  return created!.id;
}

/**
 * The CLI's reset-password: a new random password for the account with this email, which the CLI prints once;
 * the person's sessions end in every hotel and their sign-in pauses are over, as with a manager's reset.
 */
export async function resetStaffPassword(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  email: string,
  log: Log,
): Promise<{ password: string; hotels: string[] }> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) throw new ProvisioningError(`No staff account has the email ${email.trim()}.`);
  const password = randomBytes(12).toString('base64url');
  await setAccountPassword(ctx, account.id, password, log);
  const memberships = await listMembershipsOfAccount(ctx.db, account.id);
  // Each hotel's managers see in their audit log that the person's password was reset.
  for (const membership of memberships)
    await recordAudit(ctx.db, membership.hotelId, cliActor, {
      kind: 'staff.password_reset',
      subject: account.name,
      detail: { email: account.email },
    });
  const hotels = memberships.map(
    (membership) =>
      `${membership.hotelUniqueId} (${membership.role}${membership.active ? '' : ', deactivated'})`,
  );
  return { password, hotels };
}

/** The CLI's list-staff: the hotel's members with their role and state, by name. */
export async function listStaffOfHotel(db: Database, hotelId: number) {
  return (await listStaffMembers(db, hotelId)).map((member) => ({
    email: member.email,
    name: member.name,
    role: member.role,
    active: member.active,
  }));
}

/**
 * The CLI's deactivate-staff: the person can no longer work in this hotel (their sessions there end at once);
 * their other hotels are untouched. The hotel's last active manager is refused, as in the console.
 */
export async function deactivateStaffMember(ctx: AppContext, hotelId: number, email: string, log: Log) {
  const account = await findAccountByEmail(ctx.db, email);
  const member = account && (await findMembership(ctx.db, hotelId, account.id));
  if (!member) throw new ProvisioningError(`${email.trim()} does not work for this hotel.`);
  if (!member.active) return { alreadyInactive: true as const };
  await asProvisioning(changeMembership(ctx, hotelId, member.id, { active: false }, null, log));
  await recordAudit(ctx.db, hotelId, cliActor, {
    kind: 'staff.account_changed',
    subject: member.name,
    detail: { email: member.email, active: { before: true, after: false } },
  });
  return { alreadyInactive: false as const };
}
