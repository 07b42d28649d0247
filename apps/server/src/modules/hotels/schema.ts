import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@hotel/contracts/menu-admin';

export const hotels = pgTable('hotels', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uniqueId: text().notNull().unique(),
  name: text().notNull(),
  logoUrl: text(),
  smallLogoUrl: text(),
  primaryColor: text().notNull().default('#1f6feb'),
  secondaryColor: text().notNull().default('#0d419d'),
  accentColor: text().notNull().default('#f0883e'),
  textColor: text().notNull().default('#1f2328'),
  textLightColor: text().notNull().default('#656d76'),
  backgroundColor: text().notNull().default('#ffffff'),
  /** ISO 4217 code: the minor-unit exponent of every amount and the formatting (packages/contracts currency.ts). */
  currencyCode: text().notNull().default('USD'),
  /** Derived from currencyCode when it is set; the symbol SPEC's shapes carry. */
  currencySymbol: text().notNull().default('$'),
  /** IANA zone; "today", stay dates and schedule windows are all judged in it. */
  timezone: text().notNull().default('UTC'),
  roomServiceEnabled: boolean().notNull().default(true),
  /** When room service takes orders, per weekday on the hotel's clock; null: around the clock. */
  roomServiceHours: jsonb().$type<OpeningHours>(),
  chatEnabled: boolean().notNull().default(false),
  guestsCanRequestCleaning: boolean().notNull().default(true),
  guestsCanRequestTowels: boolean().notNull().default(true),
  guestsCanRequestToiletries: boolean().notNull().default(true),
  guestsCanRequestSheets: boolean().notNull().default(true),
  guestsCanRequestGeneralAssistance: boolean().notNull().default(true),
  guestsCanSetDoNotDisturb: boolean().notNull().default(true),
  /** The consoles' defaults (a device may choose its own): a request nobody took alerts again this often. */
  requestRealertSeconds: integer().notNull().default(30),
  /** A scheduled order shows on the board and rings this many minutes before its time. */
  orderLeadMinutes: integer().notNull().default(30),
  /**
   * The address this hotel's guests open (its own domain in a group); its QR codes and payment returns
   * use it. Null: PUBLIC_URL.
   */
  publicUrl: text(),
  /** The business that issues the bill: printed on invoices and the folio. */
  legalName: text(),
  /** Postal address, several lines. */
  legalAddress: text(),
  /** VAT number or other tax id. */
  taxId: text(),
  /**
   * The hotel's own Stripe account (decision 0154): secret key and webhook signing secret, sealed with
   * SETTINGS_ENCRYPTION_KEY (AES-256-GCM), never returned by the API. Null: the instance's STRIPE_* settings.
   */
  stripeSecretKeySealed: text(),
  stripeWebhookSecretSealed: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
