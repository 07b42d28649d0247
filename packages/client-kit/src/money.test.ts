import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, minorToMajor } from '@hotel/contracts/currency';
import { formatMoney, formatMoneyChange, moneyStyleOf } from './money.ts';

const baht = { symbol: '฿', decimals: 2 };

describe('money', () => {
  it('shows the currency’s decimals with the hotel symbol in front', () => {
    expect(formatMoney(320, baht, 'en')).toBe('฿320.00');
    expect(formatMoney(12.5, { symbol: '€', decimals: 2 }, 'en')).toBe('€12.50');
    expect(formatMoney(1250, baht, 'en')).toBe('฿1,250.00');
    expect(formatMoney(0.005, { symbol: '$', decimals: 2 }, 'en')).toBe('$0.01');
    expect(formatMoney(1500, { symbol: '¥', decimals: 0 }, 'en')).toBe('¥1,500');
    expect(formatMoney(12.125, { symbol: 'KD', decimals: 3 }, 'en')).toBe('KD12.125');
  });

  it("follows the reader's language, and English for a language Intl does not know", () => {
    expect(formatMoney(1250.5, { symbol: '€', decimals: 2 }, 'de')).toBe('€1.250,50');
    expect(formatMoney(1.5, { symbol: 'KD', decimals: 3 }, 'de')).toBe('KD1,500');
    expect(formatMoney(3, { symbol: '$', decimals: 2 }, 'no-such-language-xx')).toBe('$3.00');
  });

  it('puts a true minus sign before the symbol, and shows nothing unreadable', () => {
    expect(formatMoney(-60, baht, 'en')).toBe('−฿60.00');
    expect(formatMoney(Number.NaN, baht, 'en')).toBe('฿0.00');
  });

  it('shows a change of price with its sign', () => {
    expect(formatMoneyChange(40, baht, 'en')).toBe('+฿40.00');
    expect(formatMoneyChange(-60, baht, 'en')).toBe('−฿60.00');
    expect(formatMoneyChange(0, baht, 'en')).toBe('+฿0.00');
    expect(formatMoneyChange(-40, { symbol: '¥', decimals: 0 }, 'en')).toBe('−¥40');
  });

  it('takes a currency code’s symbol and exponent', () => {
    expect(moneyStyleOf('THB')).toEqual({ symbol: '฿', decimals: 2 });
    expect(moneyStyleOf('JPY')).toEqual({ symbol: '¥', decimals: 0 });
    expect(moneyStyleOf('KWD').decimals).toBe(3);
  });

  it('shows a folio past 2³¹ minor units and the largest amount to the last minor unit (issue 34)', () => {
    const rupiah = moneyStyleOf('IDR');
    // 3,000,000,000 minor units: 30,000,000 IDR.
    expect(formatMoney(minorToMajor(3_000_000_000, 2), rupiah, 'en')).toBe('Rp30,000,000.00');
    expect(formatMoney(minorToMajor(3_000_000_000, 2), rupiah, 'id')).toBe('Rp30.000.000,00');
    expect(formatMoney(minorToMajor(3_000_000_001, 2), rupiah, 'en')).toBe('Rp30,000,000.01');
    expect(formatMoney(-minorToMajor(3_000_000_000, 2), rupiah, 'en')).toBe('−Rp30,000,000.00');
    expect(formatMoney(minorToMajor(MAX_AMOUNT_MINOR, 2), rupiah, 'en')).toBe('Rp99,999,999,999.99');
    expect(formatMoney(minorToMajor(MAX_AMOUNT_MINOR, 0), moneyStyleOf('JPY'), 'en')).toBe(
      '¥9,999,999,999,999',
    );
    expect(formatMoney(minorToMajor(MAX_AMOUNT_MINOR, 3), { symbol: 'KD', decimals: 3 }, 'en')).toBe(
      'KD9,999,999,999.999',
    );
  });
});
