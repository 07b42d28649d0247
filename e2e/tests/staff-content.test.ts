import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, openPhone, openStaffConsole, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A real 64×36 PNG of one colour, made here so the test needs no file. */
function solidPng(): Buffer {
  const width = 64;
  const height = 36;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set([15, 118, 110], 1 + x * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function guestDashboard(): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPhone(browser, { storage: { hasSeenRequestsTooltip: 'true' } });
  await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
  await page.getByLabel('Family name').fill('Tanaka');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  return { page, close: () => context.close() };
}

describe('staff content editors', () => {
  it('uploads a slide, puts it first, edits tourist info; guests see each on their next read', async () => {
    const { context, page } = await openStaffConsole(browser);
    await page
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Guest content' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Guest content' }).waitFor();
    await page.getByRole('heading', { name: 'Slideshow' }).waitFor();
    await page.getByRole('form', { name: 'Slide 3' }).waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await screenshot(page, 'staff-content-desktop');

    // Add a slide from a file; it goes last, then moves to the front.
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'spa.png', mimeType: 'image/png', buffer: solidPng() });
    const addForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add slide' }) });
    await addForm.getByLabel('Caption').fill('The new spa opens today');
    await addForm.getByRole('button', { name: 'Add slide' }).click();
    await page.getByText('Slide added.').waitFor();
    const fourth = page.getByRole('form', { name: 'Slide 4' });
    expect(await fourth.getByLabel('Caption').inputValue()).toBe('The new spa opens today');
    for (const position of [4, 3, 2]) {
      await page.getByRole('button', { name: `Move slide ${position} up` }).click();
      await expect
        .poll(() =>
          page
            .getByRole('form', { name: `Slide ${position - 1}` })
            .getByLabel('Caption')
            .inputValue(),
        )
        .toBe('The new spa opens today');
    }

    // Tourist info: emergency numbers come first; clearing one hides it from guests.
    const emergency = page.getByRole('group', { name: 'Emergency numbers' });
    expect(await emergency.getByRole('textbox').count()).toBe(3);
    await emergency.getByLabel('Disaster warning').fill('');
    await page.getByLabel('Consular affairs: phone or contact').fill('+66 2 203 5000');
    await page.getByRole('button', { name: 'Save' }).nth(-2).click();
    await page.getByText('Tourist information saved.').waitFor();

    const guest = await guestDashboard();
    await guest.page.getByRole('region', { name: 'Hotel highlights' }).waitFor();
    expect(await guest.page.getByText('The new spa opens today').isVisible()).toBe(true);
    await guest.page.goto(`${baseUrl()}/tourist-info`);
    await guest.page.getByRole('heading', { level: 2, name: 'Emergency contacts' }).waitFor();
    expect(await guest.page.getByText('Disaster warning').count()).toBe(0);
    expect(await guest.page.getByRole('link', { name: /Call Consular affairs/ }).getAttribute('href')).toBe(
      'tel:+6622035000',
    );
    await guest.close();

    // Put things back for the other tests: the new slide removed, the number restored.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove slide 1' }).click();
    await page.getByRole('form', { name: 'Slide 4' }).waitFor({ state: 'detached' });
    await emergency.getByLabel('Disaster warning').fill('1784');
    await page.getByLabel('Consular affairs: phone or contact').fill('');
    await page.getByRole('button', { name: 'Save' }).nth(-2).click();
    await page.getByText('Tourist information saved.').waitFor();
    await context.close();
  });
});
