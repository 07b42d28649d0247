import { currencySymbolOf, decimalsOf } from '@hotel/contracts/currency';
import { numberFormat } from './intl-format.ts';

/**
 * Money as both apps show it: the hotel's symbol before the number, with the currency's decimals (its ISO 4217
 * exponent: two for most, none for JPY, three for KWD), grouped in the reader's language ('฿1,250.00', '¥1,500').
 * The symbol is the hotel's own text, not an ISO code, so Intl's currency style cannot place it.
 */
export interface MoneyStyle {
  symbol: string;
  decimals: number;
}

/** The style of an ISO currency code: Intl's narrow symbol for it and its exponent ('THB' → '฿', 2). */
export function moneyStyleOf(currencyCode: string, language = 'en'): MoneyStyle {
  return { symbol: currencySymbolOf(currencyCode, language), decimals: decimalsOf(currencyCode) };
}

function amountFormat(language: string, decimals: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return numberFormat(language, options);
  } catch {
    // A language code the browser does not know still gets the currency's decimals.
    return numberFormat('en', options);
  }
}

/** An amount in major units ('฿1,250.00'; a negative one '−฿60.00', with a true minus sign). */
export function formatMoney(amount: number, style: MoneyStyle, language: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = value < 0 ? '−' : '';
  return `${sign}${style.symbol}${amountFormat(language, style.decimals).format(Math.abs(value))}`;
}

/** A change of price with its sign, as option choices show it: '+฿40.00', '−฿60.00'. */
export function formatMoneyChange(amount: number, style: MoneyStyle, language: string): string {
  const formatted = formatMoney(amount, style, language);
  return amount < 0 ? formatted : `+${formatted}`;
}
