import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { hotelUniqueId } from '@hotel/contracts/common';

/**
 * apps/server: the nearest folder above this module with a package.json. The module runs from src/platform
 * as TypeScript in development and tests, and from a chunk under dist/ when compiled for production.
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The server package has no package.json above it');
    folder = parent;
  }
  return folder;
}

const serverRoot = findServerRoot();
const repoRoot = path.resolve(serverRoot, '../..');

/**
 * Which proxies may say who the client is (X-Forwarded-For): `false`; a number of hops (`true` is one, the
 * nginx of docs/operations.md); or a list of proxy addresses and CIDR ranges. Never "every hop": then a
 * client's own `X-Forwarded-For: <anything>, …` would choose its address and escape every per-address limit.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const lowered = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(lowered)) return false;
  if (['true', 'yes'].includes(lowered)) return 1;
  if (/^\d{1,2}$/.test(lowered)) return Number(lowered);
  const entries = lowered
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (entries.length === 0 || bad !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `expected false, a number of proxy hops, or proxy addresses/CIDRs (got "${bad ?? value}")`,
    });
    return z.NEVER;
  }
  return entries;
});

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/** The browsers' push services: Chrome and Edge (FCM, WNS), Firefox (autopush), Safari (APNs web push). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where the embedded database keeps its files. */
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    /** Real PostgreSQL instead of the embedded database. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Redis for live events across instances and shared login counters. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /**
     * Prefix of every Redis key and channel, so two deployments sharing one Redis never see each other's
     * events or counters. Default: derived from the database (see defaultRedisNamespace).
     */
    /**
     * The address guests open, printed in every room's QR code (`${PUBLIC_URL}/?room=…&hotel=…`). Without
     * it the server's own http://localhost:PORT, which only works on this machine.
     */
    PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) address, e.g. https://guest.example-hotel.com',
      })
      .refine((value) => {
        const url = URL.parse(value);
        return !url || (!url.search && !url.hash && !url.username && !url.password);
      }, 'must be a plain address without ?query, #fragment or credentials')
      .optional(),
    REDIS_NAMESPACE: z
      .string()
      .regex(/^[\w.:@/-]{1,120}$/, 'letters, digits and . : @ / - _ only, at most 120')
      .optional(),
    /** Browser origins allowed to call the API with credentials (the app's own origin always is). */
    CORS_ORIGINS: commaList.default([]),
    /**
     * Load the demo hotels (with their published staff password): `auto` on an empty embedded database
     * outside production, `always` also on PostgreSQL and in production (a demo deployment), `never`.
     */
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    /**
     * The hotel a guest login address that names none opens (SPEC's default hotel id fallback), e.g. the one hotel
     * of a single-property deployment; unset, such a login asks for the hotel's ID.
     */
    DEFAULT_HOTEL_ID: hotelUniqueId.optional(),
    /** Production refuses to start while a staff account has a demo password, unless this says it is a demo. */
    ALLOW_DEMO_PASSWORDS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Behind a load balancer that sets X-Forwarded-*: needed for https cookies and client addresses. */
    TRUST_PROXY: trustProxy.default(false),
    /** Longest a client may take to send its request headers, and its whole request. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * On SIGTERM the server stops taking connections, tells live sockets to reconnect elsewhere, finishes the
     * requests in flight and exits; after this long it exits anyway. Keep it below the orchestrator's kill
     * timeout (Docker's default is 10 s: set `stop_grace_period` above it).
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /**
     * Open connections one address may hold (live sockets included). Generous, since a hotel's guests
     * share its Wi-Fi address; it stops one client from holding every file descriptor. Connections from
     * trusted proxies are not capped here (the proxy's own limits apply).
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(1_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Required as `Authorization: Bearer <token>` to read /metrics. Unset: /metrics answers only to clients
     * on this machine that come straight to the server (not through a reverse proxy), and 404 to others.
     */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'at least 16 printable characters, no spaces')
      .optional(),
    /** The API documentation at /api/docs/: `on`, or `off`; unset, it is served outside production only. */
    API_DOCS: z.enum(['on', 'off']).optional(),
    /** The built guest app the server serves; absent in API-only deployments. */
    GUEST_WEB_DIST: z.string().default(path.join(serverRoot, '../guest-web/dist')),
    /** The built staff console, served under /staff/. */
    STAFF_WEB_DIST: z.string().default(path.join(serverRoot, '../staff-web/dist')),
    /** A staff session ends after this long without a call (a console left signed in at the desk). */
    STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(10_080).default(720),
    /**
     * Failed staff sign-ins allowed per account from one address (or one known browser; 5× from all unknown
     * browsers together), and per client address over all accounts, before a 429; after them one more try
     * per LOGIN_WINDOW_MINUTES. A browser that signed in to the account before is never held by failures
     * from elsewhere (decision 0145).
     */
    STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Wrong family names checked per hotel and room in any hour; beyond the burst they slow down, never lock. */
    LOGIN_ROOM_GUESSES_PER_HOUR: z.coerce.number().int().min(2).default(100),
    /** Wrong names per room allowed at once before the slow-down starts. */
    LOGIN_ROOM_BURST: z.coerce.number().int().min(1).default(10),
    /** Failed logins per client address in any hour: generous, since a hotel's guests share its Wi-Fi address. */
    LOGIN_ADDRESS_FAILURES_PER_HOUR: z.coerce.number().int().min(2).default(1_000),
    LOGIN_ADDRESS_BURST: z.coerce.number().int().min(1).default(100),
    /** Creating or changing requests per guest session: a burst, then a steady rate. */
    GUEST_WRITE_BURST: z.coerce.number().int().min(1).default(60),
    GUEST_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** The same per client address (a hotel's guests share its Wi-Fi address). */
    ADDRESS_WRITE_BURST: z.coerce.number().int().min(1).default(600),
    ADDRESS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
    /**
     * Live sockets one stay may hold on one instance; the oldest is closed beyond it, so a leaked token
     * cannot pin thousands of sockets. Benchmarks raise it to open many sockets with one login.
     */
    LIVE_MAX_SOCKETS_PER_STAY: z.coerce.number().int().min(1).default(32),
    /** `none` never calls out: the widget shows each hotel's last reading, or the spec's error. */
    WEATHER_PROVIDER: z.enum(['open-meteo', 'none']).default('open-meteo'),
    OPEN_METEO_URL: z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com'),
    /** How long a hotel's reading is served before the provider is asked again. */
    WEATHER_CACHE_MINUTES: z.coerce.number().int().min(1).default(30),
    /** How long one provider call may take before the last reading is served instead. */
    WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).default(4000),
    /**
     * Uploaded pictures go to an S3-compatible store (path-style: MinIO, Ceph, R2, AWS) when S3_BUCKET is
     * set, else into the database (decision 0071). Every instance must point at the same bucket.
     */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** How long one call to the store may take before the upload or the picture answers 503. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /**
     * How guests pay their bill online (decision 0149): `stripe` (Stripe Checkout), `test` (the built-in
     * test-mode page: no money moves) or `desk` (no online payment; guests are asked to pay at the front
     * desk). Unset: `stripe` when STRIPE_SECRET_KEY is set, otherwise `test` in development and tests and
     * `desk` in production — the test page runs in production only when this names it.
     */
    PAYMENT_PROVIDER: z.enum(['stripe', 'test', 'desk']).optional(),
    /** Stripe Checkout for guests' payments (decision 0081). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
      .optional(),
    /** The webhook endpoint's signing secret (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /** Stripe's API address: only for tests and proxies (default https://api.stripe.com). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How long a signed webhook stays valid (Stripe's default 300 s): an older replay is refused. */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /**
     * Seals secrets stored in the database (a hotel's own Stripe keys, decision 0154): 32 bytes as 64 hex
     * characters. Without it per-hotel payment keys cannot be saved; the instance's STRIPE_* apply.
     */
    SETTINGS_ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex characters (openssl rand -hex 32)')
      .optional(),
    /** How long the audit log keeps an entry (docs/audit.md); older entries are deleted daily. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
    /**
     * Days after check-out when a stay's personal data is erased automatically (docs/privacy.md); 0 keeps
     * it until someone erases it.
     */
    GUEST_DATA_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
    /** How long before an activity starts its reminder notification goes out; 0 sends none. */
    ACTIVITY_REMINDER_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /** How often each instance looks for due reminders; 0 stops this instance from sending them. */
    ACTIVITY_REMINDER_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * Web Push (docs/push.md): the VAPID key pair (base64url, as `generate-vapid-keys` prints them) that signs
     * every push message. Unset outside production: a pair is made once and kept in DATA_DIR/vapid-keys.json.
     * Unset in production: push is off (GET /api/push/key/ answers null).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        'must be a P-256 public key, 87 characters of base64url (generate-vapid-keys)',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'must be a P-256 private key, 43 characters of base64url (generate-vapid-keys)',
      )
      .optional(),
    /** Who push services contact about this sender: a mailto: or https: address. Default: PUBLIC_URL when https. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .optional(),
    /**
     * Host names (or suffixes after a dot) of the push services a subscription may name; any other endpoint is
     * refused, so the server cannot be made to POST to an address of the caller's choosing.
     */
    PUSH_ALLOWED_HOSTS: commaList.default([...DEFAULT_PUSH_HOSTS]),
    /** Tests and local trials only: also accept http://127.0.0.1 and http://localhost endpoints. Refused in production. */
    PUSH_ALLOW_LOCAL_ENDPOINTS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** How long one push service may take to accept a message before it counts as failed. */
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Chat messages one guest session may send per minute, and at once (429 with Retry-After beyond). */
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    CHAT_MESSAGE_BURST: z.coerce.number().int().min(1).default(10),
    /**
     * An OpenAI-compatible chat-completions API for the concierge (OpenAI, Ollama, vLLM, llama.cpp):
     * its base URL (…/v1), model and key. Without a base URL the built-in retrieval concierge answers.
     */
    CHAT_AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    CHAT_AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    CHAT_AI_API_KEY: z.string().optional(),
    /** How long the model may take for one answer (all its tool rounds); then the question goes to staff. */
    CHAT_AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /**
     * Machine translation of the hotel's content (decision 0114): `none` serves it as staff wrote it.
     * LibreTranslate and an OpenAI-compatible API need TRANSLATION_API_URL (…/v1 for the latter); DeepL
     * needs TRANSLATION_API_KEY and finds its own address from it.
     */
    TRANSLATION_PROVIDER: z.enum(['none', 'libretranslate', 'deepl', 'openai']).default('none'),
    TRANSLATION_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRANSLATION_API_KEY: z.string().min(1).optional(),
    TRANSLATION_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** How long one call to the provider may take before the job stops with an error (and retries later). */
    TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Hotel-and-language jobs one instance works at once (each sends its batches one after another). */
    TRANSLATION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  })
  .refine(
    (env) => !['libretranslate', 'openai'].includes(env.TRANSLATION_PROVIDER) || env.TRANSLATION_API_URL,
    { path: ['TRANSLATION_API_URL'], message: 'is required for this TRANSLATION_PROVIDER' },
  )
  .refine((env) => env.TRANSLATION_PROVIDER !== 'deepl' || env.TRANSLATION_API_KEY, {
    path: ['TRANSLATION_API_KEY'],
    message: 'is required for DeepL',
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required with STRIPE_SECRET_KEY: payments are only settled by signed webhooks',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'stripe' || env.STRIPE_SECRET_KEY, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'is required with PAYMENT_PROVIDER=stripe',
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (generate-vapid-keys prints both)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PUSH_ALLOW_LOCAL_ENDPOINTS, {
    path: ['PUSH_ALLOW_LOCAL_ENDPOINTS'],
    message: 'is for tests only: production sends to https push services only',
  })
  .refine((env) => env.LOGIN_ROOM_GUESSES_PER_HOUR > env.LOGIN_ROOM_BURST, {
    path: ['LOGIN_ROOM_GUESSES_PER_HOUR'],
    message: 'must be more than LOGIN_ROOM_BURST',
  })
  .refine((env) => env.LOGIN_ADDRESS_FAILURES_PER_HOUR > env.LOGIN_ADDRESS_BURST, {
    path: ['LOGIN_ADDRESS_FAILURES_PER_HOUR'],
    message: 'must be more than LOGIN_ADDRESS_BURST',
  });

export type PaymentProviderName = NonNullable<z.infer<typeof envSchema>['PAYMENT_PROVIDER']>;

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'PAYMENT_PROVIDER' | 'VAPID_SUBJECT'> & {
  /** PAYMENT_PROVIDER, or what its absence means in this mode. */
  PAYMENT_PROVIDER: PaymentProviderName;
  /** Whether PAYMENT_PROVIDER was set: unset, a hotel with its own Stripe keys takes payments (decision 0154). */
  paymentProviderChosen: boolean;
  /** Without a trailing slash; the default when PUBLIC_URL is not set. */
  PUBLIC_URL: string;
  /** False when PUBLIC_URL fell back to localhost: the console warns before QR codes are printed. */
  publicUrlConfigured: boolean;
  REDIS_NAMESPACE: string;
  /** VAPID_SUBJECT, or PUBLIC_URL when it is https, else mailto:push@ its host. */
  VAPID_SUBJECT: string;
  mediaDir: string;
  migrationsDir: string;
};

export class ConfigError extends Error {}

/** Every variable the server reads, in the schema's order (.env.example and docs/configuration.md list each once). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

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
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl.replace(/\/+$/, ''),
    publicUrlConfigured: parsed.data.PUBLIC_URL !== undefined,
    PAYMENT_PROVIDER: parsed.data.PAYMENT_PROVIDER ?? defaultPaymentProvider(parsed.data),
    paymentProviderChosen: parsed.data.PAYMENT_PROVIDER !== undefined,
    REDIS_NAMESPACE: parsed.data.REDIS_NAMESPACE ?? defaultRedisNamespace(parsed.data),
    VAPID_SUBJECT: parsed.data.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl),
    mediaDir: path.join(serverRoot, 'media'),
    migrationsDir: path.join(serverRoot, 'drizzle'),
  };
}

/** Whether /api/docs/ is served: API_DOCS, or outside production when it is unset. */
export function apiDocsServed(config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return (config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/**
 * What a production start must not do silently: without PUBLIC_URL it refuses (every room's QR code would
 * point at localhost); on the embedded database (one process only) and without VAPID keys (no Web Push) it
 * warns. main.ts acts on both.
 */
export function productionChecks(
  config: Pick<Config, 'NODE_ENV' | 'publicUrlConfigured' | 'DATABASE_URL' | 'VAPID_PUBLIC_KEY'>,
): {
  refusal?: string;
  warnings: string[];
} {
  if (config.NODE_ENV !== 'production') return { warnings: [] };
  const warnings = config.DATABASE_URL
    ? []
    : [
        'Production on the embedded database: a single process only — no second instance can share it, and no ' +
          'rolling restart. Set DATABASE_URL to PostgreSQL for a real deployment.',
      ];
  if (!config.VAPID_PUBLIC_KEY)
    warnings.push(
      'Web Push is off: no VAPID keys, so guests and staff get no notifications with the app closed. Run ' +
        '`node apps/server/dist/cli.js generate-vapid-keys` once and set the VAPID_* lines it prints (docs/push.md).',
    );
  if (!config.publicUrlConfigured) {
    return {
      refusal:
        "Refusing to start in production without PUBLIC_URL: every room's QR code and every link the server " +
        'writes would point at http://localhost, which no guest can open. Set PUBLIC_URL to the address ' +
        'guests open, e.g. PUBLIC_URL=https://guest.example-hotel.com',
      warnings,
    };
  }
  return { warnings };
}

/**
 * Push services (Apple's above all) want a contact they can reach: the product's https address, else a mail
 * address at its host. A localhost https address is refused by Apple, so it gets the mail form too.
 */
function defaultVapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost'
    ? url.origin
    : `mailto:push@${url.hostname}`;
}

/** Stripe when its key is set; the test page only outside production; otherwise the front desk. */
function defaultPaymentProvider(env: { STRIPE_SECRET_KEY?: string | undefined; NODE_ENV: string }) {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.NODE_ENV === 'production' ? 'desk' : 'test';
}

/**
 * One deployment is one database: instances of it share the namespace without configuration, and
 * another deployment (another database) gets another one. Credentials never enter the name.
 */
export function defaultRedisNamespace(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): string {
  let identity: string;
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    identity = `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } else {
    identity = `embedded:${path.resolve(env.DATA_DIR)}`;
  }
  return `hotel:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

/** Reads `.env` at the repository root into the environment, without overriding what is already set. */
export function loadEnvFile(): void {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
