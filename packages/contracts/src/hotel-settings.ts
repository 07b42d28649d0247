import { z } from 'zod';
import { userText } from './common.ts';
import { isCurrencyCode } from './currency.ts';
import { hotelResponse } from './hotels.ts';
import { openingHours } from './menu-admin.ts';

/**
 * Hotel settings, edited by a manager in the staff console. The answer is the guest app's own hotel read
 * (SPEC section 3), so the console previews exactly what guests will get.
 */

const colour = (label: string) =>
  z
    .string({ error: `${label} must be a colour` })
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour written #RRGGBB`)
    .transform((value) => value.toLowerCase());

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * The consoles' alert defaults, set per hotel by a manager (a device may still choose its own): how often
 * a request nobody has taken alerts again, and how long before its time a scheduled order shows and rings.
 */
export const REALERT_SECONDS = { min: 10, max: 600, choices: [15, 20, 30, 60, 120] } as const;
export const ORDER_LEAD_MINUTES = { min: 0, max: 240, choices: [15, 30, 45, 60, 90, 120] } as const;

/** Optional business text: blank clears it (null). Only an address may span several lines. */
const optionalText = (label: string, max: number, lines: 'one' | 'several' = 'one') =>
  userText(label, { max, required: false })
    .refine((value) => lines === 'several' || !/[\r\n]/.test(value), `${label} must be a single line`)
    .transform((value) => (value === '' ? null : value.replace(/\r\n?/g, '\n')))
    .nullable();

/**
 * The address this hotel's guests open when it has its own domain: an absolute http(s) address without
 * path, query or credentials, kept as its origin (https://guest.casa-nova.pt). Blank or null: PUBLIC_URL.
 */
export const guestAddress = z
  .string({ error: 'Guest address must be text' })
  .trim()
  .max(200, 'Guest address is too long')
  .transform((value, context) => {
    if (value === '') return null;
    const url = URL.parse(value);
    if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) {
      context.addIssue({
        code: 'custom',
        message: 'Guest address must be a full http(s) address, e.g. https://guest.example-hotel.com',
      });
      return z.NEVER;
    }
    if (
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    ) {
      context.addIssue({
        code: 'custom',
        message: 'Guest address must be the address alone, without a path, ?query, #fragment or credentials',
      });
      return z.NEVER;
    }
    return url.origin;
  })
  .nullable();

/** The formats STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET take (apps/server config.ts). */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_\w+$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_\w+$/;

