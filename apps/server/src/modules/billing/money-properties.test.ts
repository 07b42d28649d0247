import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, majorToMinor, minorToMajor } from '@hotel/contracts/currency';
import { folioTotals } from './folio.ts';
import { MAX_MINOR_AMOUNT } from '../hotels/currency.ts';

const EXPONENTS = [
  { exponent: 0, code: 'JPY' },
  { exponent: 2, code: 'THB' },
  { exponent: 3, code: 'KWD' },
] as const;
const minor = fc.integer({ min: -MAX_MINOR_AMOUNT, max: MAX_MINOR_AMOUNT });

describe.each(EXPONENTS)('money with exponent $exponent ($code)', ({ exponent, code }) => {
  it('goes to the API number and back without losing or inventing a minor unit', () => {
    fc.assert(
      fc.property(minor, (amount) => majorToMinor(minorToMajor(amount, exponent), exponent) === amount),
    );
  });

  it('a price with option adjustments, times a quantity, survives the trip as its parts do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -50_000, max: 50_000 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 50 }),
        (base, adjustments, quantity) => {
          const unit = base + adjustments.reduce((sum, value) => sum + value, 0);
          const viaApi = adjustments.reduce(
            (sum, value) => sum + majorToMinor(minorToMajor(value, exponent), exponent),
            majorToMinor(minorToMajor(base, exponent), exponent),
          );
          return (
            viaApi === unit &&
            majorToMinor(minorToMajor(unit * quantity, exponent), exponent) === unit * quantity
          );
        },
      ),
    );
  });

  it('shows exactly `exponent` decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const digits = formatMinor(amount, code, 'en').replace(/[^\d.]/g, '');
        const decimals = digits.includes('.') ? digits.split('.')[1]!.length : 0;
        return decimals === exponent;
      }),
    );
  });
});

describe('folio totals', () => {
  const line = fc.record({
    amountMinor: fc.integer({ min: 1, max: 10_000_000 }),
    settled: fc.boolean(),
    reversed: fc.boolean(),
  });

  it('total = paid + outstanding − refund due; a reversal cancels its line exactly', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const rows = lines.flatMap(({ amountMinor, settled, reversed }) => [
          { amountMinor, settledByPaymentId: settled ? 1 : null },
          ...(reversed ? [{ amountMinor: -amountMinor, settledByPaymentId: null }] : []),
        ]);
        const totals = folioTotals(rows);
        const kept = lines
          .filter((entry) => !entry.reversed)
          .reduce((sum, entry) => sum + entry.amountMinor, 0);
        expect(totals.totalMinor).toBe(kept);
        expect(totals.paidMinor + totals.outstandingMinor - totals.refundDueMinor).toBe(totals.totalMinor);
        // What is open is owed one way or the other, never as a negative amount: a paid line reversed is a refund due.
        expect(totals.outstandingMinor).toBeGreaterThanOrEqual(0);
        expect(totals.refundDueMinor).toBeGreaterThanOrEqual(0);
        expect(Math.min(totals.outstandingMinor, totals.refundDueMinor)).toBe(0);
        const reversedAfterPayment = lines
          .filter((entry) => entry.settled && entry.reversed)
          .reduce((sum, entry) => sum + entry.amountMinor, 0);
        const unpaid = lines
          .filter((entry) => !entry.settled && !entry.reversed)
          .reduce((sum, entry) => sum + entry.amountMinor, 0);
        expect(totals.refundDueMinor).toBe(Math.max(reversedAfterPayment - unpaid, 0));
        // Paying the outstanding lines settles them all: nothing left, nothing paid twice.
        const afterPayment = folioTotals(
          rows.map((row) => ({ ...row, settledByPaymentId: row.settledByPaymentId ?? 2 })),
        );
        expect(afterPayment.outstandingMinor).toBe(0);
        expect(afterPayment.paidMinor).toBe(totals.totalMinor);
      }),
    );
  });
});
