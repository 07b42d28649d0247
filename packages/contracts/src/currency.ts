/**
 * ISO 4217 currencies: a hotel's currency is a code, every amount is an integer of that currency's minor
 * unit, and the exponent says how many of them make one major unit (0 for JPY, 2 for THB, 3 for KWD).
 * The list holds the currencies hotels use; Intl supplies each one's symbol in the guest's language.
 */
export const CURRENCY_EXPONENTS = {
  AED: 2,
  AUD: 2,
  BHD: 3,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EGP: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KHR: 2,
  KRW: 0,
  KWD: 3,
  LAK: 2,
  LKR: 2,
  MMK: 2,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  OMR: 3,
  PHP: 2,
  PLN: 2,
  QAR: 2,
  RON: 2,
  RUB: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TND: 3,
  TRY: 2,
  TWD: 2,
  UAH: 2,
  USD: 2,
  VND: 0,
  ZAR: 2,
} as const satisfies Record<string, 0 | 2 | 3>;

/**
 * The largest amount the product accepts, in minor units: any one price, option adjustment, order or booking
 * total, manual charge, desk payment or refund (a folio's total is a sum of such lines). 10¹³ − 1 because:
 * - amounts travel in major units, and the schemas do not know the hotel's currency: they accept up to
 *   MAX_AMOUNT = 9,999,999,999.999 in every currency, which is this many minor units in a three-decimal one
 *   (KWD) and fewer in the others (999,999,999,999 sen: 9,999,999,999.99 IDR; 9,999,999,999 JPY);
 * - that is far above real bills: ten billion IDR (about US$600,000) in one amount, where an IDR-sized folio of
 *   30,000,000 IDR (3,000,000,000 minor units) already passes the old 32-bit limit of 2,147,483,647;
 * - sums stay exact: 900 lines each at this limit add up below Number.MAX_SAFE_INTEGER (2⁵³ − 1 ≈ 9.007 × 10¹⁵),
 *   so JavaScript numbers and the 64-bit money columns agree on every total (the columns hold 9.2 × 10¹⁸);
 * - a double still tells three decimals apart at 9,999,999,999.999 (hasThreeDecimalsAtMost).
 */
export const MAX_AMOUNT_MINOR = 9_999_999_999_999;

/**
 * MAX_AMOUNT_MINOR in major units for a currency with three decimals (the most any has): the limit every money
 * input schema checks, so no amount the contracts accept exceeds MAX_AMOUNT_MINOR in any hotel's currency.
 */
export const MAX_AMOUNT = MAX_AMOUNT_MINOR / 1000;

/** The refusal of an amount above MAX_AMOUNT, the same words in every money field. */
export const AMOUNT_TOO_LARGE = 'Amount is too large';

/**
 * Whether `value` has at most three decimals (the most any currency has). Exact for every amount up to
 * MAX_AMOUNT: the number printed with three decimals reads back as the same double.
 */
export function hasThreeDecimalsAtMost(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(3)) === value;
}

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, value);
}

export function currencyExponent(code: CurrencyCode): 0 | 2 | 3 {
  return CURRENCY_EXPONENTS[code];
}

/** Decimals of a currency's amounts; 2 for a code the list does not know. */
export function decimalsOf(code: string): number {
  return isCurrencyCode(code) ? currencyExponent(code) : 2;
}

/** Integer minor units to the number the API speaks (major units, at most `exponent` decimals). */
export function minorToMajor(minor: number, exponent: number): number {
  return exponent === 0 ? minor : Number((minor / 10 ** exponent).toFixed(exponent));
}

/** A number in major units to integer minor units, rounded to the nearest minor unit. */
export function majorToMinor(amount: number, exponent: number): number {
  return Math.round(Number((amount * 10 ** exponent).toFixed(6)));
}

/** The symbol the SPEC shapes carry (currency_symbol), derived from the code ('฿' for THB, '¥' for JPY). */
export function currencySymbolOf(code: string, language = 'en'): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** An amount of minor units as the guest reads it, in their language: '฿1,250.00', '¥1,500', 'KWD 1.250'. */
export function formatMinor(minor: number, code: string, language: string): string {
  return formatMajor(minorToMajor(minor, decimalsOf(code)), code, language);
}

/** An amount as the API speaks it (major units) with exactly the currency's decimals, in the guest's language. */
export function formatMajor(amount: number, code: string, language: string): string {
  const exponent = decimalsOf(code);
  const options = {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  } as const;
  try {
    return new Intl.NumberFormat(language, options).format(amount);
  } catch {
    return new Intl.NumberFormat('en', options).format(amount);
  }
}
