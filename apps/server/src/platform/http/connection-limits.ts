import type { Server } from 'node:http';
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
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

function proxyPeer(trust: Config['TRUST_PROXY']): ((address: string) => boolean) | 'all' {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return 'all';
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}
