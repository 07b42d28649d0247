import { describe, expect, it } from 'vitest';
import { CART_DEFAULT_CURRENCY, formatPrice, formatPriceAdjustment } from './format-price.ts';

describe('prices', () => {
  it('always shows two decimals with the hotel symbol in front', () => {
    expect(formatPrice(320, '฿', 'en')).toBe('฿320.00');
    expect(formatPrice(12.5, '€', 'en')).toBe('€12.50');
    expect(formatPrice(1250, '฿', 'en')).toBe('฿1,250.00');
    expect(formatPrice(0.005, '$', 'en')).toBe('$0.01');
  });

  it("follows the guest's language", () => {
    expect(formatPrice(1250.5, '€', 'de')).toBe('€1.250,50');
    expect(formatPrice(3, '$', 'no-such-language-xx')).toBe('$3.00');
  });

  it("falls back to '$', or to the cart's baht sign where the cart asks for it", () => {
    expect(formatPrice(5, null, 'en')).toBe('$5.00');
    expect(formatPrice(5, '', 'en', CART_DEFAULT_CURRENCY)).toBe('฿5.00');
  });

  it("shows the currency's own decimals: none for yen, three for dinars", () => {
    expect(formatPrice(1500, '¥', 'en', '$', 0)).toBe('¥1,500');
    expect(formatPrice(12.125, 'KD', 'en', '$', 3)).toBe('KD12.125');
    expect(formatPrice(1.5, 'KD', 'de', '$', 3)).toBe('KD1,500');
    expect(formatPriceAdjustment(-40, '¥', 'en', 0)).toBe('−¥40');
  });

  it('shows an adjustment with its sign', () => {
    expect(formatPriceAdjustment(40, '฿', 'en')).toBe('+฿40.00');
    expect(formatPriceAdjustment(-60, '฿', 'en')).toBe('−฿60.00');
    expect(formatPriceAdjustment(0, '฿', 'en')).toBe('+฿0.00');
  });
});
