import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../platform/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where a development instance keeps the pair it made, beside its embedded database. */
export const VAPID_KEY_FILE = 'vapid-keys.json';

/** A new P-256 key pair, base64url, as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take it. */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** The lines `generate-vapid-keys` prints, ready for .env or the deployment's secrets. */
export function vapidEnvLines(keys: VapidKeys, subject: string): string {
  return [
    `VAPID_PUBLIC_KEY=${keys.publicKey}`,
    `VAPID_PRIVATE_KEY=${keys.privateKey}`,
    `VAPID_SUBJECT=${subject}`,
  ].join('\n');
}

function isKeyPair(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    /^[A-Za-z0-9_-]{87}$/.test(keys.publicKey) &&
    typeof keys.privateKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(keys.privateKey)
  );
}

/**
 * The configuration with VAPID keys: as set; or, outside production with none set, the pair in
 * DATA_DIR/vapid-keys.json, made (mode 0600) on the first start, so a fresh clone's demo has Web Push and a
 * restart keeps every browser's subscription valid. Production without keys stays without: push is off and
 * productionChecks says so. Called once at start-up by main.ts.
 */
export async function withDevelopmentVapidKeys(config: Config): Promise<Config> {
  if (config.VAPID_PUBLIC_KEY || config.NODE_ENV === 'production') return config;
  const file = path.join(config.DATA_DIR, VAPID_KEY_FILE);
  let keys: VapidKeys | undefined;
  try {
    const stored: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (isKeyPair(stored)) keys = stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  if (!keys) {
    keys = generateVapidKeys();
    await fs.mkdir(config.DATA_DIR, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...config, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
