/**
 * `npm run smoke:prod`: the production image, proven on a machine without a Docker engine. It stages exactly
 * what the Dockerfile's last stage holds (scripts/stage-production.sh: compiled output, production
 * dependencies only), runs the deploy step (`cli.js migrate`), starts two instances on PostgreSQL and Redis
 * behind nginx with deploy/nginx's configuration (as compose.yaml runs them), and checks through the proxy:
 *
 * - the QR link's page, a guest login, an order, and the staff board hearing it on both instances' sockets;
 * - a rolling restart of each instance in turn under a steady trickle of orders: 0 failed requests, and every
 *   acknowledged order in the database exactly once (read from the database, not the API);
 * - graceful shutdown: live sockets told to reconnect (close code 1001), the process gone within
 *   SHUTDOWN_GRACE_SECONDS.
 *
 * Needs nginx (Debian's package) and the machine's PostgreSQL and Redis (SMOKE_DATABASE_URL, an admin
 * connection that may create a database; SMOKE_REDIS_URL). Run `npm run build` first (the npm script does).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { staffLogin } from '../support/api.ts';
import { freePort, loginDemoGuest } from '../support/product-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_DATABASE_URL =
  process.env.SMOKE_DATABASE_URL ??
  process.env.CI_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.SMOKE_REDIS_URL ?? process.env.CI_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GRACE_SECONDS = 10;
const TRICKLE_PER_SECOND = 10;
const METRICS_TOKEN = randomUUID();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[smoke] ${message}`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${message}`);
  log(`ok  ${message}`);
}

function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error(
    'nginx is not installed (Debian: apt-get install nginx); the smoke test runs it as the proxy',
  );
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ready = (url: string) => async () => (await fetch(`${url}/ready`)).status === 200;

interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startInstance(stage: string, name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: stage,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, url: `http://127.0.0.1:${port}`, child, output, exited };
}

/**
 * deploy/nginx/http.conf with this machine's ports: the same shared parts (deploy/nginx/http-common.conf and
 * hotel-proxy.conf, included as they are), only the upstream addresses and the listening port differ.
 */
function nginxConfig(prefix: string, listenPort: number, upstreamPorts: number[]): string {
  const deploy = path.join(repoRoot, 'deploy/nginx');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  include ${path.join(deploy, 'http-common.conf')};
  upstream hotel {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      include ${path.join(deploy, 'hotel-proxy.conf')};
    }
  }
}
`;
}

async function api<T>(
  baseUrl: string,
  route: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Token ${init.token}` }),
      ...init.headers,
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML page or an empty answer
  }
  return { status: response.status, body: body as T };
}