/** Write-only: set or replace (a key) or clear (null). Never read back. */
const stripeSecret = (label: string, pattern: RegExp, example: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} is too long`)
    .regex(pattern, `${label} must look like ${example}`)
    .nullable();

/** Every field optional: a PATCH changes what it names. The time zone is checked on the server (IANA). */
export const hotelSettingsChange = z
  .object({
    name: userText('Hotel name', { max: 100 }),
    primary_color: colour('Primary colour'),
    secondary_color: colour('Secondary colour'),
    accent_color: colour('Accent colour'),
    text_color: colour('Text colour'),
    text_light_color: colour('Light text colour'),
    background_color: colour('Background colour'),
    /** ISO 4217; the symbol guests see is derived from it (decision 0080). */
    currency_code: z
      .string({ error: 'Currency must be text' })
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, 'Currency must be an ISO 4217 code such as THB, EUR or JPY'),
    timezone: z.string({ error: 'Time zone must be text' }).trim().min(1, 'Time zone is required').max(64),
    room_service_enabled: flag('Room service'),
    /** null: room service takes orders around the clock. */
    room_service_hours: openingHours.nullable(),
    chat_enabled: flag('Chat'),
    guests_can_request_cleaning: flag('Cleaning requests'),
    guests_can_request_towels: flag('Towel requests'),
    guests_can_request_toiletries: flag('Toiletry requests'),
    guests_can_request_sheets: flag('Sheet requests'),
    guests_can_request_general_assistance: flag('Assistance requests'),
    guests_can_set_do_not_disturb: flag('Do not disturb'),
    request_realert_seconds: z
      .number({ error: 'Request alert interval must be a number of seconds' })
      .int('Request alert interval must be whole seconds')
      .min(REALERT_SECONDS.min, `Request alert interval must be at least ${REALERT_SECONDS.min} s`)
      .max(REALERT_SECONDS.max, `Request alert interval must be at most ${REALERT_SECONDS.max} s`),
    order_lead_minutes: z
      .number({ error: 'Order lead time must be a number of minutes' })
      .int('Order lead time must be whole minutes')
      .min(ORDER_LEAD_MINUTES.min, `Order lead time must be at least ${ORDER_LEAD_MINUTES.min} min`)
      .max(ORDER_LEAD_MINUTES.max, `Order lead time must be at most ${ORDER_LEAD_MINUTES.max} min`),
    public_url: guestAddress,
    /** The business that issues the bill (invoices). */
    legal_name: optionalText('Legal name', 200),
    /** Postal address, several lines. */
    legal_address: optionalText('Legal address', 1000, 'several'),
    tax_id: optionalText('Tax id', 64),
    stripe_secret_key: stripeSecret('Stripe secret key', STRIPE_SECRET_KEY_PATTERN, 'sk_live_… or sk_test_…'),
    stripe_webhook_secret: stripeSecret(
      'Stripe webhook signing secret',
      STRIPE_WEBHOOK_SECRET_PATTERN,
      'whsec_…',
    ),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change');
export type HotelSettingsChange = z.input<typeof hotelSettingsChange>;

/** The six request flags, in the order the settings screen lists them. */
export const REQUEST_FLAGS = [
  'guests_can_request_cleaning',
  'guests_can_request_towels',
  'guests_can_request_toiletries',
  'guests_can_request_sheets',
  'guests_can_request_general_assistance',
  'guests_can_set_do_not_disturb',
] as const;

export const HOTEL_COLOURS = [
  'primary_color',
  'secondary_color',
  'accent_color',
  'text_color',
  'text_light_color',
  'background_color',
] as const;

export const STRIPE_ACCOUNTS = ['hotel', 'instance', 'none'] as const;
export type StripeAccount = (typeof STRIPE_ACCOUNTS)[number];

export const LOGO_KINDS = ['logo', 'small_logo'] as const;
export const logoParams = z.object({
  kind: z.enum(LOGO_KINDS, { error: 'Logo must be logo or small_logo' }),
});

/** The guests' hotel read, with the consoles' alert defaults that only staff see. */
export const hotelSettings = hotelResponse.extend({
  request_realert_seconds: z.number().int(),
  order_lead_minutes: z.number().int(),
  /** The hotel's own guest address; null: the instance's, shown as default_public_url. */
  public_url: z.string().nullable(),
  default_public_url: z.string(),
  legal_name: z.string().nullable(),
  legal_address: z.string().nullable(),
  tax_id: z.string().nullable(),
  /**
   * Whose Stripe account takes this hotel's payments: its own ('hotel'), the instance's STRIPE_* ('instance'),
   * or none. The keys themselves are never returned: only the mode and the last four characters.
   */
  stripe_account: z.enum(STRIPE_ACCOUNTS),
  stripe_key_mode: z.enum(['test', 'live']).nullable(),
  stripe_key_last4: z.string().nullable(),
  /** How guests pay online now (decision 0154): Stripe, the built-in test page, or at the desk only. */
  payment_provider: z.enum(['stripe', 'test', 'desk']),
  /** The endpoint to enter in the hotel's Stripe dashboard (Developers → Webhooks). */
  stripe_webhook_url: z.string(),
  /** False: SETTINGS_ENCRYPTION_KEY is not set and keys cannot be saved. */
  key_storage_available: z.boolean(),
});
export type HotelSettings = z.infer<typeof hotelSettings>;
