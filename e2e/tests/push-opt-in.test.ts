import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../support/chromium.ts';
import { STAFF_SIZES, chooseLanguage, launchChromium, screenshot } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  freePort,
  loginDemoGuest,
  startProductServer,
  type RunningServer,
} from '../support/product-server.ts';
import { staffCall, staffLogin } from '../support/api.ts';
import { logInAsDemoGuest, fillPizzaCart } from '../support/guest-journeys.ts';

/**
 * Asking for push at the right moment: the guest's offer after an order, and a kitchen member's alerts on their
 * device, stored on the server and used by it. Headless Chromium reaches no real push service, so the page's
 * PushManager hands out a subscription whose endpoint is a stand-in push service started here, with real P-256
 * keys; the server (its own instance: local endpoints allowed, VAPID keys made on first start) then sends real
 * encrypted pushes to it, which is the proof that it stored what the page sent.
 */

interface Delivery {
  path: string;
  encoding: string | undefined;
  authorization: string | undefined;
  bytes: number;
}

let browser: Browser;
let server: RunningServer;
let pushService: http.Server;
let pushUrl = '';
const deliveries: Delivery[] = [];

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        path: request.url ?? '',
        encoding: request.headers['content-encoding'],
        authorization: request.headers.authorization,
        bytes: Buffer.concat(chunks).length,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // Development mode: the server makes its VAPID keys on first start, and takes the stand-in's http endpoint.
  server = await startProductServer(await freePort(), {
    NODE_ENV: 'development',
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => pushService?.close(resolve));
});

/** A device's keys as a browser makes them: a P-256 key pair's public point and 16 random bytes. */
function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/**
 * In the page: PushManager's subscribe and getSubscription give a subscription to `endpoint` with `keys`, kept
 * in localStorage as a browser keeps its own (a reload finds it; unsubscribe ends it).
 */
