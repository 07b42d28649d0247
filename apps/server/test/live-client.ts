import { WebSocket } from 'ws';
import type { LiveServerMessage } from '@hotel/contracts/live';
import type { TestApp } from './test-app.ts';

/** Socket tests need a real port: listens once on an ephemeral one and returns ws://127.0.0.1:port. */
export async function listenForSockets(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const listening = t.app.server.address();
  if (!listening || typeof listening !== 'object') throw new Error('test app is not listening');
  return `ws://127.0.0.1:${listening.port}`;
}

export interface LiveClient {
  socket: WebSocket;
  /** Resolves on the handshake; rejects with the HTTP status when the server refused the upgrade. */
  opened: Promise<void>;
  /** Resolves when the socket closes, with the code and reason the server gave. */
  closed: Promise<{ code: number; reason: string }>;
  received: LiveServerMessage[];
  /** The next not yet taken message matching `predicate`, waiting up to `timeoutMs`. */
  next(predicate?: (message: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  /** Fails if a matching message arrives within `ms`. */
  expectNothing(predicate?: (message: LiveServerMessage) => boolean, ms?: number): Promise<void>;
  send(message: unknown): void;
  close(): Promise<void>;
}

export function connectLive(
  baseUrl: string,
  path: string,
  options: { origin?: string; autoPong?: boolean; headers?: Record<string, string> } = {},
): LiveClient {
  const socket = new WebSocket(`${baseUrl}${path}`, {
    ...(options.origin !== undefined && { origin: options.origin }),
    ...(options.headers && { headers: options.headers }),
    autoPong: options.autoPong ?? true,
  });
  const received: LiveServerMessage[] = [];
  const taken = new Set<LiveServerMessage>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

  const find = (predicate: (message: LiveServerMessage) => boolean) =>
    received.find((message) => !taken.has(message) && predicate(message));

  return {
    socket,
    opened,
    closed,
    received,
    next(predicate = () => true, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(predicate);
          if (!found) return false;
          taken.add(found);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    async expectNothing(predicate = () => true, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const found = find(predicate);
      if (found) throw new Error(`unexpected message ${JSON.stringify(found)}`);
    },
    send(message) {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** Opens a socket that the server should refuse after the handshake and returns its close code and reason. */
export async function refusal(baseUrl: string, path: string, origin?: string) {
  const client = connectLive(baseUrl, path, origin === undefined ? {} : { origin });
  const outcome = await Promise.race([
    client.closed,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('not closed')), 3_000)),
  ]);
  expectNoEvents(client);
  return outcome;
}

function expectNoEvents(client: LiveClient): void {
  if (client.received.length > 0)
    throw new Error(`a refused socket received ${JSON.stringify(client.received)}`);
}
