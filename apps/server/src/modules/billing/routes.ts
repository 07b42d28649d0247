import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chargeQuestionRequest,
  guestBill,
  lineParam,
  paymentLink,
  type Billing,
  type GuestBill,
} from '@hotel/contracts/billing';
import { errorResponse } from '@hotel/contracts/common';
import { guestError } from '../../platform/http/errors.ts';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import { findHotelById, ownStripeKeys, paymentSetupOf } from '../hotels/index.ts';
import { builtInPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { stripeClient, stripePaymentProvider } from './stripe-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';
import { askAboutCharge, createPaymentLink, guestBilling } from './service.ts';
import { staffBillingRoutes } from './staff-routes.ts';
import { testPaymentPageRoutes } from './test-payment-page.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** Billing: the guest's folio and payment link, the built-in payment page, and the desk's folio screens. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // PAYMENT_PROVIDER (decisions 0081, 0149) and each hotel's own Stripe account (decision 0154).
  const { config } = app.ctx;
  const instanceStripe = config.PAYMENT_PROVIDER === 'stripe' ? stripeClient(config) : undefined;
  await app.register((scope) => stripeWebhookRoutes(scope, instanceStripe !== undefined));
  if (config.PAYMENT_PROVIDER === 'test') {
    testPaymentPageRoutes(app);
    if (config.NODE_ENV === 'production')
      app.log.warn(
        'PAYMENT_PROVIDER=test in production: guests "pay" on the built-in test page and no money moves',
      );
  }

  /** How this hotel's guests pay online: its own Stripe account, the instance's, the test page, or not at all. */
  async function providerFor(hotelId: number): Promise<PaymentProvider | undefined> {
    const hotel = await findHotelById(app.ctx.db, hotelId);
    if (!hotel) return undefined;
    const setup = paymentSetupOf(config, hotel);
    if (setup.provider === 'desk') return undefined;
    if (setup.provider === 'test') return builtInPaymentProvider;
    const own = ownStripeKeys(config, hotel);
    if (own) return stripePaymentProvider(stripeClient(config, own.secretKey));
    return instanceStripe && stripePaymentProvider(instanceStripe);
  }

  /** The guest app shows Pay now only when the bill can be paid online. */
  const withPaymentOption = async (bill: Billing, hotelId: number): Promise<GuestBill> => {
    const hotel = await findHotelById(app.ctx.db, hotelId);
    return {
      ...bill,
      online_payment: hotel !== undefined && paymentSetupOf(config, hotel).provider !== 'desk',
    };
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/guest/billing/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['billing'],
        summary: "This stay's bill: totals (SPEC's Billing) and every line that makes them up",
        response: { 200: guestBill, ...errors },
      },
    },
    async (request) =>
      withPaymentOption(await guestBilling(app.ctx, guestOf(request)), guestOf(request).hotelId),
  );

  // A POST, not SPEC's GET: making a link is a side effect, and a cross-site top-level navigation sends the
  // Lax session cookie with a GET (decision 0149).
  api.post(
    '/guest/payment-link/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['billing'],
        summary:
          'A payment page for the outstanding balance (the lines outstanding now); 409 when nothing is outstanding or the hotel takes payment at the front desk only',
        response: { 200: paymentLink, ...errors },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      let provider: PaymentProvider | undefined;
      try {
        provider = await providerFor(guest.hotelId);
      } catch (error) {
        // Keys stored but unreadable (SETTINGS_ENCRYPTION_KEY missing or changed): never fall back to another account.
        request.log.error({ err: error }, "The hotel's own Stripe keys cannot be opened: no online payment");
      }
      if (!provider) throw guestError(409, 'onlinePaymentUnavailable', 'online_payment_unavailable');
      return createPaymentLink(app.ctx, provider, guest);
    },
  );

  api.post(
    '/guest/billing/lines/:id/question/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['billing'],
        summary:
          'Question one line of the bill: it reaches the front desk; the answer comes as a notification',
        params: lineParam,
        body: chargeQuestionRequest,
        response: { 201: guestBill, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await askAboutCharge(
            app.ctx,
            guestOf(request),
            request.params.id,
            request.body.question,
            request.log,
          ).then((bill) => withPaymentOption(bill, guestOf(request).hotelId)),
        ),
  );

  staffBillingRoutes(app);
}
