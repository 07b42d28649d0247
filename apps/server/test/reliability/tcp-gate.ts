import net from 'node:net';

/**
 * A TCP forwarder between the server and PostgreSQL that the fault suite can close: while closed it cuts
 * every open connection and refuses new ones, as a database host that is restarting does.
 */
export interface TcpGate {
  port: number;
  close(): void;
  open(): void;
  stop(): Promise<void>;
}

export async function startTcpGate(targetHost: string, targetPort: number): Promise<TcpGate> {
  let accepting = true;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const gate: TcpGate = {
    port,
    close() {
      accepting = false;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    open() {
      accepting = true;
    },
    stop() {
      gate.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return gate;
}
