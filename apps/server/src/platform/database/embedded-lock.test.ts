import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.ts';

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-lock-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second process while the first runs, naming it, and frees the folder on release', async () => {
    const dir = folder();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'in-use.lock'), String(sleeper.pid));
      const refused = lockEmbeddedDatabase(dir);
      await expect(refused).rejects.toThrow(EmbeddedDatabaseInUse);
      await expect(refused).rejects.toThrow(new RegExp(`in use by another process \\(pid ${sleeper.pid}`));
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'in-use.lock'), String(gone.pid));
    const lock = await lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, 'in-use.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
    expect(fs.existsSync(path.join(dir, 'in-use.lock'))).toBe(false);
    await (await lockEmbeddedDatabase(dir)).release();
  });
});