function fakePushManager({ endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const STORE = 'e2e-fake-push-subscription';
  const bytes = (base64: string) =>
    Uint8Array.from(atob(base64.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
      character.charCodeAt(0),
    ).buffer;
  const subscription = (serverKey: ArrayBuffer) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: serverKey },
    getKey: (name: string) => bytes(name === 'p256dh' ? keys.p256dh : keys.auth),
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    localStorage.setItem(STORE, btoa(String.fromCharCode(...key)));
    return subscription(key.buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = localStorage.getItem(STORE);
    return stored ? (subscription(bytes(stored)) as unknown as PushSubscription) : null;
  };
}

/** A browser context on our server with notifications allowed and the fake push manager for `device`. */
async function deviceContext(
  device: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; endpoint: string }> {
  const context = await browser.newContext(options);
  await context.grantPermissions(['notifications'], { origin: server.url });
  const endpoint = `${pushUrl}/push/${device}`;
  await context.addInitScript(fakePushManager, { endpoint, keys: deviceKeys() });
  return { context, page: await context.newPage(), endpoint };
}

/** The app's service worker is in charge of this page (the fake push manager is the worker's). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

interface DemoItem {
  id: number;
  options: { required: boolean }[];
  locations: { id: number }[];
}

/** An order for the demo guest through the API, as the cart would place it. */
async function placeOrderThroughApi(): Promise<void> {
  const token = await loginDemoGuest(server.url);
  const headers = { authorization: `Token ${token}`, 'x-hotel-id': 'HOTEL-DEMO' };
  const items = (await (await fetch(`${server.url}/api/items/`, { headers })).json()) as DemoItem[];
  const item = items.find((candidate) => candidate.options.every((option) => !option.required));
  if (!item) throw new Error('the demo menu has no item without required options');
  const response = await fetch(`${server.url}/api/orders/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      location: item.locations[0]?.id ?? null,
      scheduled_for: null,
      items: [{ dining_item: item.id, quantity: 1, notes: '', selected_options: {} }],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const OFFER = 'Get updates on this phone';

async function waitForDelivery(path: string, after: number): Promise<Delivery> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = deliveries.slice(after).find((delivery) => delivery.path === path);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no push reached ${path}; deliveries: ${JSON.stringify(deliveries)}`);
}

/** A real push: encrypted for the device's keys (aes128gcm) and signed with the server's VAPID key. */
function expectRealPush(delivery: Delivery): void {
  expect(delivery.encoding).toBe('aes128gcm');
  expect(delivery.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
  expect(delivery.bytes).toBeGreaterThan(100);
}

describe('push opt-in', () => {
  it('offers updates after an order (not on first load), stores the subscription, and the server pushes to it', async () => {
    const { context, page } = await deviceContext('guest', { ...PHONE, colorScheme: 'light' });
    await logInAsDemoGuest(page, { origin: server.url });
    await workerReady(page);
    await page
      .getByRole('heading', { name: /Welcome|Tanaka/ })
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);

    await fillPizzaCart(page, server.url);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/confirmation');
    const offer = page.getByRole('region', { name: OFFER });
    await offer.waitFor();
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-offer-light');
    await expectNoAxeViolations(page);
    const heading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
    const orderId = Number(heading?.replace('Order #', ''));

    await offer.getByRole('button', { name: 'Turn on' }).click();
    await offer.getByText('Updates are on. You can turn them off on your account page.').waitFor();
    await screenshot(page, 'push-offer-on');

    // The server stored it: the order's next status reaches this device as a push.
    const before = deliveries.length;
    const manager = await staffLogin(server.url);
    await staffCall(server.url, manager, 'PATCH', `/api/staff/orders/${orderId}/`, { status: 'in_progress' });
    expectRealPush(await waitForDelivery('/push/guest', before));

    // The account page shows it on; the next order does not ask again.
    await page.goto(`${server.url}/account`);
    const toggle = page.getByRole('switch', { name: 'Notifications when the app is closed' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-account-switch');
    await fillPizzaCart(page, server.url);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/confirmation');
    await page.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);

    // Sign-out ends the device's subscription in the browser, and the server's rows with the session.
    await page.goto(`${server.url}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('e2e-fake-push-subscription'))).toBeNull();
    const afterSignOut = deliveries.length;
    const next = await staffCall<{ id: number }[]>(server.url, manager, 'GET', '/api/staff/orders/');
    expect(next.length).toBeGreaterThan(0);
    await staffCall(server.url, manager, 'PATCH', `/api/staff/orders/${orderId}/`, { status: 'ready' });
    await page.waitForTimeout(1_500);
    expect(deliveries.slice(afterSignOut).filter((delivery) => delivery.path === '/push/guest')).toEqual([]);
    await context.close();
  }, 180_000);

  it('a kitchen member turns on alerts for orders only, and a new order reaches the device', async () => {
    const { context, page, endpoint } = await deviceContext('kitchen', {
      viewport: STAFF_SIZES.tablet,
      locale: 'en-US',
    });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/staff/`);
    await page.getByLabel('Email').fill('kitchen@hotel-demo.test');
    await page.getByLabel('Password').fill('demo-staff');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.goto(`${server.url}/staff/my-account`);
    await workerReady(page);
    const section = page.getByRole('region', { name: 'Alerts on this device' });
    await section.getByRole('checkbox').first().waitFor();
    expect(
      await section
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => label.textContent?.trim())),
    ).toEqual(['New orders']);
    await section.getByRole('checkbox', { name: 'New orders' }).check();
    await section.getByRole('button', { name: 'Save alerts' }).click();
    await section.getByText('Alerts are saved for this device.').waitFor();

    const kitchen = await staffLogin(server.url, 'kitchen@hotel-demo.test');
    const stored = await staffCall<{ topics: string[] }>(
      server.url,
      kitchen,
      'GET',
      `/api/staff/push/subscription/?endpoint=${encodeURIComponent(endpoint)}`,
    );
    expect(stored.topics).toEqual(['orders']);

    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-console-alerts-tablet');
    await expectNoAxeViolations(page);
    await page.setViewportSize(STAFF_SIZES.desktop);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-console-alerts-desktop');
    await expectNoAxeViolations(page);

    // A guest's new order alerts this device.
    const before = deliveries.length;
    await placeOrderThroughApi();
    expectRealPush(await waitForDelivery('/push/kitchen', before));

    // Sign-out: the server forgets the device.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    const after = await staffCall<{ topics: string[] }>(
      server.url,
      kitchen,
      'GET',
      `/api/staff/push/subscription/?endpoint=${encodeURIComponent(endpoint)}`,
    );
    expect(after.topics).toEqual([]);
    await context.close();
  }, 180_000);

  it('the offer in dark mode and in Arabic, right to left', async () => {
    for (const variant of ['dark', 'arabic'] as const) {
      const { context, page } = await deviceContext(`guest-${variant}`, {
        ...PHONE,
        colorScheme: variant === 'dark' ? 'dark' : 'light',
      });
      await logInAsDemoGuest(page, { origin: server.url });
      await fillPizzaCart(page, server.url);
      if (variant === 'arabic') await chooseLanguage(page, 'Language', 'ar');
      await page.getByRole('button', { name: variant === 'arabic' ? 'تأكيد الطلب' : 'Place order' }).click();
      await page.waitForURL('**/confirmation');
      const title = variant === 'arabic' ? 'احصل على التحديثات على هذا الهاتف' : OFFER;
      const offer = page.getByRole('region', { name: title });
      await offer.waitFor();
      await offer.scrollIntoViewIfNeeded();
      if (variant === 'arabic') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `push-offer-${variant}`);
      await expectNoAxeViolations(page);
      await context.close();
    }
    // The stay back in English for the other files' tests.
    const guest = await loginDemoGuest(server.url);
    await fetch(`${server.url}/api/languages/set/`, {
      method: 'POST',
      headers: { authorization: `Token ${guest}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    });
  }, 180_000);
});
