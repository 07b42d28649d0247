import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chooseLanguage, launchChromium, openPhone, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const savedLanguage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/guest-session/', {
      headers: { authorization: `Token ${localStorage.getItem('sessionToken')}` },
    });
    return ((await response.json()) as { language: string }).language;
  });

describe('switching language from the footer', () => {
  it('saves the choice, reloads the page in Thai, then in Arabic laid out right to left', async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').fill('Tanaka');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tanaka' }).waitFor();

    await chooseLanguage(page, 'Language', 'th');
    await page.getByRole('heading', { name: 'ยินดีต้อนรับ คุณTanaka' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'th',
      'ltr',
    ]);
    expect(await savedLanguage(page)).toBe('th');

    await chooseLanguage(page, 'ภาษา', 'ar');
    await page.getByRole('heading', { name: 'أهلًا بك، Tanaka' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await savedLanguage(page)).toBe('ar');
    // Right to left: the navigation bar's first item (the hotel's logo) sits at the right edge.
    const brand = await page.locator('header').getByRole('link').first().boundingBox();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(300);
    await screenshot(page, 'dashboard-arabic-after-switch');

    // The language is saved on the stay: put it back so later files meet the demo guest in English.
    await chooseLanguage(page, 'اللغة', 'en');
    await page.getByRole('heading', { name: 'Welcome, Tanaka' }).waitFor();
    await context.close();
  });
});
