import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/** How long a connection over the cap may take to send the request it is refused: then it is closed. */
export const REFUSED_CONNECTION_GRACE_MS = 2_000;

/**
 * Caps the open connections of one address (live sockets included): without it one client holding
 * connections open used every file descriptor and the server stopped answering everyone. A connection over
 * the cap is not dropped: its first request (a socket's handshake included) is answered 429 with Retry-After
 * and `Connection: close`, so the client learns which limit it met (decision 0162); one that sends nothing is
 * closed after REFUSED_CONNECTION_GRACE_MS, and beyond as many again waiting for their answer, the address's
 * connections are dropped at once (the descriptors stay bounded at twice the cap).
 *
 * Connections from a trusted proxy are not counted (they carry many clients, and the per-address request
 * limits key on the client the proxy names); with TRUST_PROXY as a number of hops every peer is the proxy,
 * so the cap is the proxy's to enforce.
 */
export function capConnectionsPerAddress(app: FastifyInstance, config: Config): void {
  const isProxy = proxyPeer(config.TRUST_PROXY);
  if (isProxy === 'all') return;
  const open = new Map<string, number>();
  const refusing = new Map<string, number>();
  const overCap = new WeakSet<Socket>();
  const max = config.MAX_CONNECTIONS_PER_ADDRESS;
  // One listener for every socket, not a closure each: a live socket stays open for hours, and a
  // per-socket `once` wrapper and closure cost about 200 bytes of the idle socket's budget. The address
  // read at 'connection' stays readable after the close (Node keeps it with the socket).
  function release(this: Socket): void {
    const address = this.remoteAddress;
    if (address) decrement(open, address);
  }
  function releaseRefused(this: Socket): void {
    const address = this.remoteAddress;
    if (address) decrement(refusing, address);
  }
  function closeSilent(this: Socket): void {
    this.destroy();
  }
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count <= max) {
      open.set(address, count);
      socket.on('close', release);
      return;
    }
    const waiting = (refusing.get(address) ?? 0) + 1;
    if (waiting > max) {
      socket.destroy();
      return;
    }
    refusing.set(address, waiting);
    overCap.add(socket);
    socket.on('close', releaseRefused);
    socket.setTimeout(REFUSED_CONNECTION_GRACE_MS, closeSilent);
  });
  // The first hook of every route (registered before the others): nothing else runs for a refused connection.
  app.addHook('onRequest', async (request) => {
    if (overCap.has(request.raw.socket)) throw tooManyConnections(max);
  });
}

function tooManyConnections(max: number): HttpError {
  return new HttpError(
    429,
    `Too many open connections from this network (at most ${max}). Please wait 1 second and try again.`,
    'too_many_connections',
    { 'retry-after': '1', connection: 'close' },
  );
}

function decrement(counts: Map<string, number>, address: string): void {
  const left = (counts.get(address) ?? 1) - 1;
  if (left > 0) counts.set(address, left);
  else counts.delete(address);
}

function proxyPeer(trust: Config['TRUST_PROXY']): ((address: string) => boolean) | 'all' {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return 'all';
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}
