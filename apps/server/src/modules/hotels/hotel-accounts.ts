import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/database/database.ts';
import { seal, unseal } from '../../platform/security/seal.ts';
import { findHotelById, type HotelChanges, type HotelRow } from './repository.ts';

/**
 * What a hotel of a group sets for itself (decision 0154): the address its guests open, and its own Stripe
 * account. Both fall back to the instance's settings (PUBLIC_URL, STRIPE_*).
 */

/** The address guests of this hotel open (no trailing slash), and whether anyone actually set one. */
export function guestAddressOf(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlConfigured'>,
  hotel: Pick<HotelRow, 'publicUrl'>,
): { url: string; configured: boolean } {
  if (hotel.publicUrl) return { url: hotel.publicUrl.replace(/\/+$/, ''), configured: true };
  return { url: config.PUBLIC_URL, configured: config.publicUrlConfigured };
}

export async function loadGuestAddress(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlConfigured'>,
  hotelId: number,
): Promise<string> {
  const hotel = await findHotelById(db, hotelId);
  return guestAddressOf(config, { publicUrl: hotel?.publicUrl ?? null }).url;
}

/**
 * Where a hotel with its own Stripe account points that account's webhook (billing's stripe-webhook.ts
 * serves it), shown on the settings screen.
 */
export const hotelWebhookPath = (hotelUniqueId: string) =>
  `/api/payments/stripe/webhook/${encodeURIComponent(hotelUniqueId)}/`;

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Whether the hotel stored its own Stripe account (both keys: they are saved and cleared together). */
export function hasOwnStripeAccount(
  hotel: Pick<HotelRow, 'stripeSecretKeySealed' | 'stripeWebhookSecretSealed'>,
): boolean {
  return hotel.stripeSecretKeySealed !== null && hotel.stripeWebhookSecretSealed !== null;
}

/**
 * The hotel's own Stripe keys, opened; undefined when it uses the instance's account. Throws (SealError, or
 * naming SETTINGS_ENCRYPTION_KEY) when they are stored but cannot be opened: a payment must then fail loudly,
 * never go to another account.
 */
export function ownStripeKeys(
  config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY'>,
  hotel: Pick<HotelRow, 'stripeSecretKeySealed' | 'stripeWebhookSecretSealed'>,
): StripeKeys | undefined {
  if (!hasOwnStripeAccount(hotel)) return undefined;
  const key = config.SETTINGS_ENCRYPTION_KEY;
  if (!key)
    throw new Error(
      'This hotel has its own Stripe keys but SETTINGS_ENCRYPTION_KEY is not set: they cannot be opened.',
    );
  return {
    secretKey: unseal(hotel.stripeSecretKeySealed!, key),
    webhookSecret: unseal(hotel.stripeWebhookSecretSealed!, key),
  };
}

export async function loadOwnStripeKeys(
  db: Database,
  config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY'>,
  hotelId: number,
): Promise<StripeKeys | undefined> {
  const hotel = await findHotelById(db, hotelId);
  return hotel ? ownStripeKeys(config, hotel) : undefined;
}

/** The column changes that store (sealed) or clear (null) the keys a manager sent. */
export function stripeKeyChanges(
  sealingKey: string | undefined,
  sent: { secretKey?: string | null | undefined; webhookSecret?: string | null | undefined },
): HotelChanges {
  const sealed = (value: string | null) => {
    if (value === null) return null;
    if (!sealingKey) throw new Error('SETTINGS_ENCRYPTION_KEY is required to store a Stripe key.');
    return seal(value, sealingKey);
  };
  return {
    ...(sent.secretKey !== undefined && { stripeSecretKeySealed: sealed(sent.secretKey) }),
    ...(sent.webhookSecret !== undefined && { stripeWebhookSecretSealed: sealed(sent.webhookSecret) }),
  };
}

export type PaymentSetup = {
  /** How this hotel's guests pay online now. */
  provider: Config['PAYMENT_PROVIDER'];
  /** Whose Stripe account would take the money: the hotel's own, the instance's STRIPE_*, or none. */
  account: 'hotel' | 'instance' | 'none';
};

/**
 * PAYMENT_PROVIDER (decision 0149) with per-hotel keys (decision 0154): a chosen `desk` or `test` holds for
 * every hotel (the operator's word: nobody pays online, or no money moves); otherwise a hotel with its own
 * keys pays through Stripe with them — also when the instance has no STRIPE_* — and the others follow the
 * instance.
 */
export function paymentSetupOf(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'paymentProviderChosen' | 'STRIPE_SECRET_KEY'>,
  hotel: Pick<HotelRow, 'stripeSecretKeySealed' | 'stripeWebhookSecretSealed'>,
): PaymentSetup {
  const own = hasOwnStripeAccount(hotel);
  const account = own ? 'hotel' : config.STRIPE_SECRET_KEY ? 'instance' : 'none';
  const operatorRuled = config.paymentProviderChosen && config.PAYMENT_PROVIDER !== 'stripe';
  const provider = own && !operatorRuled ? 'stripe' : config.PAYMENT_PROVIDER;
  return { provider, account };
}
