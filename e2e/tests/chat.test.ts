import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  launchChromium,
  openPhone,
  openStaffConsole,
  screenshot,
  STAFF_SIZES,
} from '../support/browser.ts';
import { loginDemoGuest } from '../support/product-server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page): Promise<void> {
  // The stay's language is kept on the server: another test may have left it in Arabic.
  const token = await loginDemoGuest(baseUrl());
  await fetch(`${baseUrl()}/api/languages/set/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en' }),
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
  await page.getByLabel('Family name').fill('Tanaka');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome, Tanaka/ }).waitFor();
  await expect.poll(() => sockets.some((url) => url.includes('/ws/guest/HOTEL-DEMO/'))).toBe(true);
}

describe('chat with staff and the AI concierge', () => {
  it("answers breakfast hours from the hotel's FAQ; a staff reply reaches the guest live with a notification", async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    await page.getByRole('button', { name: /^Chat with Staff/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Staff' });
    await dialog
      .getByText(/Welcome to Demo Riverside Hotel/)
      .first()
      .waitFor();
    const input = dialog.getByRole('textbox', { name: 'Type a message…' });
    await input.fill('What time is breakfast?');
    await input.press('Enter');
    const answer = dialog.getByRole('listitem').filter({ hasText: 'AI Assistant' }).last();
    await answer.getByText(/Breakfast is served every day from 06:30 to 10:30/).waitFor();
    expect(await input.inputValue()).toBe('');
    await screenshot(page, 'chat-dialog-light');

    // Staff see the conversation, with the AI's answer marked as such, and reply from the console.
    const { context: desk, page: console } = await openStaffConsole(browser, 'desk@hotel-demo.test', {
      size: 'tablet',
    });
    // At tablet size the navigation is the drawer (decision 0101).
    await console.getByRole('button', { name: 'Open menu' }).click();
    await console
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Guest chat' })
      .click();
    await console
      .getByRole('button', { name: /Room 101 · Tanaka/ })
      .first()
      .click();
    const panel = console.getByRole('region', { name: 'Room 101' });
    await panel.getByText('AI answer').last().waitFor();
    await panel.getByText('What time is breakfast?').last().waitFor();
    await screenshot(console, 'chat-staff-inbox-tablet');

    // The guest closes the chat; the reply arrives as a toast and a badge on the chat button.
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByLabel('Reply').fill('Good morning! We can also bring breakfast to your room.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Taken by Dao Front Desk').waitFor();
    await console.setViewportSize(STAFF_SIZES.desktop);
    await screenshot(console, 'chat-staff-inbox-desktop');

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message from Hotel Staff' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('We can also bring breakfast to your room.');
    await expect
      .poll(() => page.getByRole('button', { name: /^Chat with Staff/ }).getAttribute('aria-label'))
      .toBe('Chat with Staff, 1 new message');
    await screenshot(page, 'chat-toast-badge');
    await toast.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/\/chat\/\d+$/);
    await page.getByRole('heading', { name: 'Chat with Staff' }).waitFor();
    const conversation = page.getByRole('main').getByRole('list', { name: 'Messages' });
    await conversation.getByText('Good morning! We can also bring breakfast to your room.').waitFor();
    await conversation.getByText(/Breakfast is served every day/).waitFor();
    await screenshot(page, 'chat-page-light');

    // The answer came from the FAQ the hotel edits in the console.
    await console.getByRole('link', { name: 'Concierge FAQ' }).click();
    await console.getByRole('button', { name: 'Edit What time is breakfast served?' }).waitFor();
    await screenshot(console, 'chat-staff-faq-desktop');
    await Promise.all([context.close(), desk.close()]);
  });

  it('shows the chat in dark mode and in Arabic, right to left', async () => {
    const dark = await openPhone(browser, { storage: { darkMode: 'true' }, colorScheme: 'dark' });
    await logIn(dark.page);
    await dark.page.getByRole('button', { name: /^Chat with Staff/ }).click();
    await dark.page.getByRole('dialog').getByRole('listitem').first().waitFor();
    await screenshot(dark.page, 'chat-dialog-dark');
    await dark.context.close();

    const arabic = await openPhone(browser);
    await logIn(arabic.page);
    await arabic.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await arabic.page.reload();
    await arabic.page.getByRole('button', { name: /^الدردشة مع الموظفين/ }).click();
    const dialog = arabic.page.getByRole('dialog', { name: 'الدردشة مع الموظفين' });
    await dialog.getByRole('listitem').first().waitFor();
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic.page, 'chat-dialog-arabic');
    await arabic.context.close();
  });
});
