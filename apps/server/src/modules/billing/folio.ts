import type { ChargeRow } from './repository.ts';

/** Sums of a folio in minor units: total = paid + outstanding, exactly, whatever the lines. */
export interface FolioTotals {
  totalMinor: number;
  paidMinor: number;
  outstandingMinor: number;
}

export function folioTotals(
  lines: readonly Pick<ChargeRow, 'amountMinor' | 'settledByPaymentId'>[],
): FolioTotals {
  let totalMinor = 0;
  let outstandingMinor = 0;
  for (const line of lines) {
    totalMinor += line.amountMinor;
    if (line.settledByPaymentId === null) outstandingMinor += line.amountMinor;
  }
  return { totalMinor, paidMinor: totalMinor - outstandingMinor, outstandingMinor };
}
