import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../own-redis.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';

/**
 * The backup procedure of docs/operations.md, as an operator runs it: scripts/backup.sh dumps a running
 * deployment's database (pictures included: they are kept in it by default), scripts/restore.sh restores the
 * dump into a fresh database, and the product started on the copy has the same orders and the same picture,
 * and the guest's session still works.
 */
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The backup test needs DATABASE_URL naming a PostgreSQL server (CI sets it).');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const suffix = `${process.pid}`;
const sourceName = `hotel_backup_source_${suffix}`;
const copyName = `hotel_backup_copy_${suffix}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-backup-'));
const servers: ServerProcess[] = [];

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startOn(name: string, seed: 'always' | 'never'): Promise<ServerProcess> {
  const server = serverProcess(await freePort(), {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: '',
    SEED_DEMO: seed,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ACTIVITY_REMINDER_POLL_SECONDS: '0',
  });
  servers.push(server);
  await server.start();
  return server;
}

async function call<T>(server: ServerProcess, route: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${route}`, {
    ...init,
    headers: {
      ...(init.body && typeof init.body === 'string' && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Token ${init.token}` }),
      ...init.headers,
    },
  });
  expect(response.status, `${init.method ?? 'GET'} ${route}`).toBeLessThan(300);
  return (await response.json()) as T;
}

afterAll(async () => {
  for (const server of servers) await server.stop();
  await admin(`drop database if exists ${sourceName} with (force)`);
  await admin(`drop database if exists ${copyName} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  it('restores a running deployment into a fresh database with the same orders and pictures', async () => {
    await admin(`drop database if exists ${sourceName} with (force)`);
    await admin(`create database ${sourceName}`);
    const source = await startOn(sourceName, 'always');

    const { token: guest } = await call<{ token: string }>(source, '/api/guest-login/', {
      method: 'POST',
      body: JSON.stringify({ room: '101', family_name: 'Tanaka', hotel_unique_id: 'HOTEL-DEMO' }),
    });
    const items = await call<{ id: number; options: { required: boolean }[] }[]>(
      source,
      '/api/items/?location=room_service',
      { token: guest },
    );
    const item = items.find((candidate) => candidate.options.every((option) => !option.required))!;
    for (let quantity = 1; quantity <= 3; quantity += 1)
      await call(source, '/api/orders/', {
        method: 'POST',
        token: guest,
        body: JSON.stringify({ location: null, items: [{ dining_item: item.id, quantity }] }),
      });
    const ordersBefore = await call<unknown[]>(source, '/api/guest/orders/', { token: guest });
    expect(ordersBefore).toHaveLength(3);

    const { token: manager } = await call<{ token: string }>(source, '/api/staff/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'staff@hotel-demo.test', password: 'demo-staff' }),
    });
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'dish.png');
    const { url: pictureUrl } = await call<{ url: string }>(source, '/api/staff/menu/images/', {
      method: 'POST',
      token: manager,
      body: form,
    });
    const pictureBefore = Buffer.from(await (await fetch(`${source.baseUrl}${pictureUrl}`)).arrayBuffer());
    expect(pictureBefore.length).toBeGreaterThan(0);

    // The operator's procedure: a dump of the running deployment, restored into a new, empty database.
    const dump = path.join(work, 'hotel.dump');
    execFileSync(path.join(repoRoot, 'scripts/backup.sh'), [databaseUrl(sourceName), dump]);
    await source.stop();
    await admin(`drop database if exists ${copyName} with (force)`);
    await admin(`create database ${copyName}`);
    execFileSync(path.join(repoRoot, 'scripts/restore.sh'), [dump, databaseUrl(copyName)]);
    // A second restore into the now full database is refused rather than mixed in.
    expect(() =>
      execFileSync(path.join(repoRoot, 'scripts/restore.sh'), [dump, databaseUrl(copyName)], {
        stdio: 'pipe',
      }),
    ).toThrow(/already has \d+ tables/);

    const copy = await startOn(copyName, 'never');
    expect(await call(copy, '/api/guest/orders/', { token: guest })).toEqual(ordersBefore);
    const pictureAfter = Buffer.from(await (await fetch(`${copy.baseUrl}${pictureUrl}`)).arrayBuffer());
    expect(pictureAfter.equals(pictureBefore)).toBe(true);
    expect(copy.unexpectedExits).toEqual([]);
  });
});
