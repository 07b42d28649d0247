/** SPEC section 9: the currency symbol when a price comes without one – the cart's default, and everyone else's. */
export const CART_DEFAULT_CURRENCY = '฿';
export const DEFAULT_CURRENCY = '$';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let format = formatters.get(language);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      // A language code the browser does not know still gets two decimals.
      format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(language, format);
  }
  return format;
}

/**
 * A price with two decimals in the guest's language, the hotel's symbol before the number ('฿1,250.00').
 * The symbol is the hotel's own text, not an ISO code, so Intl's currency style cannot place it.
 */
export function formatPrice(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
  fallbackSymbol = DEFAULT_CURRENCY,
): string {
  const symbol = currencySymbol || fallbackSymbol;
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = value < 0 ? '−' : '';
  return `${sign}${symbol}${numberFormat(language).format(Math.abs(value))}`;
}

/** A price adjustment with its sign, as option choices show it: '+฿40.00', '−฿60.00'. */
export function formatPriceAdjustment(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
): string {
  const formatted = formatPrice(amount, currencySymbol, language);
  return amount < 0 ? formatted : `+${formatted}`;
}
