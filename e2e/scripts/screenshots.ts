/**
 * Phone-size screenshots of every guest screen in light, dark and Arabic, for docs/screenshots/ and the
 * gallery in docs/features.md: `npm run screenshots` (after `npm run build`). It starts the product on a
 * fresh embedded database with the demo data, as `npm start` does, and walks the demo guest through the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, PHONE } from '../support/chromium.ts';
import { freePort, repoRoot, startProductServer } from '../support/product-server.ts';

const outDir = path.join(repoRoot, 'docs/screenshots');

const VARIANTS = {
  light: { colorScheme: 'light', storage: { darkMode: 'false', language: 'en' } },
  dark: { colorScheme: 'dark', storage: { darkMode: 'true', language: 'en' } },
  arabic: { colorScheme: 'light', storage: { darkMode: 'false', language: 'ar' } },
} as const;
type Variant = keyof typeof VARIANTS;

async function shoot(page: Page, screen: string, variant: Variant) {
  // Let fonts, pictures and entrance animations settle: the picture is of what a guest looks at.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({
    path: path.join(outDir, `${screen}-${variant}.png`),
    animations: 'disabled',
  });
}

async function walkThrough(browser: Browser, baseUrl: string, variant: Variant) {
  const { colorScheme, storage } = VARIANTS[variant];
  // One device pixel per CSS pixel keeps the committed files small; the layout is the phone's.
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1, colorScheme });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries))
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    window.localStorage.setItem('hasSeenRequestsTooltip', 'true');
  }, storage);
  const page = await context.newPage();

  await page.goto(`${baseUrl}/?room=101&hotel=HOTEL-DEMO`);
  await page.locator('input').first().waitFor();
  await shoot(page, 'login', variant);
  await page.locator('input[autocomplete="family-name"], input').last().fill('Tanaka');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await page.locator('h1').first().waitFor();
  await shoot(page, 'dashboard', variant);

  await page.goto(`${baseUrl}/menu`);
  await page.locator('article').first().waitFor();
  await shoot(page, 'menu', variant);

  // No place chosen yet: adding the first dish opens the order dialog with the card's choices.
  const firstCard = page.locator('article').first().locator('button');
  const buttons = await firstCard.count();
  await firstCard.nth(buttons - 2).click(); // quantity +
  await firstCard.nth(buttons - 1).click(); // add to cart
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('select').first().selectOption('room_service');
  await shoot(page, 'order-dialog', variant);
  const required = dialog.locator('fieldset input[type="radio"]');
  for (let index = 0; index < (await required.count()); index += 1) {
    const radio = required.nth(index);
    const name = await radio.getAttribute('name');
    if (name && (await dialog.locator(`input[name="${name}"]:checked`).count()) === 0) await radio.check();
  }
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto(`${baseUrl}/cart`);
  await page.locator('main').waitFor();
  await shoot(page, 'cart', variant);
  // Place order: the full-width button under the total (its name depends on the language).
  await page.locator('main button[aria-busy]').click();
  await page.waitForURL('**/confirmation');
  await shoot(page, 'confirmation', variant);

  await page.goto(`${baseUrl}/account`);
  await page.locator('main a[href^="/orders/"]').first().waitFor();
  await shoot(page, 'account', variant);
  await page.locator('main a[href^="/orders/"]').first().click();
  await page.waitForURL('**/orders/*');
  await shoot(page, 'order', variant);

  await page.goto(`${baseUrl}/activities`);
  await page.locator('main article, main li').first().waitFor();
  await shoot(page, 'activities', variant);

  // The first activity booked for tomorrow at its first free time, then the booking's own page.
  await page.locator('main article button[aria-label]').first().click();
  const booking = page.getByRole('dialog');
  await booking.locator('label:has(input[name$="-day"]:not([disabled]))').nth(1).click();
  await booking.locator('label:has(input[name$="-slot"]:not([disabled]))').first().click();
  await shoot(page, 'booking-dialog', variant);
  // Booked: the dialog's success step with the reference number.
  await booking.locator('button[type="submit"]').click();
  await booking.locator('button[type="submit"]').waitFor({ state: 'detached' });
  await booking.locator('header button').click();
  await booking.waitFor({ state: 'detached' });
  await page.goto(`${baseUrl}/account`);
  await page.locator('main a[href^="/bookings/"]').first().click();
  await page.waitForURL('**/bookings/*');
  await page.locator('main h1').first().waitFor();
  await shoot(page, 'booking', variant);

  // The chat, over the page: a question the hotel's FAQ answers.
  await page.locator('[data-chat-button]').click();
  const chat = page.getByRole('dialog');
  await chat.locator('textarea, input[type="text"]').first().fill('What time is breakfast?');
  await chat.locator('textarea, input[type="text"]').first().press('Enter');
  await chat.getByText('What time is breakfast?').last().waitFor();
  await page.waitForTimeout(1500);
  await shoot(page, 'chat', variant);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/tourist-info`);
  await page.locator('main h1').first().waitFor();
  await shoot(page, 'tourist-info', variant);

  await context.close();
}

const server = await startProductServer(await freePort());
const browser = await launchChromium();
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    await walkThrough(browser, server.url, variant);
    console.log(`screenshots: ${variant} done`);
  }
} finally {
  await browser.close();
  await server.stop();
}
