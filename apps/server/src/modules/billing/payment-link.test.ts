import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestBill } from '@hotel/contracts/billing';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';

/**
 * Which payment provider a guest meets (PAYMENT_PROVIDER, decision 0149): the built-in test page exists only
 * where a setting or development names it; in production without Stripe the guest is sent to the front desk.
 * And the payment link is a POST: a GET (which a cross-site navigation can trigger) makes nothing.
 */

async function guestWithOpenBill(t: TestApp) {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(token),
    payload: { location: null, items: [{ dining_item: menu.item('Sundae').id, quantity: 1 }] },
  });
  expect(order.statusCode).toBe(201);
  return token;
}

async function bill(t: TestApp, token: string): Promise<GuestBill> {
  const response = await t.app.inject({ method: 'GET', url: '/api/guest/billing/', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const postLink = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/guest/payment-link/', headers: auth(token) });

describe('production without Stripe: the front desk, never the test page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', ALLOW_DEMO_PASSWORDS: 'true' });
  });
  afterAll(() => t.close());

  it('says the bill cannot be paid online and refuses to make a link', async () => {
    const token = await guestWithOpenBill(t);
    const open = await bill(t, token);
    expect(open.outstanding_total).toBeGreaterThan(0);
    expect(open.online_payment).toBe(false);

    const refused = await postLink(t, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Online payment is not available at this hotel. Please pay your bill at the front desk.',
      code: 'online_payment_unavailable',
    });
    // Nothing was paid: the bill is as it was.
    expect((await bill(t, token)).outstanding_total).toBe(open.outstanding_total);
  });

  it('has no test payment page at all', async () => {
    const page = await t.app.inject({ url: '/api/pay/test/aaaaaaaaaaaaaaaaaaaaaaaa/' });
    expect(page.statusCode).toBe(404);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/pay/test/aaaaaaaaaaaaaaaaaaaaaaaa/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('production with PAYMENT_PROVIDER=test (a demo deployment names it)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { NODE_ENV: 'production', ALLOW_DEMO_PASSWORDS: 'true', PAYMENT_PROVIDER: 'test', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('warns at start that no money moves', () => {
    expect(logLines.some((line) => line.includes('PAYMENT_PROVIDER=test in production'))).toBe(true);
  });

  it('offers the test page, which says TEST before and after paying', async () => {
    const token = await guestWithOpenBill(t);
    expect((await bill(t, token)).online_payment).toBe(true);
    const link = await postLink(t, token);
    expect(link.statusCode).toBe(200);
    const url = link.json<{ payment_url: string }>().payment_url;
    const before = await t.app.inject({ url });
    expect(before.body).toContain('TEST MODE');
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const after = await t.app.inject({ url });
    expect(after.body).toContain('is complete');
    expect(after.body).toContain('TEST MODE');
    expect((await bill(t, token)).outstanding_total).toBe(0);
  });
});

describe('development: the test page by default; the link is made by POST only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes no link on a GET', async () => {
    const token = await guestWithOpenBill(t);
    const viaGet = await t.app.inject({ url: '/api/guest/payment-link/', headers: auth(token) });
    expect(viaGet.statusCode).toBe(404);
    const made = await postLink(t, token);
    expect(made.statusCode).toBe(200);
    expect(made.json().payment_url).toMatch(/^\/api\/pay\/test\/[\w-]+\/$/);
  });

  it('with PAYMENT_PROVIDER=desk, no online payment even outside production', async () => {
    const desk = await createTestApp({ PAYMENT_PROVIDER: 'desk' });
    try {
      const token = await guestWithOpenBill(desk);
      expect((await bill(desk, token)).online_payment).toBe(false);
      expect((await postLink(desk, token)).statusCode).toBe(409);
    } finally {
      await desk.close();
    }
  });
});
