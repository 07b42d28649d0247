import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A Redis server of the test's own on a free port, which the test may stop and start again. The shared
 * Redis (6379) is never touched: other suites and engineers use it.
 */
export interface OwnRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers, as in a network partition. */
  pause(): void;
  resume(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor(() => canConnect(port), 5_000, `own Redis on port ${port} did not start`);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGCONT');
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, message: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(message);
}
