import { describe, expect, it } from 'vitest';
import { formatBillAmount } from './use-billing.ts';

describe('an amount of the bill', () => {
  it("shows the hotel's symbol first, as every other price, in every language", () => {
    const baht = { currency_symbol: '฿', currency_code: 'THB' };
    expect(formatBillAmount(640, baht, 'en')).toBe('฿640.00');
    expect(formatBillAmount(640, baht, 'ar').startsWith('฿')).toBe(true);
    expect(formatBillAmount(640, baht, 'fr').startsWith('฿')).toBe(true);
    expect(formatBillAmount(-65, baht, 'en')).toBe('−฿65.00');
  });

  it("keeps the currency's own decimals", () => {
    expect(formatBillAmount(1500, { currency_symbol: '¥', currency_code: 'JPY' }, 'en')).toBe('¥1,500');
    expect(formatBillAmount(12.5, { currency_symbol: 'KD', currency_code: 'KWD' }, 'en')).toBe('KD12.500');
  });
});
