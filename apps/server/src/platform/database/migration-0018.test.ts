import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * Migration 0018 turns each staff member into an account with a membership (decision 0153). Data written under
 * 0017's schema must come through: the account keeps the member's id (references and device cookies), email,
 * name and password; sign-in pauses follow the account; new accounts get ids after the carried ones.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');
const workDirs: string[] = [];
afterAll(async () => {
  for (const dir of workDirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  workDirs.push(dir);
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0018 (staff accounts and memberships)', () => {
  it(
    'makes every member an account with the same id, email, name and password, and moves pauses to it',
    { timeout: 120_000 },
    async () => {
      // One in-memory database: migrated to 0017, given data, then migrated to the end.
      const client = new PGlite();
      const db = drizzle({ client, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: await migrationsUpTo('0017_staff-sign-in-lockouts') });
      await db.execute(
        sql`insert into hotels (unique_id, name) values ('HOTEL-ONE', 'One'), ('HOTEL-TWO', 'Two')`,
      );
      await db.execute(sql`
      insert into staff_members (id, hotel_id, email, name, password_hash, role, active) overriding system value values
        (7, (select id from hotels where unique_id = 'HOTEL-ONE'), 'Ana@One.test', 'Ana', 'scrypt$ana', 'manager', true),
        (9, (select id from hotels where unique_id = 'HOTEL-TWO'), 'bo@two.test', 'Bo', 'scrypt$bo', 'kitchen', false)`);
      await db.execute(sql`
      insert into staff_sign_in_lockouts (hotel_id, staff_member_id, kind, address, failures, locked_until)
      values ((select id from hotels where unique_id = 'HOTEL-ONE'), 7, 'account_and_address', '203.0.113.9', 10, now())`);

      await migrate(db, { migrationsFolder: MIGRATIONS });
      try {
        const accounts = await db.execute(
          sql`select id, email, name, password_hash, last_hotel_id is not null as has_last from staff_accounts order by id`,
        );
        expect(accounts.rows).toEqual([
          { id: 7, email: 'Ana@One.test', name: 'Ana', password_hash: 'scrypt$ana', has_last: true },
          { id: 9, email: 'bo@two.test', name: 'Bo', password_hash: 'scrypt$bo', has_last: true },
        ]);
        const members = await db.execute(
          sql`select m.id, m.account_id, h.unique_id, m.role, m.active from staff_members m join hotels h on h.id = m.hotel_id order by m.id`,
        );
        expect(members.rows).toEqual([
          { id: 7, account_id: 7, unique_id: 'HOTEL-ONE', role: 'manager', active: true },
          { id: 9, account_id: 9, unique_id: 'HOTEL-TWO', role: 'kitchen', active: false },
        ]);
        const pauses = await db.execute(sql`select staff_account_id, address from staff_sign_in_lockouts`);
        expect(pauses.rows).toEqual([{ staff_account_id: 7, address: '203.0.113.9' }]);
        // The identity continues after the carried ids; the email stays unique whatever its case.
        const next = await db.execute(
          sql`insert into staff_accounts (email, name, password_hash) values ('new@one.test', 'New', 'x') returning id`,
        );
        expect(next.rows[0]).toEqual({ id: 10 });
        await expect(
          db.execute(
            sql`insert into staff_accounts (email, name, password_hash) values ('ana@one.TEST', 'A', 'x')`,
          ),
        ).rejects.toThrow();
      } finally {
        await client.close();
      }
    },
  );
});
