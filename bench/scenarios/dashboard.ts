import type { CDPSession } from 'playwright-core';
import { launchChromium, PHONE } from '../../e2e/support/chromium.ts';
import { returningGuestStorage } from '../lib/returning-guest.ts';

/**
 * Lighthouse's mobile throttling ("slow 4G" and a 4× slower CPU), applied the way its devtools mode does:
 * 150 ms round trips × 3.75 as request latency, 1.6 Mbps down and 750 kbps up at 90 %.
 */
const MOBILE_THROTTLING = {
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1638.4 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
};

export interface DashboardLoad {
  requests: number;
  apiRequests: number;
  /** Bytes on the wire (compressed, headers included), as Chromium counts them. */
  transferredBytes: number;
  /** From navigation start: the welcome header painted (the baseline: the shell and the guest session). */
  headerMs: number;
  /** From navigation start: every section has its content (slides, dining, weather, events, the card). */
  allSectionsMs: number;
  byType: Record<string, { count: number; bytes: number }>;
}

/** A logged-in guest opens the dashboard on a phone with nothing cached, under mobile throttling. */
export async function measureDashboardColdLoad(
  baseUrl: string,
  session: { token: string; hotelId: string },
): Promise<DashboardLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    // Page-side code as text: this package is compiled without the DOM's types.
    const stored = await returningGuestStorage(baseUrl, session.token, session.hotelId);
    await context.addInitScript(
      `for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);`,
    );
    // And the HttpOnly cookie the login sets beside it, by which the server draws the dashboard's top.
    await context.addCookies([{ name: 'session_token', value: session.token, url: baseUrl }]);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
      uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });

    const requests = new Map<string, { url: string; type: string; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });

    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const headerMs = await page.evaluate<number>('performance.now()');
    await Promise.all([
      page.waitForFunction(
        () => {
          // Typed by shape: this package is compiled without the DOM's types (and the page's CSP forbids strings).
          const { document } = globalThis as unknown as {
            document: { querySelector(selector: string): { complete: boolean; naturalWidth: number } | null };
          };
          const first = document.querySelector('[aria-roledescription="slide"] img');
          return first !== null && first.complete && first.naturalWidth > 0;
        },
        undefined,
        { timeout: 60_000 },
      ),
      page
        .locator('section[aria-labelledby="popular-dining-title"] ul li')
        .first()
        .waitFor({ timeout: 60_000 }),
      page
        .locator('section[aria-labelledby="weather-title"] [data-icon]')
        .first()
        .waitFor({ timeout: 60_000 }),
      page.locator('section[aria-labelledby="events-title"] ol li').first().waitFor({ timeout: 60_000 }),
      page.locator('a[href="/tourist-info"]').first().waitFor({ timeout: 60_000 }),
    ]);
    const allSectionsMs = await page.evaluate<number>('performance.now()');
    // Whatever the page still fetches after that (lazy slides, preloads) belongs to the cold load too.
    await page.waitForLoadState('networkidle');

    const all = [...requests.values()];
    const byType: DashboardLoad['byType'] = {};
    for (const request of all) {
      const entry = (byType[request.type] ??= { count: 0, bytes: 0 });
      entry.count += 1;
      entry.bytes += request.bytes;
    }
    return {
      requests: all.length,
      apiRequests: all.filter((request) => new URL(request.url).pathname.startsWith('/api/')).length,
      transferredBytes: all.reduce((sum, request) => sum + request.bytes, 0),
      headerMs: Math.round(headerMs),
      allSectionsMs: Math.round(allSectionsMs),
      byType,
    };
  } finally {
    await browser.close();
  }
}
