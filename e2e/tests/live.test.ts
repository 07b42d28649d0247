import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { staffCall, staffLogin } from '../support/api.ts';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface DemoItem {
  id: number;
  options: { required: boolean }[];
  locations: { id: number }[];
}

async function logIn(page: Page): Promise<void> {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
  await page.getByLabel('Family name').fill('Tanaka');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome, Tanaka/ }).waitFor();
  // Both live channels are up before anything happens that they should deliver.
  await expect.poll(() => sockets.some((url) => url.includes('/ws/guest/HOTEL-DEMO/'))).toBe(true);
  await expect.poll(() => sockets.some((url) => /\/ws\/booking_\d+\/\?token=/.test(url))).toBe(true);
}

/** An order placed for the guest through the API, with the guest's own token, as the cart would. */
async function placeOrder(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const headers = { authorization: `Token ${token}`, 'x-hotel-id': 'HOTEL-DEMO' };
  const items = (await (await fetch(`${baseUrl()}/api/items/`, { headers })).json()) as DemoItem[];
  const item = items.find((candidate) => candidate.options.every((option) => !option.required));
  if (!item) throw new Error('the demo menu has no item without required options');
  const response = await fetch(`${baseUrl()}/api/orders/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      location: item.locations[0]?.id ?? null,
      scheduled_for: null,
      items: [{ dining_item: item.id, quantity: 1, notes: '', selected_options: {} }],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('live notifications and service requests', () => {
  it('brings an order update to the guest: toast, badge, panel, order page', async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const orderId = await placeOrder(page);
    const staff = await staffLogin(baseUrl());

    await staffCall(baseUrl(), staff, 'PATCH', `/api/staff/orders/${orderId}/`, { status: 'in_progress' });
    await staffCall(baseUrl(), staff, 'PATCH', `/api/staff/orders/${orderId}/`, { status: 'ready' });

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your order is ready for pickup' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Order Update');
    const unread = unreadBefore + 2;
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(`Notifications, ${unread} unread`);
    expect(await page.getByTestId('notification-badge').textContent()).toBe(String(unread));
    await screenshot(page, 'live-toast-badge');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const entry = panel.getByRole('button').filter({ hasText: 'Your order is ready for pickup' });
    await entry.waitFor();
    expect(await panel.getByRole('button').filter({ hasText: 'Your order is being prepared' }).count()).toBe(
      1,
    );
    // Opening the panel read them all.
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await screenshot(page, 'live-panel');
    // 350 px wide (SPEC, NP1) with its border (the popover around the dialog), whole on the phone's screen.
    const panelBox = (await panel.locator('..').boundingBox())!;
    expect(Math.round(panelBox.width)).toBe(350);
    expect(panelBox.x).toBeGreaterThanOrEqual(8);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(390 - 8);

    await entry.click();
    await page.waitForURL(`**/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Ready for pickup' });
    await status.waitFor();
    expect(await status.textContent()).toContain('Your order is ready for pickup');
    await expect.poll(() => panel.count()).toBe(0);

    // And it follows the next change while the guest looks at it.
    await staffCall(baseUrl(), staff, 'PATCH', `/api/staff/orders/${orderId}/`, { status: 'delivered' });
    await page.getByRole('status').filter({ hasText: 'Your order has been delivered' }).waitFor();
    await screenshot(page, 'live-order-page');
    await context.close();
  });

  it('requests towels after confirming, and turns the button off live when staff complete it', async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await page.getByRole('button', { name: 'Open menu' }).click();
    const towels = page.getByRole('button', { name: /^Request towels/ });
    // Start from off, whatever an earlier run left behind.
    if ((await towels.getAttribute('aria-pressed')) === 'true') {
      await towels.click();
      await expect.poll(() => towels.getAttribute('aria-pressed')).toBe('false');
    }
    await towels.click();
    const dialog = page.getByRole('alertdialog', { name: 'Request fresh towels?' });
    await dialog.waitFor();
    await screenshot(page, 'live-request-confirm');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => towels.getAttribute('aria-pressed')).toBe('true');

    const staff = await staffLogin(baseUrl());
    const open = await staffCall<{ requests: { id: number; kind: string; room: string }[] }>(
      baseUrl(),
      staff,
      'GET',
      '/api/staff/requests/?status=open',
    );
    const request = open.requests.find(
      (candidate) => candidate.kind === 'towels' && candidate.room === '101',
    );
    expect(request).toBeDefined();
    await staffCall(baseUrl(), staff, 'POST', `/api/staff/requests/${request!.id}/complete/`);

    await expect.poll(() => towels.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, 'live-request-done');
    await context.close();
  });
});
