import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../../apps/server/test/translation-server.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  chooseLanguage,
  launchChromium,
  openPhone,
  openStaffConsole,
  screenshot,
} from '../support/browser.ts';
import { freePort, startProductServer, type RunningServer } from '../support/product-server.ts';

/**
 * Content translation end to end: the product on its own embedded database with LibreTranslate configured,
 * pointing at a local server that speaks LibreTranslate's API ('[ja] Pad Thai Goong'). The other files run
 * against the shared product, which has no provider (content as written, status none).
 */
let browser: Browser;
let fake: FakeTranslationServer;
let product: RunningServer;
let sharedBaseUrl: string | undefined;

beforeAll(async () => {
  fake = await startFakeTranslationServer();
  // Slow enough that the banner's progress is seen, quick enough for a test.
  fake.delayMs = 400;
  product = await startProductServer(await freePort(), {
    TRANSLATION_PROVIDER: 'libretranslate',
    TRANSLATION_API_URL: fake.url,
  });
  browser = await launchChromium();
  // The helpers (and the demo guest's reset before each test) talk to this file's product.
  sharedBaseUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = product.url;
}, 90_000);
afterAll(async () => {
  process.env.E2E_BASE_URL = sharedBaseUrl;
  await browser?.close();
  await product?.stop();
  await fake?.close();
});

describe('the hotel content in the guest’s language', () => {
  it('translates with progress, shows the original with one tap, and takes a report to the staff, whose wording wins', async () => {
    const { context, page } = await openPhone(browser, {
      colorScheme: 'dark',
      storage: { hasSeenRequestsTooltip: 'true' },
    });
    await page.goto(`${product.url}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').fill('Tanaka');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tanaka' }).waitFor();

    await chooseLanguage(page, 'Language', 'ja');
    // The banner polls the job's progress, then says it is complete and the dishes come back in Japanese.
    await page.getByRole('progressbar', { name: '翻訳の進み具合' }).waitFor();
    await page.getByText('翻訳が完了しました').waitFor({ timeout: 30_000 });
    await page.getByText('[ja] Pad Thai Goong').first().waitFor({ timeout: 15_000 });
    expect(fake.calls.every((call) => call.target === 'ja')).toBe(true);
    await screenshot(page, 'dashboard-japanese-translated-dark');
    // The dashboard's own switch shows every hotel text on it as the hotel wrote it.
    await page.getByRole('button', { name: '原文を表示' }).click();
    await page.getByText('Pad Thai Goong', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '翻訳を表示' }).click();

    await page.goto(`${product.url}/menu`);
    const firstDish = page.getByRole('heading', { level: 2 }).filter({ hasText: '[ja] ' }).first();
    await firstDish.waitFor();
    const dish = (await firstDish.textContent())!.replace('[ja] ', '');
    await page.getByText('自動翻訳です。').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '原文を表示' }).click();
    await page.getByRole('heading', { name: dish, exact: true }).waitFor();
    await page.getByRole('button', { name: '翻訳を表示' }).click();

    await page.getByRole('button', { name: '翻訳の誤りを報告' }).click();
    await page.getByLabel('どの文の翻訳がおかしいですか？').selectOption({ label: `[ja] ${dish}` });
    await page.getByLabel('どこがおかしいですか？（任意）').fill('Should read in katakana');
    await expectNoAxeViolations(page);
    await screenshot(page, 'menu-japanese-report');
    await page.getByRole('button', { name: '報告を送る' }).click();
    await page.getByText('ありがとうございます。ホテルがこの翻訳を確認します。').waitFor();

    const staff = await openStaffConsole(browser);
    await staff.page.goto(`${product.url}/staff/translations`);
    const reports = staff.page.getByRole('region', { name: /Reported by guests/ });
    await reports.getByText('Should read in katakana').waitFor();
    await reports.getByLabel('Your wording in 日本語 (ja)').fill('本日のおすすめ料理');
    await screenshot(staff.page, 'staff-translations-desktop');
    await reports.getByRole('button', { name: 'Save wording' }).click();
    await staff.page.getByText('No guest has reported a translation.').waitFor();
    await staff.context.close();

    await page.reload();
    await page.getByRole('heading', { name: '本日のおすすめ料理' }).waitFor();

    // Right to left: the notice and the translated names sit on the right, the price on the left.
    await chooseLanguage(page, '言語', 'ar');
    await page.getByText('ترجمة آلية.').waitFor({ timeout: 30_000 });
    // Screens other than the dashboard pick up what is ready while the job runs, and the rest when it is done.
    await page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: '[ar] ' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: '[ar] Mains' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const notice = await page.getByText('ترجمة آلية.').boundingBox();
    expect((notice?.x ?? 0) + (notice?.width ?? 0)).toBeGreaterThan(300);
    await expectNoAxeViolations(page);
    await screenshot(page, 'menu-arabic-translated-dark');
    await context.close();
  }, 120_000);
});
