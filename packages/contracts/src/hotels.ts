import { z } from 'zod';
import { hotelUniqueId } from './common.ts';
import { openingHours } from './menu-admin.ts';

export const hotelParams = z.object({ hotelId: hotelUniqueId });

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const hotelResponse = z.object({
  unique_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  small_logo: z.string().nullable(),
  small_logo_url: z.string().nullable(),
  primary_color: hexColour,
  secondary_color: hexColour,
  accent_color: hexColour,
  text_color: hexColour,
  text_light_color: hexColour,
  background_color: hexColour,
  currency_symbol: z.string(),
  /** ISO 4217; its exponent says how many decimals prices have (0 for JPY, 3 for KWD). */
  currency_code: z.string(),
  timezone: z.string(),
  room_service_enabled: z.boolean(),
  /** When room service takes orders, on the hotel's clock; null: around the clock. */
  room_service_hours: openingHours.nullable(),
  subscription: z.object({ chat_enabled: z.boolean() }),
  guests_can_request_cleaning: z.boolean(),
  guests_can_request_towels: z.boolean(),
  guests_can_request_toiletries: z.boolean(),
  guests_can_request_sheets: z.boolean(),
  guests_can_request_general_assistance: z.boolean(),
  guests_can_set_do_not_disturb: z.boolean(),
});
export type HotelResponse = z.infer<typeof hotelResponse>;

export const locationResponse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** On the hotel's clock; null: no hours set, orders are taken around the clock. */
  opening_hours: openingHours.nullable(),
});
export type LocationResponse = z.infer<typeof locationResponse>;
export const locationListResponse = z.array(locationResponse);