/** A staff socket that records the ids of orders it hears created, and how it was closed. */
function staffSocket(baseUrl: string, token: string) {
  const heard = new Set<number>();
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/staff/?token=${token}`);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      type?: string;
      topic?: string;
      action?: string;
      id?: number;
    };
    if (message.type === 'staff_update' && message.topic === 'orders' && message.action === 'created')
      if (typeof message.id === 'number') heard.add(message.id);
  });
  return { socket, heard, opened, closed };
}

async function main(): Promise<void> {
  const started = Date.now();
  const nginx = findNginx();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-smoke-'));
  const stage = path.join(work, 'app');
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    log(`staging the image's contents in ${stage}`);
    const staged = spawnSync(path.join(repoRoot, 'scripts/stage-production.sh'), [stage], {
      stdio: 'inherit',
    });
    check(staged.status === 0, 'scripts/stage-production.sh staged production dependencies and builds');
    check(
      !fs.existsSync(path.join(stage, 'node_modules/vitest')) &&
        !fs.existsSync(path.join(stage, 'node_modules/tsx')) &&
        !fs.existsSync(path.join(stage, 'apps/server/src')),
      'the staged app holds no dev dependency and no TypeScript source',
    );

    // What the image and compose run is what this test runs: the same entry points in the staged folder.
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const compose = fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
    check(
      dockerfile.includes('scripts/stage-production.sh /app') &&
        dockerfile.includes('CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]') &&
        compose.includes("command: ['node', 'apps/server/dist/cli.js', 'migrate']") &&
        fs.existsSync(path.join(stage, 'apps/server/dist/main.js')) &&
        fs.existsSync(path.join(stage, 'apps/server/dist/cli.js')),
      "the Dockerfile's stage, CMD and compose's migrate step are the ones run here",
    );

    // A fresh database of its own on the machine's PostgreSQL.
    const databaseName = `hotel_smoke_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName}`);
    await admin.query(`create database ${databaseName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    });
    const databaseUrl = new URL(ADMIN_DATABASE_URL);
    databaseUrl.pathname = `/${databaseName}`;

    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_NAMESPACE: `hotel-smoke:${process.pid}`,
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: '1',
      // The demo hotels are this smoke test's data: a demo deployment says so.
      ALLOW_DEMO_PASSWORDS: 'true',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      METRICS_TOKEN,
      MALLOC_ARENA_MAX: '2', // as the Dockerfile sets it
      // The trickle is one guest ordering 10 a second: above a real guest's write limit.
      GUEST_WRITE_BURST: '10000',
      GUEST_WRITES_PER_MINUTE: '10000',
      ADDRESS_WRITE_BURST: '10000',
      ADDRESS_WRITES_PER_MINUTE: '10000',
    };

    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], {
        cwd: stage,
        env,
        encoding: 'utf8',
      });
    const migrated = cli('migrate');
    check(
      migrated.status === 0 && /Database schema up to date/.test(migrated.stdout),
      `cli.js migrate: ${migrated.stdout.trim() || migrated.stderr.trim()}`,
    );
    check(cli('seed-demo').status === 0, 'cli.js seed-demo loaded the demo hotels');
    // A person of two hotels, from the command line (issue 36): the second add keeps the first hotel.
    const email = `ops-${Date.now()}@group.test`;
    const addTo = (hotel: string, role: string) =>
      cli(
        'add-staff',
        '--hotel',
        hotel,
        '--email',
        email,
        '--name',
        'Ops',
        '--role',
        role,
        '--password',
        'smoke-password',
      );
    const created = addTo('HOTEL-DEMO', 'manager');
    const added = addTo('HOTEL-SEA', 'kitchen');
    const listedIn = (hotel: string) => cli('list-staff', '--hotel', hotel).stdout;
    const keptBoth =
      /created as manager of HOTEL-DEMO/.test(created.stdout) &&
      /already had an account: added to HOTEL-SEA as kitchen/.test(added.stdout) &&
      new RegExp(`${email}\\s+Ops\\s+manager\\s+active`).test(listedIn('HOTEL-DEMO')) &&
      new RegExp(`${email}\\s+Ops\\s+kitchen\\s+active`).test(listedIn('HOTEL-SEA'));
    check(
      keptBoth,
      'cli.js add-staff to a second hotel keeps the first; list-staff shows both' +
        (keptBoth ? '' : `: ${created.stdout}${created.stderr}${added.stdout}${added.stderr}`),
    );

    const instances = [
      startInstance(stage, 'A', await freePort(), env),
      startInstance(stage, 'B', await freePort(), env),
    ];
    cleanups.push(() => {
      for (const instance of instances) instance.child.kill('SIGKILL');
    });
    for (const instance of instances) await waitFor(`instance ${instance.name} ready`, ready(instance.url));

    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      nginxConfig(
        work,
        proxyPort,
        instances.map((instance) => instance.port),
      ),
    );
    const proxy = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' });
    cleanups.push(() => void proxy.kill('SIGQUIT'));
    await waitFor('nginx', ready(proxyUrl));
    log(`two instances (${instances.map((i) => i.port).join(', ')}) behind nginx at ${proxyUrl}`);

    // --- The product through the proxy -----------------------------------------------------------------
    const qrPage = await fetch(`${proxyUrl}/?room=101&hotel=HOTEL-DEMO`);
    check(
      qrPage.status === 200 && (await qrPage.text()).includes('<div id="root"'),
      'the QR link opens the guest app',
    );
    const consolePage = await fetch(`${proxyUrl}/staff/`);
    check(consolePage.status === 200, 'the staff console is served under /staff/');

    // Both throw, naming the answer, when the login fails.
    const guest = await loginDemoGuest(proxyUrl);
    check(guest, 'guest login (room 101, Tanaka)');
    const staff = await staffLogin(proxyUrl);
    check(staff, 'staff sign-in');

    const items = await api<{ id: number; options: { required: boolean }[] }[]>(
      proxyUrl,
      '/api/items/?location=room_service',
      { token: guest },
    );
    const item = items.body.find((candidate) => candidate.options.every((option) => !option.required));
    check(item, 'the room-service menu has an item to order');

    const order = (key = randomUUID()) =>
      api<{ id: number }>(proxyUrl, '/api/orders/', {
        method: 'POST',
        token: guest,
        headers: { 'idempotency-key': key },
        body: { location: null, scheduled_for: null, items: [{ dining_item: item.id, quantity: 1 }] },
      });

    const boards = [
      staffSocket(proxyUrl, staff),
      ...instances.map((instance) => staffSocket(instance.url, staff)),
    ];
    await Promise.all(boards.map((board) => board.opened));
    const placed = await order();
    check(placed.status === 201, `an order through the proxy (#${placed.body.id})`);
    await waitFor(
      'the order on every staff board',
      async () => boards.every((board) => board.heard.has(placed.body.id)),
      5_000,
    );
    check(true, "the staff board hears it on both instances' sockets and through the proxy");
    for (const board of boards) board.socket.close();

    const traced = await fetch(`${proxyUrl}/api/hotels/HOTEL-DEMO/`, {
      headers: { 'x-request-id': 'smoke-trace-1' },
    });
    const minted = await fetch(`${proxyUrl}/api/hotels/HOTEL-DEMO/`);
    check(
      traced.headers.get('x-request-id') === 'smoke-trace-1' &&
        /^[\w.:-]{16,}$/.test(minted.headers.get('x-request-id') ?? ''),
      "a client's X-Request-Id passes the proxy and comes back; without one, nginx makes one",
    );
    check(
      (await fetch(`${proxyUrl}/metrics`)).status !== 200,
      '/metrics is not served through the proxy without its token',
    );
    const scraped = await Promise.all(
      instances.map(async (instance) => {
        const response = await fetch(`${instance.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        return response.status === 200 ? await response.text() : '';
      }),
    );
    const ordersCounted = scraped
      .flatMap((text) => [...text.matchAll(/^hotel_orders_placed_total(?:\{[^}]*\})? (\d+)/gm)])
      .reduce((sum, match) => sum + Number(match[1]), 0);
    check(
      ordersCounted === 1,
      `each instance's /metrics, with METRICS_TOKEN, counts the order once between them (${ordersCounted})`,
    );

    // --- Rolling restart under a trickle of orders -------------------------------------------------------
    const { rows: before } = await pgQuery(databaseUrl.toString(), 'select count(*)::int as n from orders');
    const acknowledged: number[] = [];
    const failures: string[] = [];
    let trickling = true;
    const trickle = (async () => {
      const inFlight: Promise<void>[] = [];
      while (trickling) {
        inFlight.push(
          order().then(
            (answer) => {
              if (answer.status === 201) acknowledged.push(answer.body.id);
              else failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
            },
            (error: Error) => void failures.push(error.message),
          ),
        );
        await sleep(1000 / TRICKLE_PER_SECOND);
      }
      await Promise.all(inFlight);
    })();

    for (const [index, instance] of instances.entries()) {
      await sleep(1_500);
      const board = staffSocket(instance.url, staff);
      await board.opened;
      const stopAt = Date.now();
      instance.child.kill('SIGTERM');
      const code = await instance.exited;
      const exitMs = Date.now() - stopAt;
      const closeCode = await Promise.race([board.closed, sleep(100).then(() => 'still open')]);
      check(closeCode === 1001, `instance ${instance.name}: its live socket was told to reconnect (1001)`);
      check(
        code === 0 && exitMs < GRACE_SECONDS * 1000,
        `instance ${instance.name} exited ${code} ${exitMs} ms after SIGTERM (grace ${GRACE_SECONDS} s)`,
      );
      const restarted = startInstance(stage, instance.name, instance.port, env);
      instances[index] = restarted;
      await waitFor(`instance ${instance.name} back`, ready(restarted.url));
      log(`instance ${instance.name} restarted; ${acknowledged.length} orders acknowledged so far`);
    }
    await sleep(1_500);
    trickling = false;
    await trickle;

    check(
      failures.length === 0,
      `0 failed requests of ${acknowledged.length + failures.length} during the rolling restart${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}`,
    );
    const { rows: stored } = await pgQuery(
      databaseUrl.toString(),
      'select id from orders where id = any($1::int[])',
      [acknowledged],
    );
    const { rows: after } = await pgQuery(databaseUrl.toString(), 'select count(*)::int as n from orders');
    check(
      stored.length === acknowledged.length && new Set(acknowledged).size === acknowledged.length,
      `every acknowledged order is in the database once (${stored.length} of ${acknowledged.length})`,
    );
    check(
      after[0].n - before[0].n === acknowledged.length,
      `no order stored that was not acknowledged (${after[0].n - before[0].n} new rows)`,
    );
    log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function pgQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[smoke] ${error.message}`);
    process.exit(1);
  },
);
