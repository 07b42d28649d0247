import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { staffCall, staffLogin } from '../support/api.ts';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';
import { PHONE } from '../support/chromium.ts';
import { logInAsDemoGuest } from '../support/guest-journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Top of each element on the page, to compare their order as the guest scrolls through them. */
async function topOf(page: Page, locator: ReturnType<Page['getByRole']>): Promise<number> {
  await locator.waitFor();
  const box = await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  return box;
}

/** Where the navigation bar's logo, the welcome card's texts and the first slide are, and that slide. */
async function topBoxes(page: Page, slideSelector: string) {
  const box = async (locator: ReturnType<Page['locator']>) => {
    await locator.waitFor({ state: 'visible' });
    const { x, y, width, height } = (await locator.boundingBox())!;
    return [x, y, width, height].map(Math.round);
  };
  const slide = page.locator(slideSelector).first();
  return {
    boxes: {
      navigationLogo: await box(page.locator('header img').first()),
      hotelName: await box(page.locator('.bg-band').getByText('Demo Riverside Hotel', { exact: true })),
      welcome: await box(page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' })),
      room: await box(page.getByText('Room 101', { exact: true })),
      slide: await box(slide),
    },
    slideSrc: await slide.getAttribute('src'),
    slideLoaded: await slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  };
}

/**
 * A phone that is never idle (the shell warms later screens' code while the browser is idle), and the paths of
 * the scripts its page asks for, as they are asked for.
 */
async function neverIdleWithScriptLog(context: BrowserContext, page: Page): Promise<string[]> {
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const shownSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');

describe('dashboard content', () => {
  it('shows every section in order with the demo data, and the slideshow advances', async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    // What Chromium reports against the content security policy (an eval probe, say: zod's ships with it).
    const policyIssues: string[] = [];
    const devtools = await context.newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') policyIssues.push(JSON.stringify(issue.details));
    });
    await devtools.send('Audits.enable');
    await logInAsDemoGuest(page);

    const sections = [
      page.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }),
      page.getByRole('region', { name: 'Hotel highlights' }),
      page.getByRole('heading', { name: 'Popular dining' }),
      page.getByRole('heading', { name: 'Weather' }),
      page.getByRole('heading', { name: 'Upcoming events' }),
      page.getByRole('link', { name: /Tourist information/ }),
    ];
    const tops: number[] = [];
    for (const section of sections) tops.push(await topOf(page, section));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    // The demo's weather reading is served with no network; the events are the demo's coming ones.
    await page.getByText('Bangkok').waitFor();
    await page.getByText('Thai cooking class').first().waitFor();
    expect(await page.locator('#events-title + ol > li').count()).toBe(5);
    // Every slide image is the app's own, and none is broken.
    const images = page.locator('[aria-roledescription="slide"] img');
    expect(await images.count()).toBe(3);
    await screenshot(page, 'dashboard-content-top');

    const first = await shownSlide(page);
    expect(first).toBe('1 of 3');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-roledescription="slide"][aria-hidden="false"]')
          ?.getAttribute('aria-label') === '2 of 3',
      undefined,
      { timeout: 8000 },
    );

    await page.getByRole('heading', { name: 'Weather' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-weather-events');
    expect(policyIssues).toEqual([]);
    await context.close();
  });

  it("draws the prices' baht sign with the app's own font, loaded at start rather than by the first price", async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').waitFor();
    // The login shows no price: a face loaded on first use, as the browser does by itself, would not be in.
    await page.waitForFunction(() => {
      let loaded = 0;
      document.fonts.forEach((face) => {
        if (face.family.replaceAll('"', '') === 'Baht Sign' && face.status === 'loaded') loaded += 1;
      });
      return loaded === 2;
    });
    await page.getByLabel('Family name').fill('Tanaka');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Popular dining' }).waitFor();
    await page.getByText(/฿\d/).first().waitFor();

    // The fonts Chromium drew each price's text with: the sign in the app's face (decision 0127), never a system
    // font found by the slow fallback search.
    const devtools = await context.newCDPSession(page);
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    await devtools.send('DOM.getDocument', { depth: -1 });
    const { searchId, resultCount } = await devtools.send('DOM.performSearch', {
      query: "//body//*[contains(text(), '฿')]",
    });
    expect(resultCount).toBeGreaterThan(0);
    const { nodeIds } = await devtools.send('DOM.getSearchResults', {
      searchId,
      fromIndex: 0,
      toIndex: resultCount,
    });
    for (const nodeId of nodeIds) {
      const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName)).not.toContain(
        'Noto Sans Thai',
      );
      expect(fonts.some((font) => font.isCustomFont && font.glyphCount > 0)).toBe(true);
    }
    await context.close();
  });

  it('draws its top with the first slide before any script, where the app then draws them', async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    await logInAsDemoGuest(page);
    // The session cookie the login set (HttpOnly) is how the server knows whose dashboard it serves.
    const cookies = await context.cookies();
    const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
    expect(token).toBeTruthy();
    await page.reload();
    // What only the app draws (the served page has the welcome too, but no navigation landmark or slideshow
    // region): measured before it, the boxes would be the served page's, about to be replaced.
    await page.getByRole('navigation').first().waitFor();
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    const app = await topBoxes(page, '[aria-roledescription="slide"][aria-hidden="false"] img');
    await context.close();

    const noScripts = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    await noScripts.addCookies(cookies);
    const before = await noScripts.newPage();
    await before.goto(`${baseUrl()}/dashboard`);
    await before.locator('img[elementtiming="first-slide"]').waitFor();
    await before.waitForLoadState('load');
    await screenshot(before, 'dashboard-before-scripts');
    const server = await topBoxes(before, 'img[elementtiming="first-slide"]');
    expect(await before.content()).not.toContain(token);
    await noScripts.close();

    expect(server.slideLoaded).toBe(true);
    expect(server.slideSrc).toBe(app.slideSrc);
    // Same places to the pixel's rounding: when the app takes over, nothing the guest sees moves.
    expect(server.boxes).toEqual(app.boxes);
  });

  it('opens cold in a dozen script files, not one per module two screens share (decision 0125)', async () => {
    const signIn = await openPhone(browser);
    await logInAsDemoGuest(signIn.page);
    const cookies = await signIn.context.cookies();
    const storage = await signIn.page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    await signIn.context.close();

    // A phone with the guest's session and nothing cached, never idle: warming later screens' code is not part of
    // opening the dashboard.
    const { context, page } = await openPhone(browser, {
      storage: { ...storage, hasSeenRequestsTooltip: 'true' },
    });
    await context.addCookies(cookies);
    const scripts = await neverIdleWithScriptLog(context, page);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { name: 'Popular dining' }).waitFor();
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    // Twelve today (the entry's three, the start's three, the shell's and the dashboard's six); forty-nine when
    // the bundler cut every shared module into a file of its own.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(14);
    await context.close();
  });

  it("loads the menu's and the bell's overlays only when the guest opens one, and they open from there", async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    // No idle moments: the code the shell warms while the browser is idle is never fetched unasked.
    const scripts = await neverIdleWithScriptLog(context, page);
    const overlayScripts = () =>
      scripts.filter((script) =>
        /\/(mobile-menu-panel|notification-panel|chat-dialog|confirm-dialog-overlay|order-modal)-/.test(
          script,
        ),
      );
    await logInAsDemoGuest(page);
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    await page.getByRole('heading', { name: 'Popular dining' }).waitFor();
    expect(overlayScripts()).toEqual([]);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(overlayScripts()).toEqual([expect.stringMatching(/\/mobile-menu-panel-/)]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    expect(overlayScripts()).toContainEqual(expect.stringMatching(/\/notification-panel-/));
    await context.close();
  });

  it('reads right in dark mode and in Arabic', async () => {
    const { context, page } = await openPhone(browser, {
      colorScheme: 'dark',
      storage: { hasSeenRequestsTooltip: 'true', darkMode: 'true' },
    });
    await logInAsDemoGuest(page);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.getByText('Bangkok').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The page the server draws for this device is already dark, right to left and in Arabic (decision 0119).
    const served = await (await page.request.get(`${baseUrl()}/dashboard`)).text();
    expect(served).toContain('<html lang="ar" dir="rtl" class="dark" style="color-scheme:dark">');
    expect(served).toContain('أهلًا بك، Tanaka</h1>');
    await page.getByRole('region', { name: 'أبرز ما في الفندق' }).waitFor();
    await screenshot(page, 'dashboard-content-dark-ar');
    await page.locator('#weather-title').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-weather-dark-ar');
    await page.goto(`${baseUrl()}/tourist-info`);
    await page.getByRole('heading', { level: 2, name: 'جهات الاتصال في حالات الطوارئ' }).waitFor();
    await screenshot(page, 'tourist-info-dark-ar');
    await context.close();
  });

  it('holds the slideshow still for a guest who prefers reduced motion', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await logInAsDemoGuest(page);
    await page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    await page.waitForTimeout(6000);
    expect(await shownSlide(page)).toBe('1 of 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await shownSlide(page)).toBe('2 of 3');
    await context.close();
  });

  it('lists only the filled tourist info, with numbers to call', async () => {
    const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
    await logInAsDemoGuest(page);
    await page.getByRole('link', { name: /Tourist information/ }).click();
    await page.waitForURL('**/tourist-info');
    await page.getByRole('heading', { level: 2, name: 'Emergency contacts' }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Emergency contacts', 'Tourist assistance', 'Immigration', 'Transportation']);
    expect(await page.getByRole('link', { name: 'Call Emergency number: 191' }).getAttribute('href')).toBe(
      'tel:191',
    );
    // The demo hotel has no consular affairs or intercity entries: they are not shown at all.
    expect(await page.getByText('Consular affairs').count()).toBe(0);
    expect(await page.getByText('Intercity transport').count()).toBe(0);
    const website = page.getByRole('link', { name: /Visit the Railway website/ });
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await website.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'tourist-info');
    await context.close();
  });

  it('shows what staff change on the guest’s next read', async () => {
    const staff = await staffLogin(baseUrl());
    const start = new Date(Date.now() + 30 * 60_000).toISOString();
    const created = await staffCall<{ id: number }>(baseUrl(), staff, 'POST', '/api/staff/calendar-events/', {
      title: 'Lantern making workshop',
      start_time: start,
      location: 'Lobby',
    });
    try {
      const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
      await logInAsDemoGuest(page);
      // Soonest first: it starts before every other demo event.
      await expect
        .poll(() => page.locator('#events-title + ol > li h3').first().textContent(), { timeout: 10_000 })
        .toBe('Lantern making workshop');
      await context.close();
    } finally {
      await staffCall(baseUrl(), staff, 'DELETE', `/api/staff/calendar-events/${created.id}/`).catch(
        () => undefined,
      );
    }
  });
});
