import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSettings } from '@hotel/contracts/hotel-settings';
import { startStripeServer } from '../../../test/stripe-server.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { unseal } from '../../platform/security/seal.ts';
import { auditEvents } from '../audit/schema.ts';
import { hotels } from '../hotels/schema.ts';
import { KEY_STORAGE_MISSING, KEYS_GO_TOGETHER } from './hotel-settings-routes.ts';

/**
 * The settings a hotel of a group keeps for itself (decision 0154): its guest address, business details and
 * its own Stripe account. The instance here has no STRIPE_* and no PAYMENT_PROVIDER: hotels without keys get
 * the built-in test page, a hotel with its own keys pays through Stripe with them.
 */
const SEALING_KEY = randomBytes(32).toString('hex');
const signer = new Stripe('sk_test_unused');
let t: TestApp;
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;

beforeAll(async () => {
  stripeServer = await startStripeServer();
  t = await createTestApp({
    SETTINGS_ENCRYPTION_KEY: SEALING_KEY,
    STRIPE_API_URL: stripeServer.url,
    PUBLIC_URL: 'https://guest.instance.test',
  });
});
afterAll(async () => {
  await t.close();
  await stripeServer.close();
});

const keysOf = (name: string) => ({
  stripe_secret_key: `sk_test_${name}Key${randomBytes(6).toString('hex')}`,
  stripe_webhook_secret: `whsec_${name}${randomBytes(6).toString('hex')}`,
});

async function setup(app = t) {
  const hotel = await createTestHotel(app.ctx);
  const manager = (await createTestStaff(app.app, app.ctx, hotel.hotelId)).token;
  const patch = (payload: Record<string, unknown>) =>
    app.app.inject({ method: 'PATCH', url: '/api/staff/settings/', headers: auth(manager), payload });
  const read = async () =>
    (await app.app.inject({ url: '/api/staff/settings/', headers: auth(manager) })).json<HotelSettings>();
  return { hotel, manager, patch, read };
}

async function storedRow(hotelId: number) {
  const [row] = await t.ctx.db.select().from(hotels).where(eq(hotels.id, hotelId));
  return row!;
}

async function chargeAndLink(hotel: Awaited<ReturnType<typeof setup>>) {
  const charge = await t.app.inject({
    method: 'POST',
    url: `/api/staff/stays/${hotel.hotel.stayId}/folio/charges/`,
    headers: auth(hotel.manager),
    payload: { description: 'Spa', amount: 1000 },
  });
  expect(charge.statusCode).toBe(200);
  const guest = await loginTestGuest(t.app, hotel.hotel);
  const link = await t.app.inject({ method: 'POST', url: '/api/guest/payment-link/', headers: auth(guest) });
  return { guest, link };
}

