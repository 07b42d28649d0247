import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from './chromium.ts';

export interface PageWeight {
  path: string;
  scripts: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
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
        response.body().then((body) => {
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
