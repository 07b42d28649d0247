import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, PHONE } from './chromium.ts';

export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /** Values put in the page's localStorage before its scripts run (e.g. darkMode, language). */
  storage?: Record<string, string>;
}

/** A fresh phone-sized browser context: its own storage and cookies, like a new guest's phone. */
export async function openPhone(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, colorScheme: options.colorScheme ?? 'light' });
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  // Finished animations: a panel caught mid fade-in would show what no guest sees for long.
  const capture = (timeout: number) =>
    page.screenshot({ path: file, fullPage: false, animations: 'disabled', timeout });
  try {
    await capture(15_000);
  } catch (error) {
    // Seen once in CI with both cores busy: Chromium never delivered the frame the capture waits for. The
    // picture is evidence, not an assertion; one more try after a painted frame, then the error stands.
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await capture(15_000);
  }
  return file;
}

/**
 * Chooses a language in the guest footer and waits for the page reload SPEC's 'Language change' ends with
 * (a screenshot or a query taken before it would race the reload).
 */
export async function chooseLanguage(page: Page, selectLabel: string, code: string): Promise<void> {
  const select = page.getByLabel(selectLabel);
  // As a guest does: reaching for the select lists every language (until then it holds the current one).
  await select.focus();
  await Promise.all([
    page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
    select.selectOption(code),
  ]);
  await page.waitForLoadState('load');
}

export { launchChromium };

/** Where global-setup.ts started the product. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
}

/** The staff console's sizes: a desk computer and a tablet first, a phone too. */
export const STAFF_SIZES = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh browser context at one of the console's sizes, signed in as `email` (demo password). */
export async function openStaffConsole(
  browser: Browser,
  email = 'staff@hotel-demo.test',
  options: { size?: keyof typeof STAFF_SIZES; colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: STAFF_SIZES[options.size ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    // The console follows the browser's language until the account chooses one (issue 36).
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/staff/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  return { context, page };
}
