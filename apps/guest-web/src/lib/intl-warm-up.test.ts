import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up.ts';

describe('warming up Intl while the app downloads', () => {
  it("creates a formatter in the page's language", () => {
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpIntl('th');
    expect(created).toHaveBeenCalledWith('th');
    created.mockRestore();
  });

  it('leaves a language tag Intl cannot read to the formatters, without throwing', () => {
    expect(() => warmUpIntl('not a language!')).not.toThrow();
  });
});
