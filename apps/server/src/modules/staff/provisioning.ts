import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffRole } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { ProvisioningError } from '../hotels/index.ts';
import { findStaffByEmail, upsertStaffMemberRow } from './repository.ts';
import { setAccountPassword } from './service.ts';

/**
 * The CLI's add-staff: creates an account for a new email, and refuses an email that already has one, naming
 * where, so that no account is ever moved to another hotel or given a new password without saying so.
 */
export async function addStaffMember(
  db: Database,
  input: { hotelId: number; email: string; name: string; password: string; role: StaffRole },
): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    const sameHotel = existing.staff.hotelId === input.hotelId;
    throw new ProvisioningError(
      `${email} already has an account (${existing.staff.role}, ${existing.hotelUniqueId}). Nothing was changed. ` +
        (sameHotel
          ? 'Change its role or password under Staff accounts in the console.'
          : 'An account works in one hotel: use another email address for this one.'),
    );
  }
  return upsertStaffMemberRow(db, { ...input, email, passwordHash: await hashPassword(input.password) });
}

/** Creates a staff account, or resets the one with that email: the demo seed and the tests only. */
export async function upsertStaffMember(
  db: Database,
  input: { hotelId: number; email: string; name: string; password: string; role?: StaffRole },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return upsertStaffMemberRow(db, {
    hotelId: input.hotelId,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    passwordHash,
    role: input.role ?? 'manager',
  });
}

/**
 * The CLI's reset-password: a new random password for the account with this email, which the CLI prints once;
 * the account's sessions end and its sign-in pauses are over, as with a manager's reset in the console.
 */
export async function resetStaffPassword(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  email: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<{ password: string; hotelUniqueId: string; role: StaffRole }> {
  const found = await findStaffByEmail(ctx.db, email.trim());
  if (!found) throw new ProvisioningError(`No staff account has the email ${email.trim()}.`);
  const password = randomBytes(12).toString('base64url');
  await setAccountPassword(ctx, found.staff.hotelId, found.staff.id, password, log);
  return { password, hotelUniqueId: found.hotelUniqueId, role: found.staff.role };
}
