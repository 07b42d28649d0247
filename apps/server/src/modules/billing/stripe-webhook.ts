import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@hotel/contracts/common';
import type { Database } from '../../platform/database/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { paymentEvents } from './schema.ts';
import { lockPaymentByProviderSession } from './repository.ts';
import { announcePayment, completeLockedPayment } from './service.ts';

const SETTLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
export const BAD_SIGNATURE = 'The Stripe signature is missing, wrong or too old.';

/**
 * POST /api/payments/stripe/webhook/: Stripe's signed events. The signature and its timestamp (within
 * STRIPE_WEBHOOK_TOLERANCE_SECONDS) are checked on the raw body; each event id is handled once (stored in
 * the same transaction as its effect), and a session's payment is completed once whatever the order of
 * events, settling exactly the lines it covered.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, stripe: Stripe): Promise<void> {
  const { config } = app.ctx;
  // The signature covers the exact bytes: this scope keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/stripe/webhook/',
    {
      schema: {
        tags: ['billing'],
        summary:
          "Stripe's webhook: signed events; a completed checkout settles the lines its payment covered",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        body: z.string().max(512 * 1024),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no signature');
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          config.STRIPE_WEBHOOK_SECRET!,
          config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // The SDK takes the receiving instant in milliseconds (it divides by 1000 itself).
          app.ctx.now().getTime(),
        );
      } catch {
        throw badRequest(BAD_SIGNATURE, 'bad_signature');
      }
      const result = await app.ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const fresh = await db
          .insert(paymentEvents)
          .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt: app.ctx.now() })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (fresh.length === 0 || !SETTLING_EVENTS.has(event.type)) return undefined;
        const session = event.data.object as Stripe.Checkout.Session;
        if (session.payment_status !== 'paid') return undefined;
        const payment = await lockPaymentByProviderSession(db, session.id);
        if (!payment) return undefined;
        if (session.amount_total !== payment.amountMinor) {
          request.log.warn(
            { sessionId: session.id },
            'Stripe session amount differs from the payment: not settled',
          );
          return undefined;
        }
        const reference = typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
        return { payment, ...(await completeLockedPayment(app.ctx, db, payment, reference)) };
      });
      if (result?.outcome === 'completed')
        await announcePayment(app.ctx, result.payment, result.notification, request.log);
      return { received: true as const };
    },
  );
}
