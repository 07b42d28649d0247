import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  artifactsDir,
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

/** The screen at every size the desk uses, light and dark. */
async function screenshotsOf(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(STAFF_SIZES)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      await screenshot(page, `staff-${name}-${size}-${colorScheme}`);
    }
  }
  await page.setViewportSize(STAFF_SIZES.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('rooms and stays in the staff console', () => {
  it('adds a room, checks a guest in, prints the QR sheet, and the guest logs in through the printed link', async () => {
    const desk = await openStaffConsole(browser, 'desk@hotel-demo.test');
    const { page } = desk;

    await page.getByRole('navigation').getByRole('link', { name: 'Rooms' }).click();
    await page.getByRole('heading', { name: 'Rooms', level: 1 }).waitFor();
    await page.getByLabel('Room number').fill('150');
    await page.getByRole('button', { name: 'Add room', exact: true }).click();
    await page.getByText('Room 150 is added.').waitFor();
    await page.getByRole('row', { name: /^150/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'rooms');

    await page.getByRole('navigation').getByRole('link', { name: 'Stays' }).click();
    await page.getByRole('button', { name: 'Check in a guest' }).click();
    await page.getByLabel('Room', { exact: true }).fill('150');
    await page.getByLabel('Family name').fill('Moreau');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText('Moreau is checked in to room 150').waitFor();
    const arrivals = page.getByRole('tabpanel');
    await arrivals.getByRole('listitem').filter({ hasText: 'Moreau' }).waitFor();
    expect(await page.getByRole('tab', { name: /Arrivals/ }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'stays');

    // A second stay in the same room on the same dates is refused in words the desk understands.
    await page.getByRole('button', { name: 'Check in a guest' }).click();
    await page.getByLabel('Room', { exact: true }).fill('150');
    await page.getByLabel('Family name').fill('Dupont');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText(/Room 150 already has a stay from .* \(Moreau\)/).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('navigation').getByRole('link', { name: 'Rooms' }).click();
    await page.getByRole('link', { name: 'QR code 150' }).click();
    const card = page.getByRole('article', { name: 'QR card for room 150' });
    await card.waitFor();
    await card.getByRole('img', { name: /QR code that opens the guest app for room 150/ }).waitFor();
    await card.getByText('Demo Riverside Hotel').waitFor();
    const printedLink = (await card.locator('.font-mono').textContent())?.trim() ?? '';
    expect(printedLink).toMatch(/^https?:\/\/[^/]+\/\?room=150&hotel=HOTEL-DEMO$/);

    // The whole sheet: one card per licensed room, and the print view without the console around it.
    await page.getByRole('link', { name: 'Back to rooms' }).click();
    await page.getByRole('link', { name: 'Print QR codes' }).click();
    await page.getByRole('article', { name: 'QR card for room 150' }).waitFor();
    expect(await page.getByRole('article', { name: 'QR card for room 999' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'qr-sheet');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    await screenshot(page, 'staff-qr-sheet-print');
    fs.mkdirSync(artifactsDir, { recursive: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    fs.writeFileSync(path.join(artifactsDir, 'staff-qr-sheet.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // The guest scans the card: only the family name is asked.
    const phone = await openPhone(browser);
    await phone.page.goto(printedLink);
    await phone.page.getByText('Room 150').first().waitFor();
    expect(await phone.page.getByLabel('Room number').count()).toBe(0);
    await phone.page.getByLabel('Family name').fill('moreau');
    await phone.page.getByRole('button', { name: 'Log in' }).click();
    await phone.page.waitForURL('**/dashboard');
    await phone.page.getByRole('heading', { name: /Welcome, Moreau/ }).waitFor();
    await screenshot(phone.page, 'staff-stays-guest-dashboard');

    // The desk sees the phone, then checks the guest out: the phone's session ends at once.
    await page.getByRole('navigation').getByRole('link', { name: 'Stays' }).click();
    await page.getByRole('tab', { name: /In house/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Moreau' });
    await screenshot(page, 'staff-stays-in-house');
    await row.getByText('1 phone signed in').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Check out Moreau' }).click();
    await page.getByText('Moreau is checked out of room 150').waitFor();
    const status = await phone.page.evaluate(async () => {
      const response = await fetch('/api/guest-session/', {
        headers: { authorization: `Token ${localStorage.getItem('sessionToken')}` },
      });
      return response.status;
    });
    expect(status).toBe(401);

    await phone.context.close();
    await desk.context.close();
  });

  it('imports arrivals from a CSV file only when the preview finds no bad line', async () => {
    const desk = await openStaffConsole(browser, 'desk@hotel-demo.test');
    const { page } = desk;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('navigation').getByRole('link', { name: 'Stays' }).click();
    await page.getByRole('button', { name: 'Import arrivals' }).click();
    const upload = (name: string, text: string) =>
      page
        .getByLabel('Choose a CSV file')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload(
      'arrivals.csv',
      `Room;Surname;Arrival;Departure\n102;"Okafor";${tomorrow};${later}\n404;Nowhere;${tomorrow};${later}\n103;Lee;24/11/2026;${later}\n`,
    );
    const problems = page.getByRole('heading', { name: 'Fix these 2 lines and choose the file again:' });
    await problems.waitFor();
    await page.getByText('Room 404 does not exist in this hotel.', { exact: false }).waitFor();
    await page.getByText('Check-in must be a date written YYYY-MM-DD', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Import 1 arrival' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'stays-import-preview');

    await upload(
      'arrivals.csv',
      `room,family name,from,to\n102,Okafor,${tomorrow},${later}\n103,Lee,${tomorrow},${later}\n`,
    );
    await page.getByRole('button', { name: 'Import 2 arrivals' }).click();
    await page.getByText('2 arrivals are imported.').waitFor();
    await page.getByLabel('Day', { exact: true }).fill(tomorrow);
    const arrivals = page.getByRole('tabpanel');
    await arrivals.getByRole('listitem').filter({ hasText: 'Okafor' }).waitFor();
    await arrivals.getByRole('listitem').filter({ hasText: 'Lee' }).waitFor();
    await desk.context.close();
  });
});
