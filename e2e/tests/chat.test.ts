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
import { expectNoAxeViolations } from '../support/axe.ts';
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

  it('ends a chat after asking, keeps it under earlier conversations, and the next message starts a new one; staff see it closed', async () => {
    const { context, page } = await openPhone(browser);
    await logIn(page);
    await page.getByRole('button', { name: /^Chat with Staff/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Staff' });
    const input = dialog.getByRole('textbox', { name: 'Type a message…' });
    const messages = dialog.getByRole('list', { name: 'Messages' });
    await input.fill('Is the spa open tonight?');
    await input.press('Enter');
    await messages.getByText('Is the spa open tonight?').waitFor();

    await dialog.getByRole('button', { name: 'End chat' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End this chat?' });
    await confirm.waitFor();
    await screenshot(page, 'chat-end-confirm-light');
    await expectNoAxeViolations(page);
    const ends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/chat\/\d+\/end\/$/.test(request.url()))
        ends.push(request.url());
    });
    await confirm.getByRole('button', { name: 'End chat' }).click();
    await dialog.getByText('This chat has ended. Your next message starts a new one.').waitFor();
    expect(ends).toHaveLength(1);
    expect(await dialog.getByRole('button', { name: 'End chat' }).count()).toBe(0);
    await screenshot(page, 'chat-ended-light');
    await expectNoAxeViolations(page);

    // The ended conversation, read-only, under Earlier conversations.
    await dialog.getByRole('button', { name: 'Earlier conversations' }).click();
    const earlier = dialog.getByRole('button', { name: /^Conversation from/ });
    await earlier.first().waitFor();
    await screenshot(page, 'chat-earlier-light');
    await expectNoAxeViolations(page);
    await earlier.first().click();
    await messages.getByText('Is the spa open tonight?').waitFor();
    await messages.getByText('This conversation has ended.').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'chat-earlier-conversation-light');
    await expectNoAxeViolations(page);

    // Back in the chat, the next message starts a new conversation.
    await dialog.getByRole('button', { name: 'Earlier conversations' }).click();
    await dialog.getByRole('button', { name: 'Back to chat' }).click();
    const started = page.waitForResponse((response) => response.url().includes('/api/chat/start/'));
    await input.fill('A new question: is there a gym?');
    await input.press('Enter');
    expect((await started).status()).toBe(200);
    await messages.getByText('A new question: is there a gym?').waitFor();
    expect(await messages.getByText('Is the spa open tonight?').count()).toBe(0);
    await dialog.getByRole('button', { name: 'End chat' }).waitFor();

    // Staff find the ended conversation among the closed ones, closed.
    const { context: desk, page: console } = await openStaffConsole(browser, 'desk@hotel-demo.test');
    await console
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Guest chat' })
      .click();
    await console.getByRole('button', { name: 'Closed', exact: true }).click();
    await console
      .getByRole('button', { name: /Room 101 · Tanaka/ })
      .first()
      .click();
    const panel = console.getByRole('region', { name: 'Room 101' });
    await panel.getByText('Is the spa open tonight?').waitFor();
    await panel.getByText('This conversation is closed.').waitFor();
    expect(await panel.getByLabel('Reply').count()).toBe(0);
    await Promise.all([context.close(), desk.close()]);
  });

  it('shows the chat, its confirmation and the earlier conversations in dark mode', async () => {
    const dark = await openPhone(browser, { storage: { darkMode: 'true' }, colorScheme: 'dark' });
    await logIn(dark.page);
    await dark.page.getByRole('button', { name: /^Chat with Staff/ }).click();
    const darkDialog = dark.page.getByRole('dialog', { name: 'Chat with Staff' });
    await darkDialog.getByRole('listitem').first().waitFor();
    await screenshot(dark.page, 'chat-dialog-dark');
    await darkDialog.getByRole('button', { name: 'End chat' }).click();
    const darkConfirm = dark.page.getByRole('alertdialog', { name: 'End this chat?' });
    await darkConfirm.waitFor();
    await screenshot(dark.page, 'chat-end-confirm-dark');
    await expectNoAxeViolations(dark.page);
    await darkConfirm.getByRole('button', { name: 'Keep chatting' }).click();
    await darkConfirm.waitFor({ state: 'hidden' });
    await darkDialog.getByRole('button', { name: 'Earlier conversations' }).click();
    await darkDialog
      .getByRole('button', { name: /^Conversation from/ })
      .first()
      .click();
    await darkDialog.getByText('This conversation has ended.').waitFor();
    await screenshot(dark.page, 'chat-earlier-conversation-dark');
    await expectNoAxeViolations(dark.page);
    await darkDialog.getByRole('button', { name: 'Earlier conversations' }).click();
    await darkDialog
      .getByRole('button', { name: /^Conversation from/ })
      .first()
      .waitFor();
    await screenshot(dark.page, 'chat-earlier-dark');
    await expectNoAxeViolations(dark.page);
    await dark.context.close();
  });

  it('shows the chat in Arabic, right to left, and ends it there', async () => {
    const arabic = await openPhone(browser);
    await logIn(arabic.page);
    await arabic.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await arabic.page.reload();
    await arabic.page.getByRole('button', { name: /^الدردشة مع الموظفين/ }).click();
    const dialog = arabic.page.getByRole('dialog', { name: 'الدردشة مع الموظفين' });
    await dialog.getByRole('listitem').first().waitFor();
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic.page, 'chat-dialog-arabic');
    await dialog.getByRole('button', { name: 'إنهاء الدردشة' }).click();
    const confirm = arabic.page.getByRole('alertdialog', { name: 'هل تريد إنهاء هذه الدردشة؟' });
    await confirm.waitFor();
    await screenshot(arabic.page, 'chat-end-confirm-arabic');
    await confirm.getByRole('button', { name: 'إنهاء الدردشة' }).click();
    await dialog.getByText(/انتهت هذه الدردشة/).waitFor();
    await screenshot(arabic.page, 'chat-ended-arabic');
    await expectNoAxeViolations(arabic.page);
    await dialog.getByRole('button', { name: 'المحادثات السابقة' }).click();
    await dialog
      .getByRole('button', { name: /^محادثة/ })
      .nth(1)
      .waitFor();
    await screenshot(arabic.page, 'chat-earlier-arabic');
    await expectNoAxeViolations(arabic.page);
    await dialog
      .getByRole('button', { name: /^محادثة/ })
      .first()
      .click();
    await dialog.getByText('انتهت هذه المحادثة.').waitFor();
    await screenshot(arabic.page, 'chat-earlier-conversation-arabic');
    await arabic.context.close();
  });
});
