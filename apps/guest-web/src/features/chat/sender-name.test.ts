import { describe, expect, it } from 'vitest';
import { senderNameOf } from './sender-name.ts';

describe('senderNameOf', () => {
  it("reads SPEC's default labels, stored in English, in the guest's language", () => {
    expect(senderNameOf('Hotel Staff', 'طاقم الفندق')).toBe('طاقم الفندق');
    expect(senderNameOf('AI Assistant', 'المساعد الذكي')).toBe('المساعد الذكي');
    expect(senderNameOf(undefined, 'طاقم الفندق')).toBe('طاقم الفندق');
  });

  it('keeps a name of its own as written', () => {
    expect(senderNameOf('Ana (front desk)', 'طاقم الفندق')).toBe('Ana (front desk)');
  });
});
