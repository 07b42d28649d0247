import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchChromium, PHONE } from './chromium.ts';

export interface PageWeight {
  path: string;
  scripts: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The script's bytes; Playwright keeps no body for some (a worker's script), which are then fetched again. */
async function scriptBytes(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    return Buffer.from(await (await fetch(response.url())).arrayBuffer());
  }
}

/** Loads the page in Chromium and adds up the gzipped size of every script it fetched. */
export async function measurePageScripts(baseUrl: string, path: string): Promise<PageWeight> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    const scripts: { url: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        scriptBytes(response).then((body) => {
          scripts.push({
            url: response.url().replace(baseUrl, ''),
            gzipBytes: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { path, scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
