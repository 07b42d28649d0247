import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPhone, screenshot } from '../support/browser.ts';
import { logInAsDemoGuest } from '../support/guest-journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the order dialog for the pizza from the full menu, with no location chosen. */
async function openPizzaDialog(page: Page) {
  await page.getByRole('link', { name: 'View full menu' }).click();
  await page.waitForURL('**/menu');
  await page.getByRole('tab', { name: 'Mains' }).click();
  const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
  await pizza.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }).click();
  await pizza.getByRole('button', { name: 'Add to cart: Margherita Pizza' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Margherita Pizza' }).waitFor();
  return { pizza, dialog };
}

describe('dining', () => {
  it('goes from the menu through options, a schedule for tomorrow and the cart to a confirmed order on the account page', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);

    // Browse: the card shows its options, and its price follows them.
    await page.getByRole('link', { name: 'View full menu' }).click();
    await page.waitForURL('**/menu');
    await page.getByRole('tab', { name: 'Mains' }).click();
    const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
    await pizza.getByRole('button', { name: /Options \(2\)/ }).click();
    await pizza.getByLabel(/Large/).check();
    await pizza.getByLabel(/Pepperoni/).check();
    await pizza.getByLabel(/Mushrooms/).check();
    // 380 + 150 (large) + 60 (pepperoni).
    await pizza.getByText('฿590.00').waitFor();
    await screenshot(page, 'dining-menu-options');

    // No location chosen: adding opens the order dialog with the card's choices.
    await pizza.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }).click();
    await pizza.getByRole('button', { name: 'Add to cart: Margherita Pizza' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Margherita Pizza' }).waitFor();
    expect(await dialog.getByLabel(/Large/).isChecked()).toBe(true);
    await dialog.getByLabel('Location').selectOption({ label: 'Pool Deck' });
    await dialog.getByText('Scheduled', { exact: true }).click();
    await dialog.getByText('Tomorrow', { exact: true }).click();
    // Only the times the Pool Deck takes orders at (the demo's 09:00–19:00, hotel time), not from midnight.
    const offered = await dialog.getByLabel('Time').locator('option').allTextContents();
    expect([offered[1], offered.at(-1), offered.length - 1]).toEqual(['9:00 AM', '6:45 PM', 40]);
    await dialog.getByLabel('Time').selectOption({ label: '12:30 PM' });
    await dialog.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }).click();
    await dialog.getByText('฿1,180.00').waitFor();
    await screenshot(page, 'dining-order-modal');
    await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The floating chat button never covers the cart bar, nor the bar the button, however far the menu is
    // scrolled: near its end the bar leaves the page's flow, which is where they met.
    const chatButton = page.getByRole('button', { name: 'Chat with Staff' });
    const clearOfChat = async (target: Locator) => {
      const [chat, box] = await Promise.all([chatButton.boundingBox(), target.boundingBox()]);
      if (!chat || !box) return false;
      return (
        chat.y >= box.y + box.height ||
        chat.y + chat.height <= box.y ||
        chat.x >= box.x + box.width ||
        chat.x + chat.width <= box.x
      );
    };
    const cartBar = page.getByRole('link', { name: /View cart/ });
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const above of [0, 60, 120, 180, 240, 400]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.max(0, end - above));
      expect(await clearOfChat(cartBar), `${above} px above the menu's end`).toBe(true);
    }

    // The cart: where, when, what, how much.
    await cartBar.click();
    await page.waitForURL('**/cart');
    await page.getByText('Pool Deck').waitFor();
    await page.getByText(/12:30 PM/).waitFor();
    await page.getByText('Toppings: Mushrooms, Pepperoni').waitFor();
    expect(
      await page.getByRole('button', { name: 'Decrease quantity of Margherita Pizza' }).isEnabled(),
    ).toBe(true);
    await screenshot(page, 'dining-cart');
    // The floating chat button sits in the screen's corner, clear of the cart's buttons on the first screen,
    // and the footer leaves it room at the page's end.
    for (const name of ['Place order', 'Add more items', 'Cancel cart'])
      expect(await clearOfChat(page.getByRole('button', { name }).or(page.getByRole('link', { name })))).toBe(
        true,
      );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await clearOfChat(page.getByRole('switch', { name: 'Dark mode' }))).toBe(true);
    // A finger's size: 44 px.
    const decrease = await page
      .getByRole('button', { name: 'Decrease quantity of Margherita Pizza' })
      .boundingBox();
    expect(decrease?.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL('**/confirmation');
    await page.getByRole('heading', { name: 'Order Confirmed' }).waitFor();
    await page.getByText('Your order has been submitted successfully.').waitFor();
    const heading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
    const orderNumber = heading?.replace('Order #', '') ?? '';
    await page.getByText('฿1,180.00').first().waitFor();
    await screenshot(page, 'dining-confirmation');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(await page.getByRole('link', { name: 'View order status' }).getAttribute('href')).toBe(
      `/orders/${orderNumber}`,
    );

    // The order is listed on the account page with its status and lines.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    const card = page.getByRole('article', { name: `Order #${orderNumber}` });
    await card.waitFor();
    await card.getByText('Received').waitFor();
    await card.getByText('Margherita Pizza').waitFor();
    await card.getByText('Size: Large (14")').waitFor();
    await screenshot(page, 'dining-account');
    await context.close();
  });

  it('names a required option left empty', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page);
    const { dialog } = await openPizzaDialog(page);
    await dialog.getByLabel('Location').selectOption({ label: 'Room service' });
    await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await dialog.getByText('please select Size').waitFor();
    await dialog.getByText('please select Toppings').waitFor();
    await screenshot(page, 'dining-required-option');
    // One topping of the two it needs.
    await dialog.getByLabel(/Mushrooms/).check();
    await dialog.getByText('minimum selections 2').waitFor();
    await dialog.getByLabel(/Regular/).check();
    expect(await dialog.getByText('please select Size').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await context.close();
  });
});
