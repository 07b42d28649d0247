import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { staffCall, staffLogin } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  baseUrl,
  launchChromium,
  openPhone,
  openStaffConsole,
  screenshot,
  STAFF_SIZES,
} from '../support/browser.ts';

/**
 * The bill: a guest orders, sees it on the account page, pays through the built-in test payment page and
 * is back with nothing outstanding; signs out and Back shows nothing of theirs. The desk sees the folio.
 */
let browser: Browser;
const room = `B${Date.now() % 100_000}`;
let stayId: number;
let desk: string;

beforeAll(async () => {
  browser = await launchChromium();
  desk = await staffLogin(baseUrl());
  await staffCall(baseUrl(), desk, 'POST', '/api/staff/rooms/', { room_number: room });
  const today = await staffCall<{ today: string }>(baseUrl(), desk, 'GET', '/api/staff/stays/');
  const end = new Date(`${today.today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 2);
  const stay = await staffCall<{ id: number }>(baseUrl(), desk, 'POST', '/api/staff/stays/', {
    room,
    family_name: 'Okafor',
    check_in_date: today.today,
    check_out_date: end.toISOString().slice(0, 10),
  });
  stayId = stay.id;
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page) {
  await page.goto(`${baseUrl()}/?room=${room}&hotel=HOTEL-DEMO`);
  await page.getByLabel('Family name').fill('Okafor');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/** One item without options, ordered as room service with the page's own session. */
async function orderSomething(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const headers = {
      authorization: `Token ${localStorage.getItem('sessionToken')}`,
      'content-type': 'application/json',
    };
    const items = (await (await fetch('/api/items/', { headers })).json()) as {
      id: number;
      options: unknown[];
    }[];
    const plain = items.find((item) => item.options.length === 0)!;
    const response = await fetch('/api/orders/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ location: null, items: [{ dining_item: plain.id, quantity: 2 }] }),
    });
    return ((await response.json()) as { id: number }).id;
  });
}

describe('the bill', () => {
  it('orders, sees it on the bill, pays on the built-in page, returns with 0 outstanding, signs out clean', async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    const orderId = await orderSomething(page);
    await page.goto(`${baseUrl()}/account`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByText(`Order #${orderId}`).waitFor();
    await billing.getByRole('button', { name: 'Pay now' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'billing-account-light');

    await billing.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/api/pay/test/**');
    await page.getByText('TEST MODE').waitFor();
    await screenshot(page, 'billing-test-payment-page');
    await page.getByRole('button', { name: 'Confirm test payment' }).click();
    await page.waitForURL('**/account?payment=received');
    await billing.getByText('Payment received. Thank you!').waitFor();
    const outstanding = billing.getByRole('definition').first();
    await expect.poll(() => outstanding.textContent()).toBe('฿0.00');
    expect(await billing.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await screenshot(page, 'billing-paid');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`**/login?room=${room}&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').waitFor();
    // Nothing of the guest stays: SPEC section 3's keys, the cart and the outbox (the login page stores the
    // hotel's own theme and time zone again: the hotel's, not the guest's).
    const guestKeys = [
      'sessionToken',
      'hotelUniqueId',
      'hotelId',
      'language',
      'cart',
      'hasSeenRequestsTooltip',
      'bookingId',
      'darkMode',
      'outbox',
      'roomNumber',
    ];
    expect(
      await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), guestKeys),
    ).toEqual([]);
    // Back (and opening /account directly) shows nothing of the previous guest's bill.
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    expect(await page.getByText(`Order #${orderId}`).count()).toBe(0);
    await page.goto(`${baseUrl()}/account`);
    await page.waitForURL(/\/login/);
    expect(await page.getByText(`Order #${orderId}`).count()).toBe(0);
    await context.close();
  });

  it('shows the bill in Arabic, in dark mode', async () => {
    const { context, page } = await openPhone(browser, { storage: { language: 'ar', darkMode: 'true' } });
    await page.goto(`${baseUrl()}/?room=${room}&hotel=HOTEL-DEMO`);
    await page.getByLabel('اسم العائلة').fill('Okafor');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl()}/account`);
    await page.getByRole('region', { name: 'الفواتير' }).getByText('فاتورتك بندًا بندًا').waitFor();
    await screenshot(page, 'billing-account-arabic-dark');
    await context.close();
  });

  it('the desk reads the folio, a manager adds a charge, and check-out needs a manager override while unpaid', async () => {
    const { context, page } = await openStaffConsole(browser);
    await page.getByRole('navigation').getByRole('link', { name: 'Folios' }).click();
    await page.getByRole('link', { name: new RegExp(`${room}.*Okafor`) }).click();
    await page.getByRole('heading', { name: `Folio · Room ${room} · Okafor` }).waitFor();
    await page.getByText('Online (test mode)').waitFor();

    await page.getByLabel('Description').fill('Minibar');
    await page.getByLabel('Amount (THB)').fill('120.50');
    await page.getByRole('button', { name: 'Add charge' }).click();
    await page.getByRole('button', { name: 'Record payment of ฿120.50' }).waitFor();
    await expectNoAxeViolations(page);
    for (const [size, viewport] of Object.entries(STAFF_SIZES)) {
      if (size === 'phone') continue;
      await page.setViewportSize(viewport);
      await screenshot(page, `staff-folio-${size}`);
    }
    await page.getByLabel('Reason for checking out unpaid').fill('Company pays by invoice');
    await page.getByRole('button', { name: 'Check out unpaid' }).click();
    await page
      .getByText(/checked out/)
      .first()
      .waitFor();
    const folio = await staffCall<{ checked_out: boolean; outstanding_total: number }>(
      baseUrl(),
      desk,
      'GET',
      `/api/staff/stays/${stayId}/folio/`,
    );
    expect(folio).toMatchObject({ checked_out: true, outstanding_total: 120.5 });
    await context.close();
  });
});
