import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, openPhone, openStaffConsole, screenshot } from '../support/browser.ts';
import { freePort, repoRoot, startProductServer } from '../support/product-server.ts';
import { fillPizzaCart, logInAsDemoGuest } from '../support/guest-journeys.ts';

/**
 * The guest app's service worker (docs/decisions/0157): it controls the page from the first visit, draws the app
 * with the last menu and stay when the phone is offline (an order then waits in the outbox), and a deploy's new
 * version takes over at the next navigation.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until a service worker controls the page, and returns its script's address. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The addresses of the pages the guest worker keeps. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('guest-pages')).keys()).map((request) => new URL(request.url).pathname),
  );
}

/** A fetch from the page: 'ok', an HTTP status, or 'failed' when no answer came. */
function pageFetch(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (address) =>
      fetch(address).then(
        (response) => (response.ok ? 'ok' : String(response.status)),
        () => 'failed',
      ),
    url,
  );
}

describe("the guest app's service worker", () => {
  it('registers after the first visit and controls the page', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    expect(await controllingWorker(page)).toBe(`${baseUrl()}/sw.js`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    // The build's files are precached, the page itself is not: the server writes it per hotel and session.
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      return name
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [];
    });
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.every((pathname) => pathname.startsWith('/assets/'))).toBe(true);
    await context.close();
  });

  it('draws the app offline with the last menu and stay, and keeps an order placed offline as waiting', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    await controllingWorker(page);
    // Pages and reads the worker sees go into its caches: the dashboard, then the menu.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }).waitFor();
    await page.goto(`${baseUrl()}/menu`);
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('article', { name: 'Margherita Pizza' }).waitFor();

    await context.setOffline(true);
    // The worker itself is cut off too: a read it never kept finds no answer.
    expect(await pageFetch(page, `${baseUrl()}/api/hotels/HOTEL-DEMO/?never-kept=1`)).toBe('failed');
    await page.reload();
    await page.getByRole('tab', { name: 'Mains' }).click();
    const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
    await pizza.waitFor();
    await screenshot(page, 'service-worker-offline-menu');

    // An address never loaded online gets the last page kept; the app draws the route it names.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }).waitFor();
    await page.locator('.bg-band').getByText('Demo Riverside Hotel', { exact: true }).first().waitFor();
    await screenshot(page, 'service-worker-offline-dashboard');

    // Offline: the cart is filled from the kept menu.
    await fillPizzaCart(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByRole('listitem', { name: 'Order waiting to send, 1 item' }).waitFor();
    await screenshot(page, 'service-worker-offline-order-waiting');

    // Still there after an offline reload: the app starts signed in, with what waits.
    await page.reload();
    await waiting.getByRole('listitem', { name: 'Order waiting to send, 1 item' }).waitFor();
    // Cancelled, so that nothing is sent to the demo stay when the network returns.
    await waiting.getByRole('button', { name: 'Cancel' }).click();
    await waiting.waitFor({ state: 'detached' });
    await context.close();
  });

  it('draws the app offline for a guest who never loaded a page after the login', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    await controllingWorker(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }).waitFor();
    // The worker fetches the page the app reached without loading it (the login's dashboard) and keeps it.
    await expect.poll(() => keptPages(page), { timeout: 10_000 }).toContain('/dashboard');
    await page.getByRole('link', { name: 'View full menu' }).click();
    await page.waitForURL('**/menu');
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('article', { name: 'Margherita Pizza' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('article', { name: 'Margherita Pizza' }).waitFor();
    await context.close();
  });

  it('draws the offline app dark as well', async () => {
    const { context, page } = await openPhone(browser, {
      colorScheme: 'dark',
      storage: { darkMode: 'true' },
    });
    await logInAsDemoGuest(page);
    await controllingWorker(page);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText('Pad Thai Goong').first().waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }).waitFor();
    await page.getByText('Pad Thai Goong').first().waitFor();
    await screenshot(page, 'service-worker-offline-dashboard-dark');
    await context.close();
  });

  it('keeps nothing of a guest who signed out', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    await controllingWorker(page);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }).waitFor();
    const keptPaths = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          if (name.startsWith('workbox-precache')) continue;
          for (const request of await (await caches.open(name)).keys())
            paths.push(new URL(request.url).pathname);
        }
        return paths;
      });
    // Kept as the answers arrive (after they reach the page).
    await expect
      .poll(keptPaths, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/dashboard', '/api/guest-session/', '/api/notifications/']));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login?**');
    // Nothing of the stay is left; the login page the sign-out went to, and the hotel's public data and pictures
    // it shows, may be kept again.
    const publicOnes = (kept: string) =>
      kept === '/login' || kept.startsWith('/api/hotels/') || kept.startsWith('/media/hotels/');
    expect((await keptPaths()).filter((kept) => !publicOnes(kept))).toEqual([]);
    await context.close();
  });
});

