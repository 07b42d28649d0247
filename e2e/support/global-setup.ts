import { freePort, startProductServer, type RunningServer } from './product-server.ts';

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
