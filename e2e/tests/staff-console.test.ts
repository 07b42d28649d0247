import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, launchChromium, openStaffConsole, screenshot, STAFF_SIZES } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff console', () => {
  it('signs a manager in, adds a kitchen account that sees only its screens, and deactivation signs it out at once', async () => {
    const manager = await openStaffConsole(browser);
    const page = manager.page;
    // A manager lands on the first operations screen; the accounts are under Administration.
    await page.goto(`${baseUrl()}/staff/staff-accounts`);
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'staff-accounts-desktop-light');

    const email = `cook-${Date.now()}@hotel-demo.test`;
    await page.getByLabel('Name', { exact: true }).fill('Chef Noi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role').last().selectOption('kitchen');
    await page.getByLabel('First password').fill('demo-staff');
    await page.getByRole('button', { name: 'Add a staff member' }).click();
    await page.getByText('Chef Noi can now sign in.').waitFor();

    const cook = await openStaffConsole(browser, email, { size: 'tablet' });
    await cook.page.getByRole('heading', { name: 'Order board' }).waitFor();
    // At tablet size the navigation is the drawer (decision 0101).
    await cook.page.getByRole('button', { name: 'Open menu' }).click();
    const navigation = cook.page.getByRole('navigation', { name: 'Console navigation' });
    await navigation.getByRole('link', { name: 'Order board' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Staff accounts' }).count()).toBe(0);
    // Typing the manager's address gets the cook their own landing screen, and the API says no.
    await cook.page.goto(`${baseUrl()}/staff/staff-accounts`);
    await cook.page.getByRole('heading', { name: 'Order board' }).waitFor();
    const refused = await cook.page.evaluate(async () => (await fetch('/api/staff/accounts/')).status);
    expect(refused).toBe(403);

    page.once('dialog', (dialog) => void dialog.accept());
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: /Edit/ }).click();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Chef Noi is deactivated and signed out.').waitFor();
    // The cook's console learns it from its socket, without a click.
    await cook.page
      .getByRole('heading', { name: 'Sign in to the staff console' })
      .waitFor({ timeout: 10_000 });
    await cook.page.getByText('You have been signed out. Please sign in again.').waitFor();

    await manager.context.close();
    await cook.context.close();
  });

  it('refuses a wrong password clearly and keeps a change without the CSRF token from doing anything', async () => {
    const context = await browser.newContext({ viewport: STAFF_SIZES.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/staff/`);
    await page.getByLabel('Email').fill('staff@hotel-demo.test');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();

    const { context: signedIn, page: consolePage } = await openStaffConsole(browser);
    const forged = await consolePage.evaluate(async () => {
      const response = await fetch('/api/staff/accounts/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'forged@x.test',
          name: 'F',
          role: 'manager',
          password: 'forged password',
        }),
      });
      return response.status;
    });
    expect(forged).toBe(403);
    await signedIn.close();
  });

  it.each(['tablet', 'phone'] as const)('is usable at %s size in dark mode', async (size) => {
    const { context, page } = await openStaffConsole(browser, 'staff@hotel-demo.test', {
      size,
      colorScheme: 'dark',
    });
    await page.goto(`${baseUrl()}/staff/staff-accounts`);
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    if (size === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'My account' }).last().click();
      await page.getByRole('heading', { name: 'My account' }).waitFor();
    }
    await expectNoAxeViolations(page);
    await screenshot(page, `staff-${size}-dark`);
    await context.close();
  });
});
