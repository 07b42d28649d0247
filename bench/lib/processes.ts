import { spawn } from 'node:child_process';
import { rssOf, waitForExit, type RunningServer } from '../../e2e/support/product-server.ts';

/** The baseline: plain node:http answering every request with fixed bytes, in its own process like the app. */
export async function startBareServer(
  port: number,
  body: string,
  contentType: string,
): Promise<RunningServer> {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY);
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: body, CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    rssBytes: () => rssOf(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
