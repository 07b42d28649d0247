import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { VAPID_KEY_FILE, generateVapidKeys, vapidEnvLines, withDevelopmentVapidKeys } from './vapid-keys.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-vapid-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('are made once outside production, kept readable by the owner only, and the same after a restart', async () => {
    const first = await withDevelopmentVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, VAPID_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await withDevelopmentVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect([again.VAPID_PUBLIC_KEY, again.VAPID_PRIVATE_KEY]).toEqual([
      first.VAPID_PUBLIC_KEY,
      first.VAPID_PRIVATE_KEY,
    ]);
  });

  it('are taken as configured, and never made in production', async () => {
    const keys = generateVapidKeys();
    const configured = await withDevelopmentVapidKeys(
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    );
    expect(configured.VAPID_PUBLIC_KEY).toBe(keys.publicKey);
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-vapid-prod-'));
    const production = await withDevelopmentVapidKeys(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guest.hotel.test', DATA_DIR: emptyDir }),
    );
    expect(production.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(fs.readdirSync(emptyDir)).toEqual([]);
    fs.rmSync(emptyDir, { recursive: true });
  });

  it('are printed as the three lines to set', () => {
    const keys = generateVapidKeys();
    expect(vapidEnvLines(keys, 'mailto:ops@hotel.test').split('\n')).toEqual([
      `VAPID_PUBLIC_KEY=${keys.publicKey}`,
      `VAPID_PRIVATE_KEY=${keys.privateKey}`,
      'VAPID_SUBJECT=mailto:ops@hotel.test',
    ]);
  });
});

describe('generate-vapid-keys', () => {
  it('prints a new pair and the subject from PUBLIC_URL, without touching a database', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../../..');
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-vapid-cli-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'generate-vapid-keys'],
        {
          cwd: serverDir,
          env: {
            ...process.env,
            DATA_DIR: emptyDir,
            PUBLIC_URL: 'https://guest.hotel.test',
            VAPID_SUBJECT: '',
          },
        },
      );
      const lines = stdout.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^VAPID_PUBLIC_KEY=[A-Za-z0-9_-]{87}$/);
      expect(lines[1]).toMatch(/^VAPID_PRIVATE_KEY=[A-Za-z0-9_-]{43}$/);
      expect(lines[2]).toBe('VAPID_SUBJECT=https://guest.hotel.test');
      // The printed pair is accepted as configuration.
      const env = Object.fromEntries(lines.map((line) => line.split(/=(.*)/).slice(0, 2)));
      expect(loadConfig(env).VAPID_PUBLIC_KEY).toBe(env.VAPID_PUBLIC_KEY);
      expect(fs.readdirSync(emptyDir)).toEqual([]);
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