function deliver(hotelUniqueId: string, secret: string, sessionId: string, amount: number, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        payment_intent: `pi_${sessionId}`,
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/stripe/webhook/${hotelUniqueId}/`,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('guest address and business details', () => {
  it('saves them, clears them with blank, and records which fields changed', async () => {
    const { hotel, patch, read } = await setup();
    expect(await read()).toMatchObject({
      public_url: null,
      default_public_url: 'https://guest.instance.test',
      stripe_account: 'none',
      payment_provider: 'test',
      key_storage_available: true,
    });
    const saved = await patch({
      public_url: 'https://Guest.Casa-Nova.example/',
      legal_name: 'Casa Nova Hotelaria Lda.',
      legal_address: 'Rua das Flores 12\r\n1200-195 Lisboa\nPortugal',
      tax_id: 'PT 509 123 456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      public_url: 'https://guest.casa-nova.example',
      legal_name: 'Casa Nova Hotelaria Lda.',
      legal_address: 'Rua das Flores 12\n1200-195 Lisboa\nPortugal',
      tax_id: 'PT 509 123 456',
      stripe_webhook_url: `https://guest.casa-nova.example/api/payments/stripe/webhook/${hotel.uniqueId}/`,
    });
    expect((await patch({ tax_id: '', public_url: null })).json()).toMatchObject({
      tax_id: null,
      public_url: null,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.hotelId, hotel.hotelId), eq(auditEvents.kind, 'settings.changed')));
    expect(audit).toHaveLength(2);
    expect(Object.keys(audit[0]!.detail as object).sort()).toEqual([
      'legal_address',
      'legal_name',
      'public_url',
      'tax_id',
    ]);
  });

  it.each([
    [{ public_url: 'guest.example.com' }, 'full http(s) address'],
    [{ public_url: 'ftp://guest.example.com' }, 'full http(s) address'],
    [{ public_url: 'https://guest.example.com/hotel' }, 'without a path'],
    [{ public_url: 'https://guest.example.com/?a=1' }, 'without a path, ?query'],
    [{ public_url: 'https://user:pw@guest.example.com' }, 'credentials'],
    [{ legal_name: 'Casa\nNova' }, 'Legal name must be a single line'],
    [{ tax_id: 'x'.repeat(65) }, 'Tax id is too long'],
    [{ stripe_secret_key: 'pk_test_123' }, 'Stripe secret key must look like'],
    [{ stripe_webhook_secret: 'secret' }, 'webhook signing secret must look like'],
  ])('refuses %j with a 400 that says why', async (payload, message) => {
    const { patch } = await setup();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(message);
  });

  it("puts the hotel's own address in its QR codes and payment return; another hotel keeps PUBLIC_URL", async () => {
    const own = await setup();
    const other = await setup();
    await own.patch({ public_url: 'https://guest.casa-nova.example' });
    const rooms = async (who: typeof own) =>
      (await t.app.inject({ url: '/api/staff/rooms/', headers: auth(who.manager) })).json();
    expect(await rooms(own)).toMatchObject({
      public_url: 'https://guest.casa-nova.example',
      public_url_configured: true,
    });
    expect(await rooms(other)).toMatchObject({ public_url: 'https://guest.instance.test' });
    const sheet = (
      await t.app.inject({ url: '/api/staff/rooms/qr-codes/', headers: auth(own.manager) })
    ).json();
    expect(sheet.public_url).toBe('https://guest.casa-nova.example');
    expect(sheet.cards[0].url).toBe(`https://guest.casa-nova.example/?room=101&hotel=${own.hotel.uniqueId}`);

    await own.patch(keysOf('casa'));
    await chargeAndLink(own);
    expect(stripeServer.sessions.at(-1)!.form.get('success_url')).toBe(
      'https://guest.casa-nova.example/account?payment=received',
    );
  });
});

describe("a hotel's own Stripe account", () => {
  it('seals the keys at rest, never returns them, and shows only mode and last four', async () => {
    const { hotel, patch, read } = await setup();
    const keys = keysOf('seal');
    const saved = await patch(keys);
    expect(saved.statusCode).toBe(200);
    for (const answer of [saved.body, JSON.stringify(await read())]) {
      expect(answer).not.toContain(keys.stripe_secret_key);
      expect(answer).not.toContain(keys.stripe_webhook_secret);
    }
    expect(await read()).toMatchObject({
      stripe_account: 'hotel',
      stripe_key_mode: 'test',
      stripe_key_last4: keys.stripe_secret_key.slice(-4),
      payment_provider: 'stripe',
    });
    const row = await storedRow(hotel.hotelId);
    expect(row.stripeSecretKeySealed).toMatch(/^v1\./);
    expect(row.stripeSecretKeySealed).not.toContain(keys.stripe_secret_key.slice(8));
    expect(row.stripeWebhookSecretSealed).not.toContain(keys.stripe_webhook_secret.slice(6));
    expect(unseal(row.stripeSecretKeySealed!, SEALING_KEY)).toBe(keys.stripe_secret_key);

    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.hotelId, hotel.hotelId), eq(auditEvents.kind, 'settings.changed')));
    expect(entry!.detail).toEqual({ stripe_secret_key: 'set', stripe_webhook_secret: 'set' });

    expect((await patch({ stripe_secret_key: null })).json()).toMatchObject({ detail: KEYS_GO_TOGETHER });
    const cleared = await patch({ stripe_secret_key: null, stripe_webhook_secret: null });
    expect(cleared.json()).toMatchObject({
      stripe_account: 'none',
      stripe_key_last4: null,
      payment_provider: 'test',
    });
    expect(await storedRow(hotel.hotelId)).toMatchObject({
      stripeSecretKeySealed: null,
      stripeWebhookSecretSealed: null,
    });
  });

  it('refuses one key alone', async () => {
    const { patch } = await setup();
    const response = await patch({ stripe_secret_key: keysOf('half').stripe_secret_key });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(KEYS_GO_TOGETHER);
  });

  it("takes the payment through Stripe with the hotel's key; its webhook settles with its secret only", async () => {
    const casa = await setup();
    const other = await setup();
    const casaKeys = keysOf('casa');
    const otherKeys = keysOf('other');
    await casa.patch(casaKeys);
    await other.patch(otherKeys);

    const { guest, link } = await chargeAndLink(casa);
    expect(link.statusCode).toBe(200);
    const session = stripeServer.sessions.at(-1)!;
    expect(session.authorization).toBe(`Bearer ${casaKeys.stripe_secret_key}`);
    expect(link.json()).toEqual({ payment_url: `https://checkout.stripe.com/c/pay/${session.id}` });
    const bill = async () =>
      (await t.app.inject({ url: '/api/guest/billing/', headers: auth(guest) })).json<{
        paid_total: number;
      }>();

    // Another hotel's secret: refused at this hotel's address, and ignored at its own.
    expect(
      (await deliver(casa.hotel.uniqueId, otherKeys.stripe_webhook_secret, session.id, 100000, 'evt_a'))
        .statusCode,
    ).toBe(400);
    expect(
      (await deliver(other.hotel.uniqueId, otherKeys.stripe_webhook_secret, session.id, 100000, 'evt_b'))
        .statusCode,
    ).toBe(200);
    expect((await bill()).paid_total).toBe(0);
    // No instance account: its address does not exist; a hotel without keys has no address either.
    const instance = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      payload: {},
    });
    expect(instance.statusCode).toBe(404);
    const plain = await setup();
    expect(
      (await deliver(plain.hotel.uniqueId, casaKeys.stripe_webhook_secret, session.id, 100000, 'evt_c'))
        .statusCode,
    ).toBe(404);
    // Not a hotel id at all (a NUL the database would refuse): a 400, never a 500.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook/%00/', payload: {} }))
        .statusCode,
    ).toBe(400);

    expect(
      (await deliver(casa.hotel.uniqueId, casaKeys.stripe_webhook_secret, session.id, 100000, 'evt_d'))
        .statusCode,
    ).toBe(200);
    expect((await bill()).paid_total).toBe(1000);
  });

  it('a hotel without keys keeps the instance default (the test page here)', async () => {
    const plain = await setup();
    const { link } = await chargeAndLink(plain);
    expect(link.json().payment_url).toMatch(/^\/api\/pay\/test\//);
  });
});

