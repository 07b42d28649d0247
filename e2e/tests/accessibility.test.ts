import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, chooseLanguage, launchChromium, openPhone } from '../support/browser.ts';
import { PHONE } from '../support/chromium.ts';
import { fillPizzaCart, logInAsDemoGuest } from '../support/guest-journeys.ts';
import { expectFocusOn, focused, tabTo } from '../support/keyboard.ts';
import { focusHiddenBy, longAnimations, smallTargets, watchLongAnimations } from '../support/wcag.ts';

/*
 * WCAG 2.2 AA beyond what axe-core checks on each screen (the other browser tests run axe in light, dark and
 * right to left): the main journeys with the keyboard alone, target sizes, focus not obscured, reduced motion.
 * docs/accessibility.md states each criterion and points here.
 */

const CONSOLE = { width: 1280, height: 800 };
/** No hint bubble over the first screen: the walks are about the journeys, the hint has its own test. */
const NO_HINT = { hasSeenRequestsTooltip: 'true' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo guest's own call to the API from the signed-in page (its token and stay are in localStorage). */
async function guestCall(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stay = localStorage.getItem('bookingId');
      const response = await fetch(path.replace('{stay}', String(stay)), {
        method,
        headers: {
          authorization: `Token ${localStorage.getItem('sessionToken')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

/** A dish without options for room service, ordered through the API: a ticket for the board. */
async function guestOrders(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const headers = {
      authorization: `Token ${localStorage.getItem('sessionToken')}`,
      'content-type': 'application/json',
    };
    const items = (await (await fetch('/api/items/', { headers })).json()) as {
      id: number;
      options: unknown[];
      locations: { id: number }[];
    }[];
    const item = items.find((candidate) => candidate.options.length === 0)!;
    const response = await fetch('/api/orders/', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        location: item.locations[0]?.id ?? null,
        scheduled_for: null,
        items: [{ dining_item: item.id, quantity: 1, notes: '', selected_options: {} }],
      }),
    });
    return ((await response.json()) as { id: number }).id;
  });
}

/** The staff console at the desk's size, signed in with the keyboard alone. */
async function signInWithKeyboard(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/staff/login`);
  await page.getByLabel('Email').waitFor();
  await tabTo(page, 'Email');
  await page.keyboard.type('staff@hotel-demo.test');
  await tabTo(page, 'Password');
  await page.keyboard.type('demo-staff');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  return page;
}

describe('accessibility: the main journeys with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7)', () => {
  it('a guest logs in from the QR link, orders a pizza with options and places the order', async () => {
    const { context, page } = await openPhone(browser, { storage: NO_HINT });
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').waitFor();
    // The skip link comes first, then the one field the QR link leaves to type.
    await tabTo(page, 'Skip to main content', { max: 1 });
    await tabTo(page, 'Family name', { max: 1 });
    await page.keyboard.type('Tanaka');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await tabTo(page, 'View full menu');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/menu');
    // The category tabs are one stop; arrow keys choose among them.
    await tabTo(page, 'Breakfast');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Mains');
    expect(await page.getByRole('tab', { name: 'Mains' }).getAttribute('aria-selected')).toBe('true');
    await tabTo(page, 'Increase quantity of Margherita Pizza');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Add to cart: Margherita Pizza', { max: 1 });
    await page.keyboard.press('Enter');

    // No place chosen yet: the order dialog asks, and keeps focus until it closes.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Margherita Pizza' }).waitFor();
    await expect.poll(async () => (await focused(page)).inModal).toBe(true);
    await tabTo(page, /^Regular/);
    await page.keyboard.press('Space');
    expect(await dialog.getByLabel(/Regular/).isChecked()).toBe(true);
    await tabTo(page, /^Mushrooms/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Olives/, { max: 1 });
    await page.keyboard.press('Space');
    await tabTo(page, 'Location');
    const location = dialog.getByLabel('Location');
    for (let press = 0; press < 5; press += 1) {
      if ((await location.locator('option:checked').textContent()) === 'Room service') break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await location.locator('option:checked').textContent()).toBe('Room service');
    await tabTo(page, 'Add to cart');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The dish's card is drawn again for the cart's place: focus goes to the cart the dish went into, not
    // back to the top of the page.
    await expectFocusOn(page, /^View cart/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await tabTo(page, 'Place order');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/confirmation');
    await page.getByRole('heading', { name: 'Order Confirmed' }).waitFor();
    await tabTo(page, 'View order status');
    await context.close();
  });

  it('a guest asks for assistance from the menu panel, and opens and closes the notifications', async () => {
    const { context, page } = await openPhone(browser, { storage: NO_HINT });
    await logInAsDemoGuest(page);
    // From off, whatever an earlier run left.
    expect(
      await guestCall(page, 'PATCH', '/api/bookings/{stay}/', { request_general_assistance: false }),
    ).toBe(200);
    await page.reload();
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const request = page.getByRole('button', { name: /^Request assistance/ });
    await tabTo(page, /^Request assistance/);
    await page.keyboard.press('Enter');
    // The confirmation takes focus on its answer, and gives it back to the request it asked about.
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expect.poll(async () => (await focused(page)).inModal).toBe(true);
    await expectFocusOn(page, 'Yes');
    await page.keyboard.press('Enter');
    await expect.poll(() => request.getAttribute('aria-pressed')).toBe('true');
    await expectFocusOn(page, /^Request assistance/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    await expectFocusOn(page, 'Open menu');

    await tabTo(page, /^Notifications/, { backwards: true });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await expect.poll(async () => (await focused(page)).inModal).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expectFocusOn(page, /^Notifications/);

    await guestCall(page, 'PATCH', '/api/bookings/{stay}/', { request_general_assistance: false });
    await context.close();
  });

  it("staff sign in, move an order across the board and choose the kitchen view's station", async () => {
    const guest = await openPhone(browser);
    await logInAsDemoGuest(guest.page);
    const orderId = await guestOrders(guest.page);
    const context = await browser.newContext({ viewport: CONSOLE, locale: 'en-US' });
    const page = await signInWithKeyboard(context);
    await page.waitForURL('**/staff/orders');
    const ticket = page.locator(`article[data-order-id="${orderId}"]`);
    await ticket.waitFor();

    // Other files leave tickets on the board: walk to this one's.
    await tabTo(page, 'Start', { orderId, max: 300 });
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: /^Preparing/ })
      .locator(`[data-order-id="${orderId}"]`)
      .waitFor();
    // The ticket's buttons went with its old column: focus follows the ticket to its new one.
    await expect.poll(async () => (await focused(page)).orderId).toBe(String(orderId));
    await tabTo(page, 'Done', { orderId, max: 3 });
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: /^Done, to deliver/ })
      .locator(`[data-order-id="${orderId}"]`)
      .waitFor();
    await expect.poll(async () => (await focused(page)).orderId).toBe(String(orderId));

    // The kitchen view's arrow keys move its selection, but not while they choose the station.
    await tabTo(page, 'Kitchen view', { backwards: true, max: 300 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Kitchen view' }).waitFor();
    await tabTo(page, /^Station/);
    const station = page.getByLabel('Station');
    const before = await station.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => station.inputValue()).not.toBe(before);
    await Promise.all([context.close(), guest.context.close()]);
  });
});

describe('accessibility: axe on the main guest screens', () => {
  // The console's screens are checked where they are tested (staff-*.test.ts), the board at three sizes.
  for (const variant of ['light', 'dark', 'arabic'] as const) {
    it(`finds nothing on the login, dashboard, menu, cart, account, activities and tourist info (${variant})`, async () => {
      const { context, page } = await openPhone(browser, {
        colorScheme: variant === 'dark' ? 'dark' : 'light',
        storage: { ...NO_HINT, ...(variant === 'dark' ? { darkMode: 'true' } : {}) },
      });
      await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
      await page.getByLabel('Family name').waitFor();
      await expectNoAxeViolations(page);
      await logInAsDemoGuest(page);
      // The cart filled in English (the shared step goes by English names), then the stay turned Arabic.
      await fillPizzaCart(page);
      if (variant === 'arabic') await chooseLanguage(page, 'Language', 'ar');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dir))
        .toBe(variant === 'arabic' ? 'rtl' : 'ltr');
      for (const path of ['/cart', '/dashboard', '/menu', '/account', '/activities', '/tourist-info']) {
        if (path !== '/cart') await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
      await context.close();
    }, 180_000); // seven screens through axe: about 90 s on a busy two-core machine
  }
});

describe('accessibility: what axe does not measure', () => {
  it('draws every control on the main guest screens and the board at least 24×24 px, or spaced (2.5.8)', async () => {
    const { context, page } = await openPhone(browser, { storage: NO_HINT });
    const screens: Record<string, Awaited<ReturnType<typeof smallTargets>>> = {};
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').waitFor();
    screens.login = await smallTargets(page);
    await logInAsDemoGuest(page);
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    screens.dashboard = await smallTargets(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    screens.menuPanel = await smallTargets(page);
    await page.keyboard.press('Escape');
    await fillPizzaCart(page);
    screens.cart = await smallTargets(page);
    await page.goto(`${baseUrl()}/menu`);
    const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
    await page.getByRole('tab', { name: 'Mains' }).click();
    await pizza.getByRole('button', { name: /^Options/ }).click();
    await pizza.getByLabel(/Large/).waitFor();
    screens.menu = await smallTargets(page);
    await page.goto(`${baseUrl()}/account`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    screens.account = await smallTargets(page);

    const staff = await browser.newContext({ viewport: CONSOLE, locale: 'en-US' });
    const board = await signInWithKeyboard(staff);
    await board.locator('article[data-order-id]').first().waitFor();
    screens.board = await smallTargets(board);
    expect(screens).toEqual({
      login: [],
      dashboard: [],
      menuPanel: [],
      cart: [],
      menu: [],
      account: [],
      board: [],
    });
    await Promise.all([context.close(), staff.close()]);
  });

  it('keeps each control on the menu in sight while tabbing past the navigation and cart bars (2.4.11)', async () => {
    const { context, page } = await openPhone(browser, { storage: NO_HINT });
    await logInAsDemoGuest(page);
    await fillPizzaCart(page);
    await page.goto(`${baseUrl()}/menu`);
    await page.getByRole('link', { name: /View cart/ }).waitFor();
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('article', { name: 'Margherita Pizza' }).waitFor();
    const hidden: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      // From the page's top down, then from its end up: each way the window scrolls to the other edge.
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press(key);
        const focus = await focused(page);
        if (focus.tag === 'body') break;
        const by = await focusHiddenBy(page);
        if (by) hidden.push(`${key} to ${focus.tag} "${focus.name}" hidden by ${by.join(', ')}`);
      }
    }
    expect(hidden).toEqual([]);
    await context.close();
  });

  it('runs no animation longer than 0.2 s for a guest or staff who prefer reduced motion (2.3.3)', async () => {
    // The slideshow holding still is dashboard-content.test.ts's 'holds the slideshow still…'.
    const guest = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await watchLongAnimations(guest);
    const page = await guest.newPage();
    await logInAsDemoGuest(page);
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /Pad Thai/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Pad Thai/ })
      .waitFor();
    await page.keyboard.press('Escape');
    // The order dialog, a toast (the cart's place is chosen now) and the cart.
    await fillPizzaCart(page);
    await page.goto(`${baseUrl()}/menu?location=room_service`);
    await page.getByRole('tab', { name: 'Breakfast' }).click();
    const platter = page.getByRole('article', { name: 'Tropical Fruit Platter' });
    await platter.getByRole('button', { name: 'Increase quantity of Tropical Fruit Platter' }).click();
    await platter.getByRole('button', { name: 'Add to cart: Tropical Fruit Platter' }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    await page.waitForTimeout(500);
    expect(await longAnimations(page)).toEqual([]);

    const staff = await browser.newContext({ viewport: CONSOLE, reducedMotion: 'reduce', locale: 'en-US' });
    await watchLongAnimations(staff);
    const board = await signInWithKeyboard(staff);
    await board.goto(`${baseUrl()}/staff/requests`);
    await board.getByRole('heading', { name: 'Request queue' }).waitFor();
    await board.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    // A request that arrives while the queue is open flashes its alert.
    await guestCall(page, 'PATCH', '/api/bookings/{stay}/', { request_general_assistance: false });
    expect(
      await guestCall(page, 'PATCH', '/api/bookings/{stay}/', { request_general_assistance: true }),
    ).toBe(200);
    await board.locator('[data-alert-count]').waitFor();
    await board.waitForTimeout(500);
    expect(await longAnimations(board)).toEqual([]);
    await guestCall(page, 'PATCH', '/api/bookings/{stay}/', { request_general_assistance: false });
    await Promise.all([guest.close(), staff.close()]);
  });
});
