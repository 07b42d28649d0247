import net from 'node:net';
import { startProductServer, type RunningServer } from './product-server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: RunningServer | undefined;

/**
 * The real product, built, on a fresh embedded database with the demo data, as `npm start` runs it.
 * Test workers start after this and inherit E2E_BASE_URL.
 */
export async function setup(): Promise<void> {
  server = await startProductServer(await freePort());
  process.env.E2E_BASE_URL = server.url;
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
