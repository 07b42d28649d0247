import type { CDPSession } from 'playwright-core';
import { launchChromium, PHONE } from '../../e2e/support/chromium.ts';

/**
 * Chrome DevTools' network presets, with a 4× slower CPU, as a guest's phone on a poor connection:
 * Fast 3G 562.5 ms round trips, 1.6 Mbps down, 750 kbps up (×0.9); Slow 3G 2 s, 500 kbps both ways (×0.8).
 */
export const PHONE_NETWORKS = {
  'Fast 3G': {
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  },
  'Slow 3G': {
    latency: 2000,
    downloadThroughput: (500 * 1024 * 0.8) / 8,
    uploadThroughput: (500 * 1024 * 0.8) / 8,
  },
} as const;
export type PhoneNetwork = keyof typeof PHONE_NETWORKS;
const CPU_SLOWDOWN = 4;

export interface LoginColdLoad {
  network: PhoneNetwork;
  /** From navigation start: the login form card's title first painted (by the served page since decision 0118). */
  formMs: number;
  /** From navigation start: the later of the hotel's name and its logo first painted. */
  hotelMs: number;
  /** When the app's family-name field was there to type in. */
  usableMs: number;
}

/** A guest scans the room's QR code: the login page, nothing cached, on a throttled phone. */
export async function measureLoginColdLoad(url: string, network: PhoneNetwork): Promise<LoginColdLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORKS[network] });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel('Family name').waitFor({ timeout: 120_000 });
    // The app's own field: the form can be used (the served page only draws the card's title).
    const usableMs = await page.evaluate<number>('performance.now()');
    // Element Timing: when each named element was first painted, whoever drew it (the served page or the app).
    const painted = await page.evaluate(
      () =>
        new Promise<Record<string, number>>((resolve) => {
          const firsts: Record<string, number> = {};
          // Typed by shape: this package is compiled without the DOM's types.
          const { PerformanceObserver } = globalThis as unknown as {
            PerformanceObserver: new (
              callback: (list: {
                getEntries(): { identifier: string; renderTime: number; loadTime: number }[];
              }) => void,
            ) => { observe(options: { type: string; buffered: boolean }): void };
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const at = entry.renderTime || entry.loadTime;
              firsts[entry.identifier] = Math.min(firsts[entry.identifier] ?? Infinity, at);
            }
            resolve(firsts);
          }).observe({ type: 'element', buffered: true });
        }),
    );
    const formMs = painted['login-form'] ?? NaN;
    const hotelMs = Math.max(painted['hotel-name'] ?? NaN, painted['hotel-logo'] ?? NaN);
    return { network, formMs, hotelMs, usableMs };
  } finally {
    await browser.close();
  }
}
