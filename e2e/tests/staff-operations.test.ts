import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';
import { logInAsDemoGuest } from '../support/guest-journeys.ts';
import { staffLogin, startWaitingOrders } from '../support/api.ts';

/*
 * Operations, as a shift uses them: a guest's phone and a staff console side by side, each its own
 * browser context. The guest's order reaches the board within a second, staff move it and the guest's
 * order page follows; a request keeps alerting until someone takes it.
 */

const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openConsole(
  options: {
    viewport?: { width: number; height: number };
    dark?: boolean;
    storage?: Record<string, string>;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.dark ? 'dark' : 'light',
  });
  if (options.storage)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/staff/login`);
  await page.getByLabel('Email').fill('staff@hotel-demo.test');
  await page.getByLabel('Password').fill('demo-staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The navigation is a drawer below 1280 px: the header's sign-out button is there at every size.
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return { context, page };
}

/** Records when each ticket first appears on the page, by the page's own clock. */
async function watchTickets(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { ticketSeen: Record<string, number> }).ticketSeen = seen;
    const mark = () => {
      document.querySelectorAll<HTMLElement>('[data-order-id]').forEach((element) => {
        const id = element.dataset.orderId!;
        seen[id] ??= Date.now();
      });
    };
    mark();
    new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
  });
}

/** The guest puts a fruit platter for room service in the cart and opens the cart. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/menu`);
  await page.getByRole('tab', { name: 'Breakfast' }).click();
  const platter = page.getByRole('article', { name: 'Tropical Fruit Platter' });
  await platter.getByRole('button', { name: 'Increase quantity of Tropical Fruit Platter' }).click();
  await platter.getByRole('button', { name: 'Add to cart: Tropical Fruit Platter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Location').selectOption({ label: 'Room service' });
  await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: /View cart/ }).waitFor();
  await page.goto(`${baseUrl()}/cart`);
  await page.getByRole('button', { name: 'Place order' }).waitFor();
}

