import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing } from '@hotel/contracts/billing';
import type { NotificationListResponse } from '@hotel/contracts/live';
import { startStripeServer } from '../../../test/stripe-server.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { BAD_SIGNATURE } from './stripe-webhook.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');
let t: TestApp;
let server: Awaited<ReturnType<typeof startStripeServer>>;

beforeAll(async () => {
  server = await startStripeServer();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: server.url,
    PUBLIC_URL: 'https://guest.example-hotel.test',
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function guestWithCharge(currencyCode = 'THB', amount = 1250.5) {
  const hotel = await createTestHotel(t.ctx, { currencyCode });
  const token = await loginTestGuest(t.app, hotel);
  const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
  const charge = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${hotel.stayId}/folio/charges/`,
      headers: auth(manager),
      payload: { description: 'Spa', amount },
    });
  expect((await charge()).statusCode).toBe(200);
  return { hotel, token, charge };
}

const bill = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/guest/billing/', headers: auth(token) })).json<Billing>();

function sessionEvent(
  id: string,
  type: string,
  session: { id: string; amount_total: number; payment_status?: string },
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${session.id}`,
        ...session,
      },
    },
  });
}

function deliver(
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ??
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
        }));
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    payload,
  });
}

async function checkout(token: string) {
  const link = await t.app.inject({ method: 'POST', url: '/api/guest/payment-link/', headers: auth(token) });
  expect(link.statusCode).toBe(200);
  const session = server.sessions.at(-1)!;
  expect(link.json()).toEqual({ payment_url: `https://checkout.stripe.com/c/pay/${session.id}` });
  return session;
}

describe('Stripe Checkout', () => {
  it('creates a session for the outstanding balance in minor units, through the official SDK', async () => {
    const { token } = await guestWithCharge();
    const session = await checkout(token);
    expect(session.authorization).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'thb',
      'line_items[0][price_data][unit_amount]': '125050',
      'line_items[0][quantity]': '1',
      success_url: 'https://guest.example-hotel.test/account?payment=received',
      cancel_url: 'https://guest.example-hotel.test/account',
    });
    const yen = await guestWithCharge('JPY', 1501);
    expect((await checkout(yen.token)).form.get('line_items[0][price_data][unit_amount]')).toBe('1501');
  });

  it('settles on a signed completed event, once: a replay and a late duplicate change nothing', async () => {
    const { token } = await guestWithCharge();
    const session = await checkout(token);
    const completed = sessionEvent('evt_1', 'checkout.session.completed', {
      id: session.id,
      amount_total: 125050,
    });
    expect((await deliver(completed)).json()).toEqual({ received: true });
    expect(await bill(token)).toMatchObject({ paid_total: 1250.5, outstanding_total: 0 });
    expect((await deliver(completed)).statusCode).toBe(200);
    const again = sessionEvent('evt_2', 'checkout.session.async_payment_succeeded', {
      id: session.id,
      amount_total: 125050,
    });
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await bill(token)).toMatchObject({ paid_total: 1250.5, outstanding_total: 0, total: 1250.5 });
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    expect(
      notices.json<NotificationListResponse>().notifications.filter((n) => n.title === 'Payment received'),
    ).toHaveLength(1);
  });

  it('events out of order: an expiry or an unpaid completion first settles nothing; the paid one then does', async () => {
    const { token } = await guestWithCharge();
    const session = await checkout(token);
    await deliver(
      sessionEvent('evt_3', 'checkout.session.expired', { id: session.id, amount_total: 125050 }),
    );
    await deliver(
      sessionEvent('evt_4', 'checkout.session.completed', {
        id: session.id,
        amount_total: 125050,
        payment_status: 'unpaid',
      }),
    );
    expect((await bill(token)).outstanding_total).toBe(1250.5);
    await deliver(
      sessionEvent('evt_5', 'checkout.session.async_payment_succeeded', {
        id: session.id,
        amount_total: 125050,
      }),
    );
    expect((await bill(token)).outstanding_total).toBe(0);
  });

  it('settles exactly the lines the session covered: a charge added after it stays outstanding', async () => {
    const { token, charge } = await guestWithCharge();
    const session = await checkout(token);
    await charge();
    await deliver(
      sessionEvent('evt_6', 'checkout.session.completed', { id: session.id, amount_total: 125050 }),
    );
    expect(await bill(token)).toMatchObject({ total: 2501, paid_total: 1250.5, outstanding_total: 1250.5 });
  });

  it('refuses a bad signature, a wrong secret, no signature and a stale timestamp, changing nothing', async () => {
    const { token } = await guestWithCharge();
    const session = await checkout(token);
    const payload = sessionEvent('evt_7', 'checkout.session.completed', {
      id: session.id,
      amount_total: 125050,
    });
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const options of [
      { signature: 't=1,v1=deadbeef' },
      { secret: 'whsec_other' },
      { signature: null },
      { timestamp: stale },
    ]) {
      const refused = await deliver(payload, options);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(BAD_SIGNATURE);
    }
    // A tampered body under a valid signature of the original.
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('125050', '1'), { signature })).statusCode).toBe(400);
    expect((await bill(token)).outstanding_total).toBe(1250.5);
    // The same event, properly signed and fresh, still works: the refusals recorded nothing.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await bill(token)).outstanding_total).toBe(0);
  });

  it('does not settle a session whose amount differs from the payment', async () => {
    const { token } = await guestWithCharge();
    const session = await checkout(token);
    await deliver(sessionEvent('evt_8', 'checkout.session.completed', { id: session.id, amount_total: 100 }));
    expect((await bill(token)).outstanding_total).toBe(1250.5);
  });
});
