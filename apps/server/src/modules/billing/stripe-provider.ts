import Stripe from 'stripe';
import type { Config } from '../../platform/config.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The official SDK with the instance's key or a hotel's own (decision 0154), pointed at STRIPE_API_URL when
 * set (tests run a local server speaking Stripe's API).
 */
export function stripeClient(config: Config, secretKey = config.STRIPE_SECRET_KEY!): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * Stripe Checkout: one line for the outstanding balance in the hotel's currency. Stripe's amounts are the
 * currency's minor units, as ours are. The payment is settled only by the signed webhook, never by the
 * guest's return to /account.
 */
export function stripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    method: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currencyCode.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: String(request.paymentId),
          metadata: { payment_id: String(request.paymentId) },
          success_url: `${request.returnUrl}?payment=received`,
          cancel_url: request.returnUrl,
        },
        // A retried create returns the same session rather than a second one.
        { idempotencyKey: `payment-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url, providerSessionId: session.id };
    },
  };
}
