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

describe('folio totals near the money limit (issue 34)', () => {
  const big = fc.integer({ min: MAX_MINOR_AMOUNT - 1_000_000, max: MAX_MINOR_AMOUNT });
  const exact = (values: number[]) => values.reduce((sum, value) => sum + BigInt(value), 0n);

  it('sums of hundreds of lines at the limit stay exact, with part payments and reversals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amountMinor: big, settled: fc.boolean(), reversed: fc.boolean() }), {
          minLength: 1,
          maxLength: 450,
        }),
        fc.array(big, { maxLength: 5 }),
        (lines, parts) => {
          const rows = [
            ...lines.flatMap(({ amountMinor, settled, reversed }) => [
              { amountMinor, settledByPaymentId: settled ? 1 : null, source: 'manual' as const },
              ...(reversed
                ? [{ amountMinor: -amountMinor, settledByPaymentId: null, source: 'reversal' as const }]
                : []),
            ]),
            ...parts.map((part) => ({
              amountMinor: -part,
              settledByPaymentId: null,
              source: 'payment_on_account' as const,
            })),
          ];
          const totals = folioTotals(rows);
          const kept = exact(lines.filter((line) => !line.reversed).map((line) => line.amountMinor));
          const open = exact(
            rows.filter((row) => row.settledByPaymentId === null).map((row) => row.amountMinor),
          );
          expect(BigInt(totals.totalMinor)).toBe(kept);
          expect(BigInt(totals.outstandingMinor - totals.refundDueMinor)).toBe(open);
          expect(BigInt(totals.paidMinor)).toBe(kept - open);
          for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('900 lines at the limit: the sum is exact and the API number reads it back', () => {
    const lines = Array.from({ length: 900 }, () => ({
      amountMinor: MAX_MINOR_AMOUNT,
      settledByPaymentId: null,
    }));
    const totals = folioTotals(lines);
    expect(BigInt(totals.outstandingMinor)).toBe(900n * BigInt(MAX_MINOR_AMOUNT));
    expect(Number.isSafeInteger(totals.outstandingMinor)).toBe(true);
    for (const { exponent } of EXPONENTS)
      expect(majorToMinor(minorToMajor(totals.outstandingMinor, exponent), exponent)).toBe(
        totals.outstandingMinor,
      );
  });

  it('a part payment counts as paid, not as a smaller total', () => {
    const totals = folioTotals([
      { amountMinor: 3_000_000_000, settledByPaymentId: null, source: 'manual' },
      { amountMinor: -500_000_000, settledByPaymentId: null, source: 'payment_on_account' },
    ]);
    expect(totals).toEqual({
      totalMinor: 3_000_000_000,
      paidMinor: 500_000_000,
      outstandingMinor: 2_500_000_000,
      refundDueMinor: 0,
    });
  });
});
