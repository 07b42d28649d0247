import {
  currencyExponent,
  decimalsOf,
  majorToMinor,
  MAX_AMOUNT_MINOR,
  minorToMajor,
  type CurrencyCode,
} from '@hotel/contracts/currency';
import type { Database } from '../../platform/database/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { findHotelCurrencyColumns } from './repository.ts';

/**
 * A hotel's money (decision 0080): amounts are stored as integers of its currency's minor unit and the API
 * speaks major units with exactly `exponent` decimals (0 for JPY, 2 for THB, 3 for KWD). Every module converts
 * through these two functions, so no price, option, total or refund ever assumes two decimals.
 */
export interface HotelCurrency {
  code: string;
  /** The symbol the SPEC shapes carry (currency_symbol), derived from the code. */
  symbol: string;
  exponent: number;
}

/** Largest amount the product accepts (contracts' MAX_AMOUNT_MINOR, 10¹³ − 1): above it, refused. */
export const MAX_MINOR_AMOUNT = MAX_AMOUNT_MINOR;

export function hotelCurrencyOf(hotel: { currencyCode: string; currencySymbol: string }): HotelCurrency {
  const code = hotel.currencyCode;
  return { code, symbol: hotel.currencySymbol, exponent: decimalsOf(code) };
}

export async function loadHotelCurrency(
  db: Database,
  hotelId: number,
): Promise<HotelCurrency & { name: string }> {
  const row = await findHotelCurrencyColumns(db, hotelId);
  if (!row) throw new Error(`Hotel ${hotelId} not found`);
  return { ...hotelCurrencyOf(row), name: row.name };
}

/** Stored minor units to the number the API speaks. */
export function toApiAmount(minor: number, currency: HotelCurrency): number {
  return minorToMajor(minor, currency.exponent);
}

/**
 * A number the API received (major units) to minor units, refused with a clear detail when it has more
 * decimals than the currency has or does not fit the column.
 */
export function toMinorAmount(amount: number, currency: HotelCurrency, label = 'Amount'): number {
  const minor = majorToMinor(amount, currency.exponent);
  if (minor / 10 ** currency.exponent !== amount)
    throw badRequest(
      currency.exponent === 0
        ? `${label}: ${currency.code} has no decimals, give a whole amount.`
        : `${label}: ${currency.code} has ${currency.exponent} decimals, give at most ${currency.exponent}.`,
    );
  if (Math.abs(minor) > MAX_MINOR_AMOUNT) throw badRequest(`${label} is too large.`);
  return minor;
}

export const CURRENCY_LOCKED =
  "Prices, bookings and bills are stored in the currency's smallest unit: a currency with a different number of decimals can only be chosen while the hotel has no menu items, activities or bills.";

/**
 * Whether moving the hotel to `code` must be refused. Amounts are stored in minor units, so a currency with
 * another exponent would silently multiply or divide every stored price by 10ⁿ once anything is priced.
 */
export async function currencyLocked(db: Database, hotelId: number, code: CurrencyCode): Promise<boolean> {
  const current = await loadHotelCurrency(db, hotelId);
  return currencyExponent(code) !== current.exponent && (await hasPricedRows(db, hotelId));
}

/**
 * Whether one module holds amounts of the hotel (its menu items, activities, charges). The modules that own
 * those tables register their check at start-up (module-hooks.ts), so this module reads no table of theirs.
 */
export type PricedDataCheck = (db: Database, hotelId: number) => Promise<boolean>;

const pricedDataChecks = new Set<PricedDataCheck>();

export function registerPricedDataCheck(check: PricedDataCheck): void {
  pricedDataChecks.add(check);
}

async function hasPricedRows(db: Database, hotelId: number): Promise<boolean> {
  const answers = await Promise.all([...pricedDataChecks].map((check) => check(db, hotelId)));
  return answers.some(Boolean);
}
