import type { StaffRole } from '@hotel/contracts/staff';
import type { Database } from '../../platform/database/database.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { upsertStaffMemberRow } from './repository.ts';

/** Creates a staff account, or resets the one with that email (the CLI and the demo seed). */
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
