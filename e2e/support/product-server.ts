import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process, from /proc. */
  rssBytes(): number;
  stop(): Promise<void>;
}

/** A port nobody listens on now, for a product server of the test's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/** How the server's code is run: compiled, as `npm start` does, or its TypeScript through a loader (development). */
export type ServerRuntime = 'compiled' | 'typescript';
const RUNTIME_ARGS: Record<ServerRuntime, string[]> = {
  compiled: ['--enable-source-maps', 'dist/main.js'],
  typescript: ['--import', 'tsx', 'src/main.ts'],
};

/**
 * Starts the real product (demo data on a fresh embedded database unless env says otherwise), compiled as
 * `npm start` runs it (`npm run build` makes it).
 */
export async function startProductServer(
  port: number,
  env: Record<string, string> = {},
  runtime: ServerRuntime = 'compiled',
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-'));
  const child = spawn(process.execPath, RUNTIME_ARGS[runtime], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without it (the QR codes' address): here, the server's own.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A demo in production mode: `auto` no longer seeds there (docs/reliability.md, item 14).
      SEED_DEMO: 'always',
      // …whose guests pay on the built-in test page, which production offers only when named (decision 0149).
      PAYMENT_PROVIDER: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child, () => output);
  } catch (error) {
    // Left running, it would become ready later on this port and answer the next run's requests.
    child.kill('SIGKILL');
    await waitForExit(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rssBytes: () => rssOf(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginDemoGuest(url: string, hotel = 'HOTEL-DEMO', room = '101', familyName = 'Tanaka') {
  const response = await fetch(`${url}/api/guest-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ room, family_name: familyName, hotel_unique_id: hotel }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
