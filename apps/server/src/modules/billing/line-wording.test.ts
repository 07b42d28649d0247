import { describe, expect, it } from 'vitest';
import { wordBillLines } from './line-wording.ts';

const line = (
  id: number,
  description: string,
  more: Partial<Parameters<typeof wordBillLines>[0][number]> = {},
) => ({
  id,
  description,
  wording: null,
  sourceId: null,
  reversesChargeId: null,
  ...more,
});

describe('wordBillLines', () => {
  it("words an order and its reversal in the reader's language, and leaves people's words as written", () => {
    const lines = [
      line(1, 'Order #7', { wording: 'order', sourceId: 7 }),
      line(2, 'Cancelled: Order #7', { wording: 'cancelled', reversesChargeId: 1 }),
      line(3, 'Kayak (ACT-TKVFF2)'),
      line(4, 'Cancelled by the hotel: Kayak (ACT-TKVFF2)', {
        wording: 'cancelled_by_hotel',
        reversesChargeId: 3,
      }),
      line(5, 'Minibar'),
    ];
    expect([...wordBillLines(lines, 'de').values()]).toEqual([
      'Bestellung Nr. 7',
      'Storniert: Bestellung Nr. 7',
      'Kayak (ACT-TKVFF2)',
      'Vom Hotel storniert: Kayak (ACT-TKVFF2)',
      'Minibar',
    ]);
    expect([...wordBillLines(lines, 'en').values()]).toEqual(lines.map((each) => each.description));
  });

  it('reads a reversal as stored when the line it cancels out is not in the list', () => {
    const lines = [line(9, 'Correction: Order #3', { wording: 'correction', reversesChargeId: 4 })];
    expect(wordBillLines(lines, 'fr').get(9)).toBe('Correction: Order #3');
  });

  it("words a part payment's credit line in every language, without a subject", () => {
    const lines = [line(3, 'Part payment received', { wording: 'payment_on_account' })];
    expect(wordBillLines(lines, 'en').get(3)).toBe('Part payment received');
    expect(wordBillLines(lines, 'de').get(3)).toBe('Teilzahlung erhalten');
    expect(wordBillLines(lines, 'ja').get(3)).toBe('一部お支払いを受領しました');
  });
});
