import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';
import { logInAsDemoGuest, fillPizzaCart } from '../support/guest-journeys.ts';

/**
 * Orders, activity bookings and service requests that survive bad Wi-Fi: sent with the network off, kept on
 * the phone as 'waiting to send', sent once when it comes back, or cancelled while waiting.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The stay's orders as the server has them, read with the page's own session. */
async function serverOrderIds(page: Page): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const response = await fetch(`${baseUrl()}/api/guest/orders/?limit=100`, {
    headers: { authorization: `Token ${token}` },
  });
  return ((await response.json()) as { id: number }[]).map((order) => order.id);
}

/** GET with the page's own session. */
async function guestGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await response.json()) as T;
}

async function serverBookingIds(page: Page): Promise<number[]> {
  const answer = await guestGet<{ id: number }[] | { bookings: { id: number }[] }>(
    page,
    '/api/guest/activities/',
  );
  return (Array.isArray(answer) ? answer : answer.bookings).map((booking) => booking.id);
}

describe('orders that survive bad Wi-Fi', () => {
  it('keeps an order placed offline as waiting to send, and sends it once when the network returns', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    await fillPizzaCart(page);
    const before = await serverOrderIds(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByRole('listitem', { name: 'Order waiting to send, 1 item' }).waitFor();
    await waiting.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]').length)).toBe(1);
    await screenshot(page, 'offline-order-waiting');
    // A reload while the hotel is still out of reach: the page comes, its calls to the hotel do not. (Not a reload
    // with the network off: Chromium's error page reloads itself the moment the network returns, and a test that
    // navigated too would throw away the page that sends the order, toast and all.)
    const hotelOutOfReach = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/api/**', hotelOutOfReach);
    await context.setOffline(false);
    await page.reload();
    await waiting.getByRole('listitem', { name: 'Order waiting to send, 1 item' }).waitFor();
    // The Wi-Fi drops and comes back: the phone's 'online' event sends the order, from the page the guest looks at.
    await context.setOffline(true);
    await context.unroute('**/api/**', hotelOutOfReach);
    await context.setOffline(false);
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
    await logInAsDemoGuest(page);
    await fillPizzaCart(page);
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

  it('keeps a booking and a towel request made offline, and sends each once when the network returns', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    const stayId = Number(await page.evaluate(() => localStorage.getItem('bookingId')));
    // Start with towels off, whatever an earlier test left behind.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const towels = page.getByRole('button', { name: /^Request towels/ });
    if ((await towels.getAttribute('aria-pressed')) === 'true') {
      await towels.click();
      await expect.poll(() => towels.getAttribute('aria-pressed')).toBe('false');
    }
    await page.keyboard.press('Escape');
    const before = await serverBookingIds(page);

    await page.getByRole('link', { name: 'All activities' }).click();
    await page.waitForURL('**/activities');
    await page.getByRole('button', { name: 'Book Thai Cooking Class' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tomorrow', { exact: true }).click();
    await dialog.locator('label:has(input[name$="-slot"]:not([disabled]))').first().click();

    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await dialog.waitFor({ state: 'detached' });
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByRole('listitem', { name: 'Booking waiting to send: Thai Cooking Class' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await towels.click();
    await page
      .getByRole('alertdialog', { name: 'Request fresh towels?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    // The toggle shows what the guest asked for while it waits.
    await expect.poll(() => towels.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await waiting.getByRole('listitem', { name: 'Request waiting to send: Request towels' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]').length)).toBe(2);
    await screenshot(page, 'offline-booking-and-request-waiting');

    await context.setOffline(false);
    await page.getByText(/Your booking ACT-[A-Z2-9]{6} was sent to the hotel\./).waitFor({ timeout: 20_000 });
    await page.getByText('Your request was sent to the hotel.').waitFor();
    await waiting.waitFor({ state: 'detached' });
    await page.waitForTimeout(1_500);
    expect((await serverBookingIds(page)).filter((id) => !before.includes(id))).toHaveLength(1);
    expect(
      (await guestGet<{ request_towels: boolean }>(page, `/api/bookings/${stayId}/`)).request_towels,
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBeNull();
    await context.close();
  });

  it('says it in Arabic, right to left', async () => {
    const { context, page } = await openPhone(browser, { storage: { language: 'ar' } });
    await logInAsDemoGuest(page, { arabic: true });
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
          {
            kind: 'booking',
            key: 'e2e-arabic-booking',
            payload: {
              activity_id: 1,
              scheduled_date: '2026-12-01',
              scheduled_time: '10:00',
              number_of_people: 2,
              selected_options: {},
            },
            createdAt: new Date().toISOString(),
            activityName: 'Thai Cooking Class',
            total: 3000,
            currencySymbol: '฿',
            state: 'failed',
            failure: 'Not enough places left',
          },
        ]),
      ),
    );
    await page.goto(`${baseUrl()}/cart`);
    await page.getByRole('region', { name: 'بانتظار الإرسال' }).waitFor();
    await screenshot(page, 'offline-order-arabic');
    const dismiss = page.getByRole('button', { name: 'إخفاء' });
    await expect.poll(() => dismiss.count()).toBe(2);
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBeNull();
    await context.close();
  });
});
