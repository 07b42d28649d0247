import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** Real PostgreSQL instead of the embedded database. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis for live events across instances and shared login counters. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Browser origins allowed to call the API with credentials (the app's own origin always is). */
  CORS_ORIGINS: commaList.default([]),
  /** Load the demo hotels: `auto` on an empty embedded database only, `always` also on PostgreSQL. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Behind a load balancer that sets X-Forwarded-*: needed for https cookies and client addresses. */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built guest app the server serves; absent in API-only deployments. */
  GUEST_WEB_DIST: z.string().default(path.join(serverRoot, '../guest-web/dist')),
  /** Failed logins allowed per hotel and room in LOGIN_WINDOW_MINUTES before a 429. */
  LOGIN_MAX_FAILURES_PER_ROOM: z.coerce.number().int().min(1).default(10),
  /** Failed logins allowed per client address: generous, since a hotel's guests share its Wi-Fi address. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Live sockets one stay may hold on one instance; the oldest is closed beyond it, so a leaked token
   * cannot pin thousands of sockets. Benchmarks raise it to open many sockets with one login.
   */
  LIVE_MAX_SOCKETS_PER_STAY: z.coerce.number().int().min(1).default(32),
});

export type Config = z.infer<typeof envSchema> & { mediaDir: string; migrationsDir: string };

export class ConfigError extends Error {}

/** Reads the environment once; empty strings count as unset. Throws naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    ...parsed.data,
    mediaDir: path.join(serverRoot, 'media'),
    migrationsDir: path.join(serverRoot, 'drizzle'),
  };
}

/** Reads `.env` at the repository root into the environment, without overriding what is already set. */
export function loadEnvFile(): void {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
