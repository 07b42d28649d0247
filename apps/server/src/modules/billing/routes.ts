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
import { builtInPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { stripeClient, stripePaymentProvider } from './stripe-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';
import { askAboutCharge, createPaymentLink, guestBilling } from './service.ts';
import { staffBillingRoutes } from './staff-routes.ts';
import { testPaymentPageRoutes } from './test-payment-page.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** Billing: the guest's folio and payment link, the built-in payment page, and the desk's folio screens. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // PAYMENT_PROVIDER (decisions 0081, 0149): Stripe Checkout, the built-in test page, or the front desk only.
  const { config } = app.ctx;
  const stripe = config.PAYMENT_PROVIDER === 'stripe' ? stripeClient(config) : undefined;
  const provider: PaymentProvider | undefined = stripe
    ? stripePaymentProvider(stripe)
    : config.PAYMENT_PROVIDER === 'test'
      ? builtInPaymentProvider
      : undefined;
  if (stripe) await app.register((scope) => stripeWebhookRoutes(scope, stripe));
  if (config.PAYMENT_PROVIDER === 'test') {
    testPaymentPageRoutes(app);
    if (config.NODE_ENV === 'production')
      app.log.warn(
        'PAYMENT_PROVIDER=test in production: guests "pay" on the built-in test page and no money moves',
      );
  }
  /** The guest app shows Pay now only when the bill can be paid online. */
  const withPaymentOption = (bill: Billing): GuestBill => ({
    ...bill,
    online_payment: provider !== undefined,
  });
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
    async (request) => withPaymentOption(await guestBilling(app.ctx, guestOf(request))),
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
      if (!provider) throw guestError(409, 'onlinePaymentUnavailable', 'online_payment_unavailable');
      return createPaymentLink(app.ctx, provider, guestOf(request));
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
          ).then(withPaymentOption),
        ),
  );

  staffBillingRoutes(app);
}
