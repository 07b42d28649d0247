import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up.ts';

describe('warming up Intl before the first paint', () => {
  it("creates a date and a number formatter in the page's language", () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    warmUpIntl('th');
    expect(dates).toHaveBeenCalledWith('th');
    expect(numbers).toHaveBeenCalledWith('th');
    dates.mockRestore();
    numbers.mockRestore();
  });

  it('leaves a language tag Intl cannot read to the formatters, without throwing', () => {
    expect(() => warmUpIntl('not a language!')).not.toThrow();
  });
});
