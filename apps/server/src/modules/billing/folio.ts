import type { ChargeRow } from './repository.ts';

/**
 * Sums of a folio in minor units. The lines no payment has settled add up to the open balance: above 0 the guest
 * owes it (outstanding), below 0 the hotel owes it back (refund due: a paid charge was cancelled or corrected).
 * total = paid + outstanding − refundDue, exactly, whatever the lines; outstanding and refundDue are never both
 * above 0 and never negative.
 *
 * A payment on account (a part of the balance the desk took) is a negative line that stays open: it lowers what
 * is open, as money the guest already paid, so it counts as paid, not as a smaller total. The payment that later
 * settles every open line settles it too, and the sum of the payments is the total.
 */
export interface FolioTotals {
  totalMinor: number;
  paidMinor: number;
  outstandingMinor: number;
  refundDueMinor: number;
}

export function folioTotals(
  lines: readonly (Pick<ChargeRow, 'amountMinor' | 'settledByPaymentId'> &
    Partial<Pick<ChargeRow, 'source'>>)[],
): FolioTotals {
  let totalMinor = 0;
  let openMinor = 0;
  for (const line of lines) {
    if (line.source !== 'payment_on_account') totalMinor += line.amountMinor;
    if (line.settledByPaymentId === null) openMinor += line.amountMinor;
  }
  return {
    totalMinor,
    paidMinor: totalMinor - openMinor,
    outstandingMinor: Math.max(openMinor, 0),
    refundDueMinor: Math.max(-openMinor, 0),
  };
}
