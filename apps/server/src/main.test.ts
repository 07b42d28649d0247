import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* A production start without PUBLIC_URL (issue 35): exit 1 with a message naming it, before anything opens. */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm start', () => {
  it('in production without PUBLIC_URL exits 1 saying PUBLIC_URL is missing and why', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      // Empty counts as unset, and a .env file does not fill a variable that is set.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: '',
        DATABASE_URL: '',
        REDIS_URL: '',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 45_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start in production without PUBLIC_URL');
    expect(started.stdout).not.toContain('Hotel guest app:');
  }, 60_000);
});