describe('without SETTINGS_ENCRYPTION_KEY, or with PAYMENT_PROVIDER=desk', () => {
  it('refuses to save a key with a 409 naming the setting, and still saves the rest', async () => {
    const bare = await createTestApp({ PUBLIC_URL: 'https://guest.instance.test' });
    try {
      const { hotel, patch, read } = await setup(bare);
      expect(await read()).toMatchObject({ key_storage_available: false });
      const response = await patch({ legal_name: 'Casa Nova', ...keysOf('bare') });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(KEY_STORAGE_MISSING);
      expect(KEY_STORAGE_MISSING).toContain('SETTINGS_ENCRYPTION_KEY');
      expect((await read()).legal_name).toBeNull();
      expect((await patch({ stripe_secret_key: null, stripe_webhook_secret: null })).statusCode).toBe(200);
      expect((await patch({ legal_name: 'Casa Nova' })).json().legal_name).toBe('Casa Nova');
      expect(await storedRow(hotel.hotelId)).toMatchObject({ stripeSecretKeySealed: null });
    } finally {
      await bare.close();
    }
  });

  it('with PAYMENT_PROVIDER=desk nobody pays online, own keys or not', async () => {
    const desk = await createTestApp({ PAYMENT_PROVIDER: 'desk', SETTINGS_ENCRYPTION_KEY: SEALING_KEY });
    try {
      const hotel = await setup(desk);
      const charge = await desk.app.inject({
        method: 'POST',
        url: `/api/staff/stays/${hotel.hotel.stayId}/folio/charges/`,
        headers: auth(hotel.manager),
        payload: { description: 'Spa', amount: 1000 },
      });
      expect(charge.statusCode).toBe(200);
      expect((await hotel.patch(keysOf('desk'))).json()).toMatchObject({
        stripe_account: 'hotel',
        payment_provider: 'desk',
      });
      const guest = await loginTestGuest(desk.app, hotel.hotel);
      const link = await desk.app.inject({
        method: 'POST',
        url: '/api/guest/payment-link/',
        headers: auth(guest),
      });
      expect(link.statusCode).toBe(409);
      expect(link.body).toContain('online_payment_unavailable');
      const bill = (await desk.app.inject({ url: '/api/guest/billing/', headers: auth(guest) })).json();
      expect(bill.online_payment).toBe(false);
    } finally {
      await desk.close();
    }
  });
});
