import { describe, expect, it } from 'vitest';

describe('client kit', () => {
  it('is a placeholder until the kit lands', () => {
    expect(1).toBe(1);
  });
});
