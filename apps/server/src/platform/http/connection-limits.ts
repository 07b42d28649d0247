import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/**
 * Caps the open connections of one address (live sockets included): without it one client holding
 * connections open used every file descriptor and the server stopped answering everyone. Connections
 * from a trusted proxy are not counted (they carry many clients); with TRUST_PROXY as a number of hops
 * every peer is the proxy, so the cap is the proxy's to enforce.
 */
export function capConnectionsPerAddress(server: Server, config: Config): void {
  const isProxy = proxyPeer(config.TRUST_PROXY);
  if (isProxy === 'all') return;
  const open = new Map<string, number>();
  const max = config.MAX_CONNECTIONS_PER_ADDRESS;
  // One listener for every socket, not a closure each: a live socket stays open for hours, and a
  // per-socket `once` wrapper and closure cost about 200 bytes of the idle socket's budget. The address
  // read at 'connection' stays readable after the close (Node keeps it with the socket).
  function release(this: Socket): void {
    const address = this.remoteAddress;
    if (!address) return;
    const left = (open.get(address) ?? 1) - 1;
    if (left > 0) open.set(address, left);
    else open.delete(address);
  }
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.on('close', release);
  });
}

function proxyPeer(trust: Config['TRUST_PROXY']): ((address: string) => boolean) | 'all' {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return 'all';
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}
