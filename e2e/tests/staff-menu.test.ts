import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  launchChromium,
  openPhone,
  openStaffConsole,
  screenshot,
  STAFF_SIZES,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function openMenuEditor(page: Page) {
  await page
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Menu' })
    .click();
  await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
}

describe('menu editor', () => {
  it('adds an item with a required option that a guest sees, and sold out hides it from a guest already on the menu', async () => {
    const { context: staffContext, page: staff } = await openStaffConsole(browser);
    await openMenuEditor(staff);
    await expectNoAxeViolations(staff);

    const name = `Mango Sticky Rice ${Date.now().toString(36)}`;
    await staff.getByRole('button', { name: 'Add an item' }).click();
    await staff.getByLabel('Name', { exact: true }).fill(name);
    await staff.getByLabel('Price (฿)').fill('150');
    await staff.getByLabel('Description').fill('Sweet mango, coconut sticky rice');
    await staff.getByLabel('Sub-category').selectOption({ label: 'Desserts' });
    // A real picture from the browser's file picker: the server checks, resizes and stores it.
    const picture = await staff.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
    await staff
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'mango.png', mimeType: 'image/png', buffer: picture });
    await staff.getByRole('button', { name: 'Remove picture' }).waitFor();

    await staff.getByRole('button', { name: 'Add an option' }).click();
    await staff.getByLabel('Option name').fill('Coconut cream');
    await staff.getByLabel('Guests must choose').check();
    await staff.getByLabel('Choice 1', { exact: true }).fill('Regular');
    await staff.getByRole('button', { name: 'Add a choice' }).click();
    await staff.getByLabel('Choice 2', { exact: true }).fill('Extra');
    await staff.getByLabel('Adds (฿)').nth(1).fill('20');
    await expectNoAxeViolations(staff);
    await screenshot(staff, 'staff-menu-item-editor-desktop-light');
    await staff.getByRole('button', { name: 'Add an item' }).last().click();
    await staff.getByText(`${name} is on the menu.`).waitFor();

    // The guest opens the menu and finds it, with its required option.
    const { context: guestContext, page: guest } = await openPhone(browser);
    await guest.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await guest.getByLabel('Family name').fill('Tanaka');
    await guest.getByRole('button', { name: 'Log in' }).click();
    await guest.waitForURL('**/dashboard');
    await guest.getByRole('link', { name: 'View full menu' }).click();
    await guest.waitForURL('**/menu');
    await guest.getByRole('tab', { name: 'Desserts' }).click();
    const card = guest.getByRole('article', { name });
    await card.waitFor();
    await card.getByRole('button', { name: /Options \(1\)/ }).click();
    await card.getByText('Coconut cream').waitFor();
    await card.getByLabel(/Extra/).waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(
      /^\/api\/images\/sized\/[0-9a-f]{32}-w800\.webp$/,
    );

    // Sold out in one tap; the guest, still on the menu, sees it go without reloading.
    const soldOutAt = Date.now();
    await staff.getByRole('switch', { name: `${name} sold out` }).check();
    await card.waitFor({ state: 'detached', timeout: 5_000 });
    const hiddenAfterMs = Date.now() - soldOutAt;
    console.log(`sold out → gone from the guest's open menu in ${hiddenAfterMs} ms`);
    expect(hiddenAfterMs).toBeLessThan(1_000);

    // Back on sale, and then deleted again so the demo menu stays as it was.
    await staff.getByRole('switch', { name: `${name} sold out` }).uncheck();
    await card.waitFor({ timeout: 5_000 });
    staff.once('dialog', (dialog) => void dialog.accept());
    await staff.getByRole('button', { name: `Edit ${name}` }).click();
    await staff.getByRole('button', { name: 'Delete item' }).click();
    await staff.getByText(`${name} is deleted from the menu.`).waitFor();
    await card.waitFor({ state: 'detached', timeout: 5_000 });

    await guestContext.close();
    await staffContext.close();
  });

  it('lists every problem of a bad menu file and changes nothing', async () => {
    const { context, page } = await openStaffConsole(browser);
    await openMenuEditor(page);
    const file = {
      format: 'hotel-menu',
      version: 1,
      items: [{ name: 'Soup', price: -1, sub_category: 'Nowhere' }],
    };
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Import menu file').setInputFiles({
      name: 'menu.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByText('The file has 2 problems; nothing was changed:').waitFor();
    await page.getByText('items[0].price: Price must not be negative').waitFor();
    await page
      .getByText('items[0].sub_category: Soup: sub-category "Nowhere" is not in sub_categories')
      .waitFor();
    await page.getByRole('heading', { name: 'Breakfast' }).waitFor();
    await context.close();
  });
});

describe('hotel settings', () => {
  it('previews the guest navigation bar and warns about contrast before anything is saved', async () => {
    const { context, page } = await openStaffConsole(browser);
    await page
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Hotel settings' })
      .click();
    await page.getByRole('heading', { name: 'Hotel settings' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByText('Every text colour is easy to read (WCAG AA).').waitFor();
    await page.getByLabel('Primary (navigation bar) code').fill('#e0533d');
    await page.getByText(/The navigation bar's text has a contrast of 3\.\d:1/).waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('Every text colour is easy to read (WCAG AA).').waitFor();
    expect(await page.getByRole('button', { name: 'Save settings' }).first().isDisabled()).toBe(true);
    await context.close();
  });
});

describe('screenshots', () => {
  it('shows the menu editor and the settings at desktop, tablet and phone sizes, light and dark', async () => {
    for (const size of Object.keys(STAFF_SIZES) as (keyof typeof STAFF_SIZES)[]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await openStaffConsole(browser, 'staff@hotel-demo.test', {
          size,
          colorScheme,
        });
        await page.goto(`${baseUrl()}/staff/menu`);
        await page.getByRole('heading', { name: 'Breakfast' }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `staff-menu-${size}-${colorScheme}`);
        await page.goto(`${baseUrl()}/staff/settings`);
        await page.getByRole('heading', { name: 'Colours and logos' }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `staff-settings-${size}-${colorScheme}`);
        await context.close();
      }
    }
  });
});
