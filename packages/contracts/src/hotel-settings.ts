import { z } from 'zod';
import { userText } from './common.ts';
import { hotelResponse } from './hotels.ts';

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
    currency_symbol: userText('Currency symbol', { max: 8 }),
    timezone: z.string({ error: 'Time zone must be text' }).trim().min(1, 'Time zone is required').max(64),
    room_service_enabled: flag('Room service'),
    chat_enabled: flag('Chat'),
    guests_can_request_cleaning: flag('Cleaning requests'),
    guests_can_request_towels: flag('Towel requests'),
    guests_can_request_toiletries: flag('Toiletry requests'),
    guests_can_request_sheets: flag('Sheet requests'),
    guests_can_request_general_assistance: flag('Assistance requests'),
    guests_can_set_do_not_disturb: flag('Do not disturb'),
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

export const LOGO_KINDS = ['logo', 'small_logo'] as const;
export const logoParams = z.object({
  kind: z.enum(LOGO_KINDS, { error: 'Logo must be logo or small_logo' }),
});

export const hotelSettings = hotelResponse;
export type HotelSettings = z.infer<typeof hotelSettings>;
