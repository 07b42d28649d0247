import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { decimalsOf } from '@hotel/contracts/currency';
import { formatMoney } from '@hotel/client-kit/money';

/**
 * What a manager types as a price ("12", "12.50", "12,50") as a number; anything else is NaN, which the
 * server refuses with its own words ("Price must be a number"), so the message is the same everywhere.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A price as the guest app shows it: the hotel's symbol and its currency's decimals ('฿120.00', '¥1,500'). */
export function formatAmount(
  amount: number,
  menu: { currency_symbol: string; currency_code: string },
): string {
  return formatMoney(
    amount,
    { symbol: menu.currency_symbol, decimals: decimalsOf(menu.currency_code) },
    consoleLocale(),
  );
}
