import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../own-redis.ts';

/**
 * Item 14 of issue 14: a hotel starting for real on a fresh embedded database gets no demo accounts,
 * and production refuses to start while a staff account keeps the published demo password.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-demo-accounts-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `src/<script>` until it prints `until` (then stops it) or exits; returns its output and exit code. */
function run(script: string, args: string[], env: Record<string, string>, until?: string) {
  return new Promise<{ output: string; code: number | null }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}`, ...args], {
      cwd: serverRoot,
      // The embedded database in a folder of its own, whatever the suite runs on (empty counts as unset).
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        GUEST_WEB_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (until && output.includes(until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ output, code }));
  });
}

describe('demo accounts', () => {
  it('are not seeded by `npm start` in production, and a database that has them is refused', async () => {
    const port = String(await freePort());
    const production = {
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    const fresh = await run('main.ts', [], production, 'API documentation');
    expect(fresh.output).toContain('Hotel guest app:');
    expect(fresh.output).not.toContain('Demo data loaded');
    expect(fresh.output).not.toContain('demo-staff');

    const seeded = await run('cli.ts', ['seed-demo'], {});
    expect(seeded.code).toBe(0);

    const refused = await run('main.ts', [], production, 'API documentation');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to start in production');
    expect(refused.output).toContain('staff@hotel-demo.test');

    const demo = await run(
      'main.ts',
      [],
      { ...production, ALLOW_DEMO_PASSWORDS: 'true' },
      'API documentation',
    );
    expect(demo.output).toContain('Hotel guest app:');
  }, 120_000);
});
