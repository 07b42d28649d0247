import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, hotelUniqueId } from '@hotel/contracts/common';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { findHotelByUniqueId, ownStripeKeys } from '../hotels/index.ts';
import { paymentEvents } from './schema.ts';
import { lockPaymentByProviderSession } from './repository.ts';
import { announcePayment, completeLockedPayment } from './service.ts';

const SETTLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
export const BAD_SIGNATURE = 'The Stripe signature is missing, wrong or too old.';
export const NO_OWN_ACCOUNT = 'No such hotel, or it has no Stripe account of its own.';

const webhookSchema = (summary: string) => ({
  tags: ['billing'],
  summary,
  headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
  body: z.string().max(512 * 1024),
  response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse, 404: errorResponse },
});

/**
 * Stripe's signed events, at two addresses: POST /api/payments/stripe/webhook/ for the instance's account
 * (STRIPE_WEBHOOK_SECRET; registered only when it takes payments), and /api/payments/stripe/webhook/<hotel>/
 * for a hotel's own account (the address hotelWebhookPath gives the settings screen), checked with that hotel's secret and settling only that hotel's payments — so
 * one hotel's secret can never settle another's. The signature and its timestamp (within
 * STRIPE_WEBHOOK_TOLERANCE_SECONDS) are checked on the raw body; each event id is handled once (stored in the
 * same transaction as its effect), and a session's payment is completed once whatever the order of events,
 * settling exactly the lines it covered.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, instanceAccount: boolean): Promise<void> {
  const { config } = app.ctx;
  // The signature covers the exact bytes: this scope keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  function verified(body: string, signature: string | undefined, secret: string): Stripe.Event {
    try {
      if (!signature) throw new Error('no signature');
      return Stripe.webhooks.constructEvent(
        body,
        signature,
        secret,
        config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        // The SDK takes the receiving instant in milliseconds (it divides by 1000 itself).
        app.ctx.now().getTime(),
      );
    } catch {
      throw badRequest(BAD_SIGNATURE, 'bad_signature');
    }
  }

  async function settle(event: Stripe.Event, hotelId: number | undefined, log: FastifyBaseLogger) {
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
      if (hotelId !== undefined && payment.hotelId !== hotelId) {
        log.warn(
          { sessionId: session.id },
          "A hotel's Stripe webhook named another hotel's payment: ignored",
        );
        return undefined;
      }
      if (session.amount_total !== payment.amountMinor) {
        log.warn({ sessionId: session.id }, 'Stripe session amount differs from the payment: not settled');
        return undefined;
      }
      const reference = typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
      return { payment, ...(await completeLockedPayment(app.ctx, db, payment, reference)) };
    });
    if (result?.outcome === 'completed')
      await announcePayment(app.ctx, result.payment, result.notification, log);
    return { received: true as const };
  }

  if (instanceAccount)
    api.post(
      '/payments/stripe/webhook/',
      {
        schema: webhookSchema(
          "Stripe's webhook for the instance's account: a completed checkout settles the lines its payment covered",
        ),
      },
      async (request) =>
        settle(
          verified(request.body, request.headers['stripe-signature'], config.STRIPE_WEBHOOK_SECRET!),
          undefined,
          request.log,
        ),
    );

  api.post(
    '/payments/stripe/webhook/:hotel/',
    {
      schema: {
        ...webhookSchema(
          "Stripe's webhook for a hotel's own account, signed with that hotel's secret; settles only its payments",
        ),
        params: z.object({ hotel: hotelUniqueId }),
      },
    },
    async (request) => {
      const hotel = await findHotelByUniqueId(app.ctx.db, request.params.hotel);
      const keys = hotel && ownStripeKeys(config, hotel);
      if (!hotel || !keys) throw notFound(NO_OWN_ACCOUNT);
      const event = verified(request.body, request.headers['stripe-signature'], keys.webhookSecret);
      return settle(event, hotel.id, request.log);
    },
  );
}
