import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billing, chargeQuestionRequest, lineParam, paymentLink } from '@hotel/contracts/billing';
import { errorResponse } from '@hotel/contracts/common';
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
  // Stripe Checkout when its keys are set; otherwise the built-in test-mode page (decision 0081).
  const stripe = app.ctx.config.STRIPE_SECRET_KEY ? stripeClient(app.ctx.config) : undefined;
  const provider: PaymentProvider = stripe ? stripePaymentProvider(stripe) : builtInPaymentProvider;
  if (stripe) await app.register((scope) => stripeWebhookRoutes(scope, stripe));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/guest/billing/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['billing'],
        summary: "This stay's bill: totals (SPEC's Billing) and every line that makes them up",
        response: { 200: billing, ...errors },
      },
    },
    async (request) => guestBilling(app.ctx, guestOf(request)),
  );

  api.get(
    '/guest/payment-link/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['billing'],
        summary:
          'A payment page for the outstanding balance (the lines outstanding now); 409 when nothing is outstanding',
        response: { 200: paymentLink, ...errors },
      },
    },
    async (request) => createPaymentLink(app.ctx, provider, guestOf(request)),
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
        response: { 201: billing, ...errors },
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
          ),
        ),
  );

  testPaymentPageRoutes(app);
  staffBillingRoutes(app);
}
