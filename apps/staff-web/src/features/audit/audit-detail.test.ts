import { describe, expect, it } from 'vitest';
import { detailLines } from './audit-detail.ts';

describe('an entry detail in lines', () => {
  it('puts the action first and the reason last, amounts with their currency, ids left to the CSV', () => {
    expect(
      detailLines({
        reason: 'Sent back cold',
        stay: 4,
        currency: 'THB',
        amount: 80,
        action: 'line_reversed',
        line: 'Pad Thai',
      }),
    ).toEqual([
      { field: 'action', value: { text: 'line_reversed' } },
      { field: 'line', value: { text: 'Pad Thai' } },
      { field: 'amount', value: { text: '80 THB' } },
      { field: 'reason', value: { text: 'Sent back cold' } },
    ]);
  });

  it('shows a change as before and after, and empties and flags as such', () => {
    expect(
      detailLines({
        price: { before: 120, after: 150 },
        available: { before: true, after: false },
        location_scope: { before: null, after: [1, 2] },
        reference: '',
      }),
    ).toEqual([
      { field: 'price', before: { text: '120' }, value: { text: '150' } },
      { field: 'available', before: { flag: true }, value: { flag: false } },
      { field: 'location_scope', before: { empty: true }, value: { text: '1, 2' } },
      { field: 'reference', value: { empty: true } },
    ]);
  });
});
