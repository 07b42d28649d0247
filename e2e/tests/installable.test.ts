import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from '../support/chromium.ts';

/**
 * Each hotel's guest app installs as an app of its own (issue 38): the page the QR code opens links the hotel's
 * manifest and icons, and Chromium reads them with its own parser, as it does before offering to install.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

/** The manifest as Chromium found and parsed it (DevTools protocol), and its text as the page linked it. */
async function chromiumManifest(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return {
    url: found.url,
    errors: found.errors,
    data: found.data
      ? (JSON.parse(found.data) as { name: string; start_url: string; icons: ManifestIcon[] })
      : null,
  };
}

/** Loads a picture the way the page would show it; its decoded size. */
function pictureSize(page: Page, src: string): Promise<[number, number]> {
  return page.evaluate(async (address) => {
    const picture = new Image();
    picture.src = address;
    await picture.decode();
    return [picture.naturalWidth, picture.naturalHeight] as [number, number];
  }, src);
}

describe("a hotel's guest app is installable", () => {
  it("links the hotel's manifest, which Chromium parses without errors, with icons it can load", async () => {
    const { context, page } = await openPhone(browser);
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByText('Demo Riverside Hotel').first().waitFor();
    const manifest = await chromiumManifest(context, page);
    expect(manifest.url).toBe(`${baseUrl()}/api/hotels/HOTEL-DEMO/manifest.webmanifest?lang=en`);
    expect(manifest.errors).toEqual([]);
    expect(manifest.data?.name).toBe('Demo Riverside Hotel');
    const large = manifest.data?.icons.find((icon) => icon.sizes === '512x512' && icon.purpose === 'any');
    expect(large).toBeDefined();
    expect(await pictureSize(page, large!.src)).toEqual([512, 512]);
    // The tab shows the hotel's icon, not the product's.
    const tabIcons = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')).map((link) => link.href),
    );
    expect(tabIcons.length).toBeGreaterThan(0);
    expect(tabIcons.every((href) => href.includes('/api/hotels/HOTEL-DEMO/icons/'))).toBe(true);
    expect(await pictureSize(page, tabIcons[0]!)).toEqual([32, 32]);
    await context.close();
  });

  it("names the app in the device's language and shows each hotel's icons", async () => {
    const { context, page } = await openPhone(browser);
    await context.addCookies([{ name: 'guestLanguage', value: 'ar', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/?room=202&hotel=HOTEL-SEA`);
    await page.getByText('Sea Breeze Resort').first().waitFor();
    const manifest = await chromiumManifest(context, page);
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toContain('/api/hotels/HOTEL-SEA/manifest.webmanifest?lang=ar');
    const text = (await (await page.request.get(manifest.url)).json()) as { lang: string; dir: string };
    expect([text.lang, text.dir]).toEqual(['ar', 'rtl']);

    // The icons a home screen shows, side by side for both demo hotels: any 512, maskable 512, apple-touch 180.
    const hotels = await Promise.all(
      ['HOTEL-DEMO', 'HOTEL-SEA'].map(async (hotel) => {
        const response = await page.request.get(`${baseUrl()}/api/hotels/${hotel}/manifest.webmanifest`);
        const { icons } = (await response.json()) as { icons: ManifestIcon[] };
        const pagePicture = await page.request.get(`${baseUrl()}/?hotel=${hotel}`);
        const touch = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(await pagePicture.text())?.[1];
        return [
          icons.find((icon) => icon.sizes === '512x512' && icon.purpose === 'any')!.src,
          icons.find((icon) => icon.purpose === 'maskable')!.src,
          touch!.replace(/&#38;/g, '&'),
        ];
      }),
    );
    await page.setViewportSize({ width: 1320, height: 1100 });
    await page.evaluate((rows) => {
      document.body.replaceChildren(
        ...rows.map((sources) => {
          const row = document.createElement('div');
          row.style.cssText = 'display:flex;gap:24px;align-items:flex-start;padding:16px;background:#e5e7eb';
          for (const source of sources) {
            const picture = document.createElement('img');
            picture.src = source;
            row.append(picture);
          }
          return row;
        }),
      );
    }, hotels);
    await page.waitForFunction(() =>
      Array.from(document.images).every((picture) => picture.complete && picture.naturalWidth > 0),
    );
    const sizes = await page.evaluate(() =>
      Array.from(document.images).map((picture) => picture.naturalWidth),
    );
    expect(sizes).toEqual([512, 512, 180, 512, 512, 180]);
    await screenshot(page, 'installable-icons');
    await context.close();
  });

  it('opens the installed app on the dashboard of a guest who is signed in', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    const { data } = await chromiumManifest(context, page);
    await page.getByLabel('Family name').fill('Tanaka');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    // As the home screen icon opens it: the manifest's start address, in the same browser profile.
    await page.goto(new URL(data!.start_url, baseUrl()).href);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome, Tanaka/ }).waitFor();
    await context.close();
  });

  it('keeps the bare address generic: no manifest, and /favicon.ico is an icon', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Hotel ID').waitFor();
    const manifest = await chromiumManifest(context, page);
    expect(manifest.url).toBe('');
    const favicon = await page.request.get(`${baseUrl()}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    await context.close();
  });

  it('passes Chromium’s installability check once the service worker controls the page', async () => {
    // Chromium installs nothing from an incognito profile, and every new context is one: a profile on disk.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      ...PHONE,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
      await page.getByText('Demo Riverside Hotel').first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