describe('a push message', () => {
  /** Delivers `data` to the page's service worker as the push service would (Chromium's DevTools protocol). */
  async function deliverPush(page: Page, data: string): Promise<void> {
    const session = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((candidate) => candidate.scopeURL === `${baseUrl()}/`);
        if (registration && !registration.isDeleted) resolve(registration.registrationId);
      });
    });
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: await registrationId,
      data,
    });
  }

  /** The notifications the guest worker shows, as the page's registration lists them. */
  function shownNotifications(page: Page) {
    return page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: notification.icon,
        url: (notification.data as { url?: string } | null)?.url,
      })),
    );
  }

  it("is shown with the hotel's logo, and one the worker cannot read still shows the hotel", async () => {
    const { context, page } = await openPhone(browser);
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await logInAsDemoGuest(page);
    await controllingWorker(page);
    // The hotel's data as the worker keeps it (the menu reads it).
    await page.goto(`${baseUrl()}/menu`);
    await page.getByRole('tab', { name: 'Mains' }).waitFor();

    const payload = {
      title: 'Order #12',
      body: 'Your order is on its way.',
      url: '/orders/12',
      tag: 'order-12',
    };
    await deliverPush(page, JSON.stringify(payload));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        expect.objectContaining({
          title: 'Order #12',
          body: 'Your order is on its way.',
          tag: 'order-12',
          url: '/orders/12',
        }),
      ]);
    expect((await shownNotifications(page))[0]?.icon).toMatch(/\/media\//);

    // The same tag replaces the notification; a body that is not JSON shows a generic one, titled with the hotel.
    await deliverPush(page, JSON.stringify({ ...payload, body: 'Delivered.' }));
    await deliverPush(page, 'not json {');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tag: 'order-12', body: 'Delivered.' }),
          expect.objectContaining({ title: 'Demo Riverside Hotel', body: '', url: `${baseUrl()}/` }),
        ]),
      );
    expect(await shownNotifications(page)).toHaveLength(2);
    await context.close();
  });
});

describe("the console's service worker", () => {
  it('keeps the console page for a dropped Wi-Fi, which says the server is out of reach and comes back by itself', async () => {
    const { context, page } = await openStaffConsole(browser, 'staff@hotel-demo.test', { size: 'tablet' });
    expect(await controllingWorker(page)).toBe(`${baseUrl()}/staff/sw.js`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      `${baseUrl()}/staff/`,
    );
    // Signed in without a reload: the worker keeps the page that was open when it took over.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('console-pages')).keys()).length), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByText('No connection to the server. The console comes back by itself when the connection returns.')
      .waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'service-worker-console-offline');
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

describe('a deploy', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof startProductServer>> | undefined;
  beforeAll(async () => {
    // A copy of the built app the test can change as a deploy would, served by a server of its own.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-web-deploy-'));
    fs.cpSync(path.join(repoRoot, 'apps/guest-web/dist'), dist, { recursive: true });
    server = await startProductServer(await freePort(), { GUEST_WEB_DIST: dist });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /**
   * What a new build changes: a new fingerprinted file, a worker whose precache lists it (and no longer lists
   * `dropped`), and a visible mark on the page. The compressed copies the server prefers are removed.
   */
  function deploy(newAsset: string, dropped: string): void {
    fs.writeFileSync(path.join(dist, newAsset), 'export const deployed = true;\n');
    const workerFile = path.join(dist, 'sw.js');
    const worker = fs.readFileSync(workerFile, 'utf8');
    const droppedEntry = `{"revision":null,"url":"${dropped}"},`;
    if (!worker.includes(droppedEntry)) throw new Error(`sw.js does not precache ${dropped} as expected`);
    const firstEntry = '{"revision":null,"url":"assets/';
    fs.writeFileSync(
      workerFile,
      worker
        .replace(droppedEntry, '')
        .replace(firstEntry, `{"revision":null,"url":"${newAsset}"},${firstEntry}`),
    );
    const pageFile = path.join(dist, 'index.html');
    const html = fs.readFileSync(pageFile, 'utf8');
    fs.writeFileSync(pageFile, html.replace('<body>', '<body><p id="deploy-marker">Version 2</p>'));
    for (const file of ['sw.js', 'index.html'])
      for (const extension of ['.br', '.gz']) fs.rmSync(path.join(dist, file + extension), { force: true });
  }

  const precachedPaths = (page: Page) =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      return name
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [];
    });

  it('is the app the next navigation shows, with the new worker in control', async () => {
    const url = server!.url;
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page, { origin: url });
    await controllingWorker(page);
    const before = await precachedPaths(page);
    const dropped = before.find((pathname) => pathname.startsWith('/assets/chat-page.lazy-'));
    expect(dropped).toBeDefined();
    expect(await page.locator('#deploy-marker').count()).toBe(0);

    const newAsset = `assets/deployed-${Date.now().toString(36)}.js`;
    deploy(newAsset, dropped!.slice(1));
    await page.goto(`${url}/dashboard`);
    await page.locator('#deploy-marker').getByText('Version 2').waitFor();

    // The navigation's update check found the new worker, which took over at once and replaced the precache:
    // the new file in, the one the new version no longer lists out.
    await page.waitForFunction(
      async (asset) => {
        const registration = await navigator.serviceWorker.getRegistration();
        const controller = navigator.serviceWorker.controller;
        if (registration?.installing || registration?.waiting || controller?.state !== 'activated')
          return false;
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        return !!name && !!(await (await caches.open(name)).match(asset));
      },
      `/${newAsset}`,
      { timeout: 30_000 },
    );
    await expect.poll(() => precachedPaths(page), { timeout: 10_000 }).not.toContain(dropped);
    // The page is controlled by the new worker: the file only its precache holds is answered after it is gone.
    fs.rmSync(path.join(dist, newAsset));
    expect(await pageFetch(page, `${url}/${newAsset}`)).toBe('ok');
    await context.close();
  });
});
