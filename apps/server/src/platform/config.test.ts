import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiDocsServed, CONFIG_VARIABLES, ConfigError, loadConfig, productionChecks } from './config.ts';

describe('configuration', () => {
  it('runs with no variables at all, on the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe('auto');
  });

  it('treats empty strings as unset and parses lists and flags', () => {
    const config = loadConfig({
      PORT: '',
      CORS_ORIGINS: 'https://a.test, https://b.test',
      TRUST_PROXY: 'yes',
    });
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toEqual(['https://a.test', 'https://b.test']);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('takes Stripe only with its webhook secret, and refuses keys of the wrong shape', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.STRIPE_WEBHOOK_TOLERANCE_SECONDS).toBe(300);
  });

  it('uses the test payment page outside production only, unless PAYMENT_PROVIDER names it', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBe('desk');
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({ ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ PAYMENT_PROVIDER: 'desk' }).PAYMENT_PROVIDER).toBe('desk');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required with PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes an S3 bucket only with its keys, and an http(s) endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pictures' })).toThrow(/S3_ACCESS_KEY_ID: S3_BUCKET needs/);
    expect(() =>
      loadConfig({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'ftp://x',
      }),
    ).toThrow(/S3_ENDPOINT/);
    const config = loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_TIMEOUT_MS: 5000 });
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('trusts a number of proxy hops or a list of proxies, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });

  it('derives the Redis namespace from the database, without its credentials', () => {
    const a = loadConfig({ DATABASE_URL: 'postgres://u:secret@db:5432/hotel_a' }).REDIS_NAMESPACE;
    const sameDatabase = loadConfig({ DATABASE_URL: 'postgres://other:pw@db:5432/hotel_a' }).REDIS_NAMESPACE;
    const b = loadConfig({ DATABASE_URL: 'postgres://u:secret@db:5432/hotel_b' }).REDIS_NAMESPACE;
    expect(a).toBe(sameDatabase);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(loadConfig({ REDIS_NAMESPACE: 'lisbon-prod' }).REDIS_NAMESPACE).toBe('lisbon-prod');
    expect(() => loadConfig({ REDIS_NAMESPACE: 'has space' })).toThrow(/REDIS_NAMESPACE/);
  });

  it('stops with a message naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('defaults PUBLIC_URL to the server itself, drops a trailing slash, and refuses what a QR link cannot carry', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:8080',
      publicUrlConfigured: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://guest.example-hotel.com/app/' })).toMatchObject({
      PUBLIC_URL: 'https://guest.example-hotel.com/app',
      publicUrlConfigured: true,
    });
    for (const wrong of [
      'guest.example-hotel.com',
      'ftp://x.test',
      'https://x.test/?a=1',
      'https://x.test/#top',
    ])
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a production start without PUBLIC_URL, naming it and why; warns on the embedded database', () => {
    const bare = productionChecks(loadConfig({ NODE_ENV: 'production' }));
    expect(bare.refusal).toMatch(/^Refusing to start in production without PUBLIC_URL: .*QR code.*localhost/);
    const postgres = 'postgres://db.internal/hotel';
    const vapid = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    };
    const ready = productionChecks(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://guest.hotel.test',
        DATABASE_URL: postgres,
        ...vapid,
      }),
    );
    expect(ready).toEqual({ warnings: [] });
    const noPush = productionChecks(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guest.hotel.test', DATABASE_URL: postgres }),
    );
    expect(noPush.warnings).toEqual([expect.stringMatching(/^Web Push is off: .*generate-vapid-keys/)]);
    const embedded = productionChecks(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guest.hotel.test', ...vapid }),
    );
    expect(embedded.refusal).toBeUndefined();
    expect(embedded.warnings).toHaveLength(1);
    expect(embedded.warnings[0]).toMatch(/embedded database: a single process only.*DATABASE_URL/);
    // Development and tests start as before, on localhost and the embedded database.
    expect(productionChecks(loadConfig({}))).toEqual({ warnings: [] });
  });

  it('takes Web Push keys in pairs, a subject from PUBLIC_URL, and local push endpoints outside production only', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: .*set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'y'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://hotel.test' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).VAPID_SUBJECT).toBe('mailto:push@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://guest.hotel.test/' }).VAPID_SUBJECT).toBe(
      'https://guest.hotel.test',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://hotel.lan:8080' }).VAPID_SUBJECT).toBe('mailto:push@hotel.lan');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@hotel.test' }).VAPID_SUBJECT).toBe(
      'mailto:ops@hotel.test',
    );
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toContain('push.apple.com');
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: 'push.example, fcm.googleapis.com' }).PUSH_ALLOWED_HOSTS).toEqual(
      ['push.example', 'fcm.googleapis.com'],
    );
    expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).PUSH_ALLOW_LOCAL_ENDPOINTS).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://guest.hotel.test',
        PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      }),
    ).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS: is for tests only/);
  });

  it('serves the API documentation outside production, in production only with API_DOCS=on', () => {
    expect(apiDocsServed(loadConfig({}))).toBe(true);
    expect(apiDocsServed(loadConfig({ API_DOCS: 'off' }))).toBe(false);
    expect(apiDocsServed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(apiDocsServed(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }))).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('takes a METRICS_TOKEN of at least 16 printable characters without spaces', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it here' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('the lists of variables', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const COMPOSE_ONLY = [
    'POSTGRES_PASSWORD',
    'MINIO_ROOT_USER',
    'MINIO_ROOT_PASSWORD',
    'NGINX_SITE',
    'HTTP_PORT',
    'HTTPS_PORT',
  ];

  it('.env.example names every variable the server reads exactly once, and nothing else', () => {
    const named = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    const counts = new Map<string, number>();
    for (const name of named) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect(CONFIG_VARIABLES.filter((name) => counts.get(name) !== 1)).toEqual([]);
    expect(named.filter((name) => !CONFIG_VARIABLES.includes(name) && !COMPOSE_ONLY.includes(name))).toEqual(
      [],
    );
  });

  it('docs/configuration.md has one row for every variable the server reads', () => {
    const rows = [...read('docs/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map(
      (match) => match[1]!,
    );
    expect(CONFIG_VARIABLES.filter((name) => rows.filter((row) => row === name).length !== 1)).toEqual([]);
    expect(rows.filter((row) => !CONFIG_VARIABLES.includes(row))).toEqual([]);
  });
});
