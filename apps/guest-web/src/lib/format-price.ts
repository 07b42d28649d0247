import { formatMoney, formatMoneyChange } from '@hotel/client-kit/money';

/** SPEC section 9: the currency symbol when a price comes without one – the cart's default, and everyone else's. */
export const CART_DEFAULT_CURRENCY = '฿';
export const DEFAULT_CURRENCY = '$';

/** Decimals of a price until the hotel's currency is known (SPEC section 9: two). */
export const DEFAULT_DECIMALS = 2;

/**
 * A price with the hotel currency's decimals in the guest's language, the hotel's symbol before the number
 * ('฿1,250.00', '¥1,500'): the client kit's money format, with SPEC's fallbacks for a price without a symbol.
 */
export function formatPrice(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
  fallbackSymbol = DEFAULT_CURRENCY,
  decimals = DEFAULT_DECIMALS,
): string {
  return formatMoney(amount, { symbol: currencySymbol || fallbackSymbol, decimals }, language);
}

/** A price adjustment with its sign, as option choices show it: '+฿40.00', '−฿60.00'. */
export function formatPriceAdjustment(
  amount: number,
  currencySymbol: string | null | undefined,
  language: string,
  decimals = DEFAULT_DECIMALS,
): string {
  return formatMoneyChange(amount, { symbol: currencySymbol || DEFAULT_CURRENCY, decimals }, language);
}
