import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';

/**
 * Orders that survive bad Wi-Fi: placed with the network off, kept on the phone as 'waiting to send',
 * sent once when it comes back, or cancelled while waiting.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, options: { arabic?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
  await page.getByLabel(options.arabic ? 'اسم العائلة' : 'Family name').fill('Tanaka');
  await page.getByRole('button', { name: options.arabic ? 'تسجيل الدخول' : 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/** A regular pizza with two toppings, as room service, in the cart; ends on the cart page. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/menu`);
  await page.getByRole('tab', { name: 'Mains' }).click();
  const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
  await pizza.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }).click();
  await pizza.getByRole('button', { name: 'Add to cart: Margherita Pizza' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Location').selectOption({ label: 'Room service' });
  await dialog.getByLabel(/Regular/).check();
  await dialog.getByLabel(/Mushrooms/).check();
  await dialog.getByLabel(/Olives/).check();
  await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.goto(`${baseUrl()}/cart`);
  await page.getByRole('button', { name: 'Place order' }).waitFor();
}

/** The stay's orders as the server has them, read with the page's own session. */
async function serverOrderIds(page: Page): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const response = await fetch(`${baseUrl()}/api/guest/orders/?limit=100`, {
    headers: { authorization: `Token ${token}` },
  });
  return ((await response.json()) as { id: number }[]).map((order) => order.id);
}

describe('orders that survive bad Wi-Fi', () => {
  it('keeps an order placed offline as waiting to send, and sends it once when the network returns', async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    await fillCart(page);
    const before = await serverOrderIds(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByRole('listitem', { name: 'Order waiting to send, 1 item' }).waitFor();
    await waiting.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]').length)).toBe(1);
    await screenshot(page, 'offline-order-waiting');
    // Still offline after a reload: the order is still on the phone.
    await page.reload().catch(() => undefined);

    await context.setOffline(false);
    await page.goto(`${baseUrl()}/cart`);
    await page.getByText(/Your order #\d+ was sent to the hotel\./).waitFor({ timeout: 20_000 });
    await waiting.waitFor({ state: 'detached' });
    await screenshot(page, 'offline-order-sent');
    // Exactly one new order, and still one a while later (the retry timer must not send it again).
    await page.waitForTimeout(1_500);
    const after = await serverOrderIds(page);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBeNull();
    await context.close();
  });

  it('lets the guest cancel an order while it waits, and then sends nothing', async () => {
    const { context, page } = await openPhone(browser, { colorScheme: 'dark' });
    await logIn(page);
    await fillCart(page);
    const before = await serverOrderIds(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    const row = page.getByRole('listitem', { name: 'Order waiting to send, 1 item' });
    await row.waitFor();
    await screenshot(page, 'offline-order-waiting-dark');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor({ state: 'detached' });
    await context.setOffline(false);
    await page.waitForTimeout(2_000);
    expect(await serverOrderIds(page)).toEqual(before);
    await context.close();
  });

  it('says it in Arabic, right to left', async () => {
    const { context, page } = await openPhone(browser, { storage: { language: 'ar' } });
    await logIn(page, { arabic: true });
    await page.evaluate(() =>
      localStorage.setItem(
        'outbox',
        JSON.stringify([
          {
            key: 'e2e-arabic-screenshot',
            payload: { status: 'pending', location: null, scheduled_for: null, items: [] },
            createdAt: new Date().toISOString(),
            itemCount: 2,
            total: 760,
            currencySymbol: '฿',
            state: 'failed',
            failure: 'Your cart is empty',
          },
        ]),
      ),
    );
    await page.goto(`${baseUrl()}/cart`);
    await page.getByRole('region', { name: 'بانتظار الإرسال' }).waitFor();
    await screenshot(page, 'offline-order-arabic');
    await page.getByRole('button', { name: 'إخفاء' }).click();
    expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBeNull();
    await context.close();
  });
});
