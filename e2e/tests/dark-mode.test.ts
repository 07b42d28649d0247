import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, launchChromium, openPhone, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A computed colour as rgba(), whatever space CSS wrote it in (color-mix gives oklab): drawn on a canvas. */
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return `rgba(${r}, ${g}, ${b}, ${a! / 255})`;
  }, property);

/** WCAG relative-luminance contrast of two computed rgb() colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('dark mode (issue 15, defect 5)', () => {
  it('has its own palette: a readable welcome band, a disabled button that looks disabled, ring radios', async () => {
    const { context, page } = await openPhone(browser, {
      storage: { darkMode: 'true', hasSeenRequestsTooltip: 'true' },
      colorScheme: 'dark',
    });
    await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
    await page.getByLabel('Family name').fill('Tanaka');
    await page.getByRole('button', { name: 'Log in' }).click();
    const welcome = page.getByRole('heading', { name: 'Welcome, Tanaka' });
    await welcome.waitFor();
    const band = welcome.locator('xpath=ancestor::div[contains(@class, "bg-band")]');
    const bandColour = await style(band, 'background-color');
    expect(contrast(await style(welcome, 'color'), bandColour)).toBeGreaterThanOrEqual(4.5);
    // The hotel's amber deepened, not greyed into olive: red stays above green stays above blue.
    const [red, green, blue] = (bandColour.match(/[\d.]+/g) ?? []).map(Number);
    expect(red! > green! && green! > blue!).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl()}/menu`);
    const card = page.getByRole('article').first();
    const add = card.getByRole('button', { name: /^Add to cart/ });
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    const disabledFill = await style(add, 'background-color');
    await card.getByRole('button', { name: /^Increase quantity/ }).click();
    expect(await add.isDisabled()).toBe(false);
    // Disabled is a quiet surface, not a dimmed brand-coloured button (the colour eases over: poll for it).
    await expect.poll(() => style(add, 'background-color'), { timeout: 5_000 }).not.toBe(disabledFill);
    expect(contrast(disabledFill, await style(page.locator('body'), 'background-color'))).toBeLessThan(1.6);
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl()}/dashboard`);
    await page
      .getByRole('button', { name: /Pad Thai/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const radio = dialog.getByRole('radio', { name: 'Mild' });
    await radio.waitFor();
    expect(await style(radio, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    await radio.check();
    expect(await radio.isChecked()).toBe(true);
    await screenshot(page, 'dark-item-dialog');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
