import { numberFormat } from './intl-format.ts';

/** SPEC section 9: the currency symbol when a price comes without one – the cart's default, and everyone else's. */
export const CART_DEFAULT_CURRENCY = '฿';
export const DEFAULT_CURRENCY = '$';

/** Decimals of a price until the hotel's currency is known (SPEC section 9: two). */
export const DEFAULT_DECIMALS = 2;

function priceFormat(language: string, decimals: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return numberFormat(language, options);
  } catch {
    // A language code the browser does not know still gets the currency's decimals.
    return numberFormat('en', options);
  }
}

/**
 * A price with the hotel currency's decimals (two for most, none for JPY, three for KWD) in the guest's
 * language, the hotel's symbol before the number ('฿1,250.00', '¥1,500'). The symbol is the hotel's own
 * text, not an ISO code, so Intl's currency style cannot place it.
 */
export function formatPrice(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
  fallbackSymbol = DEFAULT_CURRENCY,
  decimals = DEFAULT_DECIMALS,
): string {
  const symbol = currencySymbol || fallbackSymbol;
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = value < 0 ? '−' : '';
  return `${sign}${symbol}${priceFormat(language, decimals).format(Math.abs(value))}`;
}

/** A price adjustment with its sign, as option choices show it: '+฿40.00', '−฿60.00'. */
export function formatPriceAdjustment(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
  decimals = DEFAULT_DECIMALS,
): string {
  const formatted = formatPrice(amount, currencySymbol, language, DEFAULT_CURRENCY, decimals);
  return amount < 0 ? formatted : `+${formatted}`;
}