describe('staff operations', () => {
  it("puts a guest's order on the board within a second, and the guest's order page follows the staff's moves", async () => {
    // Other files leave new orders: once this one is started, the board's entry is to count none.
    await startWaitingOrders(baseUrl(), await staffLogin(baseUrl()));
    const staff = await openConsole();
    await staff.page.goto(`${baseUrl()}/staff/orders`);
    await staff.page.getByRole('heading', { name: 'Order board' }).waitFor();
    await staff.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await watchTickets(staff.page);

    const guest = await openPhone(browser);
    await logInAsDemoGuest(guest.page);
    await fillCart(guest.page);
    const placedAt = await guest.page.evaluate(() => Date.now());
    const [response] = await Promise.all([
      guest.page.waitForResponse(
        (candidate) => candidate.url().endsWith('/api/orders/') && candidate.request().method() === 'POST',
      ),
      guest.page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    const orderId = ((await response.json()) as { id: number }).id;

    const ticket = staff.page.locator(`article[data-order-id="${orderId}"]`);
    await ticket.waitFor({ timeout: 5_000 });
    const seenAt = await staff.page.evaluate(
      (id) => (window as unknown as { ticketSeen: Record<string, number> }).ticketSeen[id],
      String(orderId),
    );
    expect(seenAt).toBeDefined();
    expect(seenAt! - placedAt).toBeLessThan(1_000);
    await ticket.getByRole('heading', { name: /Room 101/ }).waitFor();
    await ticket.getByText('Tropical Fruit Platter').waitFor();
    await ticket.getByText('New', { exact: true }).waitFor();
    // It rings until opened: the count is in the tab's title.
    await staff.page.waitForFunction(() => /^\(\d+\) /.test(document.title));
    const newColumn = staff.page.getByRole('region', { name: /^New/ });
    expect(await newColumn.locator(`[data-order-id="${orderId}"]`).count()).toBe(1);

    // The guest opens the order's page; staff start it, and the page follows without a reload.
    await guest.page.waitForURL('**/confirmation');
    await guest.page.getByRole('link', { name: 'View order status' }).click();
    await guest.page.waitForURL(`**/orders/${orderId}`);
    await guest.page.getByText('Received', { exact: true }).first().waitFor();

    await ticket.getByRole('button', { name: 'Start' }).click();
    await staff.page
      .getByRole('region', { name: /^Preparing/ })
      .locator(`[data-order-id="${orderId}"]`)
      .waitFor();
    await guest.page.getByText('Being prepared').first().waitFor({ timeout: 3_000 });
    // Started: no new order waits, so the board's entry in the navigation counts none (the tab's title
    // counts every queue, and other files may leave requests or chats waiting).
    await expect
      .poll(() =>
        staff.page
          .getByRole('navigation', { name: 'Console navigation' })
          .getByRole('link', { name: 'Order board', exact: true })
          .count(),
      )
      .toBe(1);

    await ticket.getByRole('button', { name: 'Done', exact: true }).click();
    await staff.page
      .getByRole('region', { name: /^Done, to deliver/ })
      .locator(`[data-order-id="${orderId}"]`)
      .waitFor();
    await guest.page.getByText('Ready', { exact: true }).first().waitFor({ timeout: 3_000 });
    await screenshot(staff.page, 'staff-board-desktop-light');

    // A second order, cancelled with a reason: the guest reads the reason.
    await fillCart(guest.page);
    const [second] = await Promise.all([
      guest.page.waitForResponse(
        (candidate) => candidate.url().endsWith('/api/orders/') && candidate.request().method() === 'POST',
      ),
      guest.page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    const secondId = ((await second.json()) as { id: number }).id;
    await guest.page.waitForURL('**/confirmation');
    await guest.page.getByRole('link', { name: 'View order status' }).click();
    await guest.page.waitForURL(`**/orders/${secondId}`);
    const secondTicket = staff.page.locator(`article[data-order-id="${secondId}"]`);
    await secondTicket.getByRole('button', { name: 'Cancel…' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await dialog.getByText('Tell the guest why.').waitFor();
    await dialog.getByRole('button', { name: 'An item is out of stock.' }).click();
    await screenshot(staff.page, 'staff-board-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await secondTicket.waitFor({ state: 'detached' });
    await guest.page
      .getByText('Your order has been cancelled: An item is out of stock.')
      .first()
      .waitFor({ timeout: 3_000 });
    await screenshot(guest.page, 'staff-cancel-guest-reads-reason');

    await Promise.all([staff.context.close(), guest.context.close()]);
  });

  it("keeps alerting about a request until someone takes it, and turns the guest's toggle off when done", async () => {
    const staff = await openConsole({ storage: { staffRequestRealertSeconds: '2' } });
    await staff.page.goto(`${baseUrl()}/staff/requests`);
    await staff.page.getByRole('heading', { name: 'Request queue' }).waitFor();
    await staff.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    const guest = await openPhone(browser);
    await logInAsDemoGuest(guest.page);
    // Use sheets: the live tests use towels on the same demo stay.
    await guest.page.getByRole('button', { name: 'Open menu' }).click();
    const sheets = guest.page.getByRole('button', { name: /^Request fresh sheets/ });
    if ((await sheets.getAttribute('aria-pressed')) === 'true') {
      await sheets.click();
      await expect.poll(() => sheets.getAttribute('aria-pressed')).toBe('false');
    }
    await sheets.click();
    await guest.page
      .getByRole('alertdialog', { name: 'Request fresh sheets?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => sheets.getAttribute('aria-pressed')).toBe('true');

    const row = staff.page
      .locator('li[data-request-id]')
      .filter({ hasText: 'Room 101' })
      .filter({ hasText: 'Sheets' });
    await row.waitFor({ timeout: 2_000 });
    const banner = staff.page.locator('[data-alert-count]');
    await banner.waitFor();
    const alertCount = async () => Number(await banner.getAttribute('data-alert-count'));
    const first = await alertCount();
    // Every 2 s (this console's setting) until someone takes it.
    await staff.page.waitForFunction(
      (start) =>
        Number(document.querySelector('[data-alert-count]')?.getAttribute('data-alert-count')) >= start + 2,
      first,
      { timeout: 8_000 },
    );
    await screenshot(staff.page, 'staff-requests-alerting');

    await row.getByRole('button', { name: /^Take it/ }).click();
    await row.getByText(/Taken by/).waitFor();
    await banner.waitFor({ state: 'detached' });
    await staff.page.waitForTimeout(2_500);
    expect(await staff.page.locator('[data-alert-count]').count()).toBe(0);

    await row.getByRole('button', { name: /^Done/ }).click();
    await row.waitFor({ state: 'detached' });
    await staff.page.getByRole('table').getByRole('cell').first().waitFor();
    await screenshot(staff.page, 'staff-requests-done');
    await expect.poll(() => sheets.getAttribute('aria-pressed'), { timeout: 3_000 }).toBe('false');
    await Promise.all([staff.context.close(), guest.context.close()]);
  });

  // Three sizes in two themes, each checked by axe: twice the usual time, so a busy machine does not fail it.
  it('shows the board, the kitchen view and the request queue at desktop, tablet and phone size, light and dark: axe clean, never sideways', async () => {
    const guest = await openPhone(browser);
    await logInAsDemoGuest(guest.page);
    for (let index = 0; index < 3; index += 1) {
      await fillCart(guest.page);
      await guest.page.getByRole('button', { name: 'Place order' }).click();
      await guest.page.waitForURL('**/confirmation');
    }
    // An open request, so the queue has a row to check.
    await guest.page.evaluate(async () => {
      const token = localStorage.getItem('sessionToken');
      const stay = localStorage.getItem('bookingId');
      await fetch(`/api/bookings/${stay}/`, {
        method: 'PATCH',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ request_toiletries: true }),
      });
    });
    /** The page is as wide as the window: nothing scrolls sideways. */
    const expectNoSidewaysScroll = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      for (const dark of [false, true]) {
        const staff = await openConsole({ viewport, dark });
        const theme = dark ? 'dark' : 'light';
        await staff.page.goto(`${baseUrl()}/staff/orders`);
        await staff.page.locator('article[data-order-id]').first().waitFor();
        await expectNoSidewaysScroll(staff.page);
        // The four columns side by side from tablet size up.
        const columnTops = await staff.page
          .locator('section[aria-labelledby^="column-"]')
          .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().top));
        if (size !== 'phone') expect(new Set(columnTops).size).toBe(1);
        await screenshot(staff.page, `staff-board-${size}-${theme}`);
        await expectNoAxeViolations(staff.page);
        await staff.page.goto(`${baseUrl()}/staff/kitchen`);
        await staff.page.getByRole('heading', { name: 'Kitchen view' }).waitFor();
        const first = staff.page.locator('button[data-order-id]').first();
        await first.waitFor();
        await expectNoSidewaysScroll(staff.page);
        await screenshot(staff.page, `staff-kitchen-${size}-${theme}`);
        await expectNoAxeViolations(staff.page);
        await staff.page.goto(`${baseUrl()}/staff/requests`);
        await staff.page.getByRole('heading', { name: 'Request queue' }).waitFor();
        await staff.page
          .getByText(/Room 101 · Toiletries/)
          .first()
          .waitFor();
        await expectNoSidewaysScroll(staff.page);
        await screenshot(staff.page, `staff-requests-${size}-${theme}`);
        await expectNoAxeViolations(staff.page);
        await staff.context.close();
      }
    }

    // Bump by key and recall: the first ticket starts, R brings it back.
    const staff = await openConsole({ viewport: TABLET });
    await staff.page.goto(`${baseUrl()}/staff/kitchen`);
    const tickets = staff.page.locator('button[data-order-id]');
    await tickets.first().waitFor();
    // The oldest new ticket: its number on the screen is its key.
    const labels = await tickets.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    const position = labels.findIndex((label) => label.includes('New →'));
    expect(position).toBeGreaterThanOrEqual(0);
    const id = await tickets.nth(position).getAttribute('data-order-id');
    await staff.page.keyboard.press(String(position + 1));
    await staff.page.getByText(`#${id} is now Preparing.`).waitFor();
    await staff.page.keyboard.press('r');
    const recalled = staff.page.getByRole('dialog', { name: new RegExp(`Recalled: Room \\d+ #${id}`) });
    await recalled.waitFor();
    await recalled.getByText('Preparing').waitFor();
    await screenshot(staff.page, 'staff-kitchen-recall');
    await staff.page.keyboard.press('Escape');
    await recalled.waitFor({ state: 'detached' });
    await Promise.all([staff.context.close(), guest.context.close()]);
  }, 120_000);

  it("carries a manager's alert default to every console that never chose its own, at once", async () => {
    const manager = await openConsole();
    const desk = await openConsole({ viewport: TABLET });
    await desk.page.goto(`${baseUrl()}/staff/requests`);
    const realert = desk.page.getByLabel('Alert again every');
    await expect.poll(() => realert.inputValue()).toBe('30');

    await manager.page.goto(`${baseUrl()}/staff/settings`);
    const setting = manager.page.getByLabel('A request nobody has taken alerts again every');
    await setting.selectOption({ label: '60 s' });
    await manager.page.getByRole('button', { name: 'Save settings' }).first().click();
    await manager.page.getByText('Settings saved.').waitFor();
    await manager.page.getByRole('region', { name: 'Console alerts' }).scrollIntoViewIfNeeded();
    await screenshot(manager.page, 'staff-settings-alerts');
    // No reload on the desk: the settings change arrives on its socket and its session is read again.
    await expect.poll(() => realert.inputValue(), { timeout: 5_000 }).toBe('60');

    await setting.selectOption({ label: '30 s' });
    await manager.page.getByRole('button', { name: 'Save settings' }).first().click();
    await expect.poll(() => realert.inputValue(), { timeout: 5_000 }).toBe('30');
    await Promise.all([manager.context.close(), desk.context.close()]);
  });
});
