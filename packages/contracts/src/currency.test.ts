import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMinor as format,
  hasThreeDecimalsAtMost,
  majorToMinor,
  MAX_AMOUNT,
  MAX_AMOUNT_MINOR,
  minorToMajor,
} from './currency.ts';

/** Money at the product's limit (issue 34): above 2³¹ minor units, below what a double counts exactly. */
describe('the money limit', () => {
  it('is far above an IDR-sized folio and leaves room for exact sums', () => {
    expect(MAX_AMOUNT_MINOR).toBe(10 ** 13 - 1);
    expect(MAX_AMOUNT_MINOR).toBeGreaterThan(1000 * 3_000_000_000);
    // 900 lines at the limit add up exactly.
    expect(900 * MAX_AMOUNT_MINOR).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(MAX_AMOUNT).toBe(9_999_999_999.999);
    expect(majorToMinor(MAX_AMOUNT, 3)).toBe(MAX_AMOUNT_MINOR);
  });

  it.each([0, 2, 3])(
    'every amount up to the limit goes to major units and back exactly (exponent %i)',
    (exponent) => {
      const minor = fc.oneof(
        fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: MAX_AMOUNT_MINOR - 1_000_000, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom(2_147_483_647, 2_147_483_648, 3_000_000_000, MAX_AMOUNT_MINOR, -MAX_AMOUNT_MINOR),
      );
      fc.assert(
        fc.property(minor, (amount) => majorToMinor(minorToMajor(amount, exponent), exponent) === amount),
        { numRuns: 2000 },
      );
    },
  );

  it('tells three decimals from four up to the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (minor) => {
        const major = minorToMajor(minor, 3);
        return hasThreeDecimalsAtMost(major) && hasThreeDecimalsAtMost(-major);
      }),
      { numRuns: 2000 },
    );
    expect(hasThreeDecimalsAtMost(1.2345)).toBe(false);
    expect(hasThreeDecimalsAtMost(123_456_789.0005)).toBe(false);
    expect(hasThreeDecimalsAtMost(Number.NaN)).toBe(false);
    expect(hasThreeDecimalsAtMost(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('formats an IDR folio past 2³¹ minor units and the largest amount of each kind of currency', () => {
    // Intl puts a no-break space between a code-like symbol and the number.
    const formatMinor = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0/g, ' ');
    expect(formatMinor(3_000_000_000, 'IDR', 'en')).toBe('Rp 30,000,000.00');
    expect(formatMinor(3_000_000_000, 'IDR', 'id')).toBe('Rp 30.000.000,00');
    expect(formatMinor(MAX_AMOUNT_MINOR, 'IDR', 'en')).toBe('Rp 99,999,999,999.99');
    expect(formatMinor(MAX_AMOUNT_MINOR, 'JPY', 'en')).toBe('¥9,999,999,999,999');
    expect(formatMinor(MAX_AMOUNT_MINOR, 'KWD', 'en')).toBe('KWD 9,999,999,999.999');
    expect(formatMinor(-MAX_AMOUNT_MINOR, 'THB', 'en')).toBe('-฿99,999,999,999.99');
  });
});
