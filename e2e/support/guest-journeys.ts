import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/**
 * The demo guest's steps that many browser tests take on the way to what they test, one copy each: in through
 * the room's QR link as a guest would come, and a pizza in the cart.
 */

export interface DemoGuestLogIn {
  /** The product's origin (a test that starts a server of its own); the shared product by default. */
  origin?: string;
  /** The login page in Arabic (the stay's language is English at the start of every test: demo-guest.ts). */
  arabic?: boolean;
  /** Also wait until the guest's live socket is open, before anything happens that it should deliver. */
  liveSocket?: boolean;
}

/** The demo guest (room 101, Tanaka) logs in; ends on the dashboard. */
export async function logInAsDemoGuest(page: Page, options: DemoGuestLogIn = {}): Promise<void> {
  const sockets: string[] = [];
  if (options.liveSocket) page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${options.origin ?? baseUrl()}/?room=101&hotel=HOTEL-DEMO`);
  await page.getByLabel(options.arabic ? 'اسم العائلة' : 'Family name').fill('Tanaka');
  await page.getByRole('button', { name: options.arabic ? 'تسجيل الدخول' : 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  if (options.liveSocket) {
    await expect.poll(() => sockets.some((url) => url.includes('/ws/guest/HOTEL-DEMO/'))).toBe(true);
  }
}

/** A regular pizza with two toppings, as room service, in the cart; ends on the cart page. */
export async function fillPizzaCart(page: Page, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/menu`);
  await page.getByRole('tab', { name: 'Mains' }).click();
  const pizza = page.getByRole('article', { name: 'Margherita Pizza' });
  await pizza.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }).click();
  await pizza.getByRole('button', { name: 'Add to cart: Margherita Pizza' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Location').selectOption({ label: 'Room service' });
  await dialog.getByLabel(/Regular/).check();
  await dialog.getByLabel(/Mushrooms/).check();
  await dialog.getByLabel(/Olives/).check();
  await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.goto(`${origin}/cart`);
  await page.getByRole('button', { name: 'Place order' }).waitFor();
}
