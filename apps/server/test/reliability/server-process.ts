import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../own-redis.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The real server (`src/main.ts`) as a child process, so the fault suite can kill -9 it and watch it exit. */
export interface ServerProcess {
  baseUrl: string;
  /** Exits the test did not cause (a crash): must stay empty. */
  unexpectedExits: string[];
  output(): string;
  kill9(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function serverProcess(port: number, env: Record<string, string>): ServerProcess {
  let child: ChildProcess | undefined;
  let log = '';
  const unexpectedExits: string[] = [];
  const baseUrl = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    try {
      return (await fetch(`${baseUrl}/health`)).ok;
    } catch {
      return false;
    }
  };
  const handle: ServerProcess = {
    baseUrl,
    unexpectedExits,
    output: () => log,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk) => (log += String(chunk)));
      started.stderr?.on('data', (chunk) => (log += String(chunk)));
      started.once('exit', (code, signal) => {
        if (child === started) unexpectedExits.push(`exit code ${code} signal ${signal}`);
      });
      await waitFor(healthy, 30_000, `server did not start:\n${log}`);
    },
    async kill9() {
      const running = child;
      child = undefined;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  return handle;
}
