import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ar from '../../apps/staff-web/src/lib/i18n/locales/ar.json';
import de from '../../apps/staff-web/src/lib/i18n/locales/de.json';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, launchChromium, openStaffConsole, screenshot, STAFF_SIZES } from '../support/browser.ts';

/**
 * Issue 36 in a real browser: a group manager (one account, two hotels in the demo seed) switches the hotel
 * the console acts in, and the console speaks the language the person chose, right to left where it is
 * written so, on every browser they sign in on.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const GROUP_MANAGER = 'group@hotel-demo.test';

describe('a group manager in the console', () => {
  it('switches the hotel: the console then shows and changes only the other hotel', async () => {
    const { context, page } = await openStaffConsole(browser, GROUP_MANAGER);
    const hotelSelect = page.getByRole('combobox', { name: 'Hotel' });
    const before = await hotelSelect.inputValue();
    const target = before === 'HOTEL-DEMO' ? 'HOTEL-SEA' : 'HOTEL-DEMO';
    await expectNoAxeViolations(page);

    await hotelSelect.selectOption(target);
    await page.waitForURL(`${baseUrl()}/staff/**`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Hotel' }).inputValue()).toBe(target);
    // Every call now acts in the other hotel: the session and its rooms are that hotel's.
    const session = await page.evaluate(async () => (await fetch('/api/staff/session/')).json());
    expect(session.hotel.unique_id).toBe(target);
    const rooms = await page.evaluate(async () => (await fetch('/api/staff/rooms/')).json());
    const roomNumbers = (rooms.rooms as { room_number: string }[]).map((room) => room.room_number);
    expect(roomNumbers).toContain(target === 'HOTEL-SEA' ? '202' : '101');
    expect(roomNumbers).not.toContain(target === 'HOTEL-SEA' ? '101' : '202');
    await screenshot(page, 'staff-hotel-switch-desktop-light');

    // Switched back, for the tests after this one.
    await page.getByRole('combobox', { name: 'Hotel' }).selectOption(before);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await context.close();
  });

  it("speaks the person's language, right to left in Arabic, on every browser they sign in on", async () => {
    const { context, page } = await openStaffConsole(browser, GROUP_MANAGER);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('button', { name: ar.shell.signOut }).waitFor();
    await page.getByRole('navigation', { name: ar.shell.navigation }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'staff-console-arabic-desktop-light');

    // Another browser, another size and theme: the account's language comes with the session.
    const tablet = await browser.newContext({
      viewport: STAFF_SIZES.tablet,
      colorScheme: 'dark',
      locale: 'en-US',
    });
    const tabletPage = await tablet.newPage();
    await tabletPage.goto(`${baseUrl()}/staff/`);
    await tabletPage.getByLabel('Email').fill(GROUP_MANAGER);
    await tabletPage.getByLabel('Password').fill('demo-staff');
    await tabletPage.getByRole('button', { name: 'Sign in' }).click();
    await tabletPage.waitForFunction(() => document.documentElement.dir === 'rtl');
    await tabletPage.getByRole('button', { name: ar.shell.openMenu }).waitFor();
    await tabletPage.getByRole('status').filter({ hasText: ar.live.live }).waitFor();
    await screenshot(tabletPage, 'staff-console-arabic-tablet-dark');
    await tablet.close();

    // Back to the browser's language (English here).
    await page.getByRole('combobox', { name: ar.shell.language }).selectOption('');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await context.close();
  });

  it("shows the sign-in page in the browser's language before anyone signs in", async () => {
    const context = await browser.newContext({ viewport: STAFF_SIZES.phone, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/staff/`);
    await page.getByRole('heading', { name: de.login.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });
});
