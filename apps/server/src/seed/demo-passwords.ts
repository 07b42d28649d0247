import type { Database } from '../platform/database/database.ts';
import { verifyPassword } from '../platform/security/passwords.ts';
import { listAccountsThatCanSignIn } from '../modules/staff/index.ts';
import { DEMO_STAFF_PASSWORD } from './demo-seed.ts';

/** Passwords printed in the README and by `npm start`: no real hotel may keep one. */
export const KNOWN_DEMO_PASSWORDS = [DEMO_STAFF_PASSWORD] as const;

/** The active staff accounts whose password is one of the known demo passwords. */
export async function findStaffWithDemoPasswords(db: Database): Promise<string[]> {
  const accounts = await listAccountsThatCanSignIn(db);
  const found: string[] = [];
  for (const account of accounts) {
    for (const password of KNOWN_DEMO_PASSWORDS)
      if (await verifyPassword(password, account.passwordHash)) found.push(account.email);
  }
  return found;
}

/**
 * Production refuses to start while a staff account keeps a demo password, unless this deployment says
 * it is a demo (SEED_DEMO=always, or ALLOW_DEMO_PASSWORDS=true for its other instances).
 */
export function demoPasswordRefusal(accounts: string[]): string {
  return (
    `Refusing to start in production: these staff accounts still have the demo password, which is ` +
    `published: ${accounts.join(', ')}.\nSet new passwords (npm run cli -- reset-password --email …, or the ` +
    `console's account screen), deactivate them, or set ALLOW_DEMO_PASSWORDS=true if this is a demo.`
  );
}
