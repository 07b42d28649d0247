import type { PaymentMethod } from '@hotel/contracts/billing';

/** What a provider needs to take one payment of a folio's outstanding lines. */
export interface CheckoutRequest {
  paymentId: number;
  amountMinor: number;
  currencyCode: string;
  description: string;
  /** Random secret of this payment: the built-in page's address; Stripe's return address carries none. */
  secret: string;
  /** Where the guest's browser returns (the guest app's /account). */
  returnUrl: string;
}

export interface Checkout {
  /** Where the guest's browser goes to pay. */
  url: string;
  /** The provider's id of the checkout (Stripe's session id), looked up when its webhook arrives. */
  providerSessionId?: string;
}

/** A payment link adapter: Stripe Checkout or the built-in test page, as PAYMENT_PROVIDER says (config.ts). */
export interface PaymentProvider {
  method: Extract<PaymentMethod, 'online_test' | 'stripe'>;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

export const TEST_PAYMENT_PATH = '/api/pay/test/';

/** The default: the app's own hosted page, clearly marked test mode, where the guest confirms. */
export const builtInPaymentProvider: PaymentProvider = {
  method: 'online_test',
  async createCheckout(request) {
    return { url: `${TEST_PAYMENT_PATH}${request.secret}/` };
  },
};
