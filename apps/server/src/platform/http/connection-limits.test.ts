import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketPaths } from '@hotel/contracts/live';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { REFUSED_CONNECTION_GRACE_MS } from './connection-limits.ts';

const CAP = 3;

/** A raw connection that has sent nothing: it holds one of the address's places. */
async function holdConnection(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** One GET on a fresh connection, read raw: the answer's text and whether the server ended the connection. */
async function rawGet(port: number, path = '/health') {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += String(chunk)));
  const ended = new Promise<'closed' | 'reset'>((resolve) => {
    socket.once('error', () => resolve('reset'));
    socket.once('close', (hadError) => resolve(hadError ? 'reset' : 'closed'));
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  const end = await Promise.race([
    ended,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 1_500)),
  ]);
  socket.destroy();
  return { answer, end };
}

describe('connections over the per-address cap', () => {
  let t: TestApp;
  let port: number;
  const held: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: String(CAP) });
    port = Number(new URL(await listenForSockets(t)).port);
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await t.close();
  });

  it('answers the request with a 429, Retry-After and Connection: close, then closes cleanly', async () => {
    for (let index = 0; index < CAP; index++) held.push(await holdConnection(port));
    const { answer, end } = await rawGet(port);
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'too_many_connections',
    });
    expect(end).toBe('closed');
  });

  it('refuses a live socket handshake over the cap with a 429 too', async () => {
    const client = connectLive(`ws://127.0.0.1:${port}`, liveSocketPaths.guest('HOTEL-X', 'any-token'));
    await expect(client.opened).rejects.toThrow('refused with HTTP 429');
  });

  it('answers every one of many simultaneous calls (200 or 429), none dropped', async () => {
    // An agent without a connection limit opens one connection per call in flight, as the bench's fetch did.
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    try {
      const outcomes = await Promise.all(
        Array.from(
          { length: 40 },
          () =>
            new Promise<number | string>((resolve) => {
              http
                .get(`http://127.0.0.1:${port}/health`, { agent }, (response) => {
                  response.resume();
                  response.on('end', () => resolve(response.statusCode ?? 0));
                })
                .on('error', (error) => resolve(`failed: ${error.message}`));
            }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome !== 200 && outcome !== 429)).toEqual([]);
      expect(outcomes).toContain(429);
    } finally {
      agent.destroy();
    }
  });

  it('serves the address again once one of its connections closes', async () => {
    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rawGet(port)).answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('connections over the cap that send nothing', () => {
  it('are closed after a grace, and beyond twice the cap dropped at once', async () => {
    const capped = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const sockets: net.Socket[] = [];
    try {
      const cappedPort = Number(new URL(await listenForSockets(capped)).port);
      for (let index = 0; index < 2; index++) sockets.push(await holdConnection(cappedPort));
      const started = performance.now();
      const silent = await Promise.all([holdConnection(cappedPort), holdConnection(cappedPort)]);
      sockets.push(...silent);
      const closedAt = silent.map(
        (socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now()))),
      );
      const beyond = await holdConnection(cappedPort);
      sockets.push(beyond);
      const beyondClosed = await Promise.race([
        new Promise<boolean>((resolve) => beyond.once('close', () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]);
      expect(beyondClosed).toBe(true);
      for (const time of await Promise.all(closedAt)) {
        expect(time - started).toBeGreaterThan(REFUSED_CONNECTION_GRACE_MS - 200);
        expect(time - started).toBeLessThan(REFUSED_CONNECTION_GRACE_MS + 1_500);
      }
      // The two held within the cap stay open.
      expect(sockets.slice(0, 2).every((socket) => !socket.destroyed && socket.readyState === 'open')).toBe(
        true,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await capped.close();
    }
  });
});

describe('connections from a trusted proxy', () => {
  it('are not counted: the proxy carries many clients', async () => {
    const proxied = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' });
    const sockets: net.Socket[] = [];
    try {
      const proxyPort = Number(new URL(await listenForSockets(proxied)).port);
      for (let index = 0; index < 4; index++) sockets.push(await holdConnection(proxyPort));
      expect((await rawGet(proxyPort)).answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await proxied.close();
    }
  });
});
