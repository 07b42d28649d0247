/**
 * The database keeps money as integer minor units (satang, cents) so sums are exact; the API speaks a
 * number with two decimals (SPEC section 9: prices are shown with 2 decimals).
 */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Largest amount an integer column holds: an order above it is refused rather than overflowing. */
export const MAX_MINOR_AMOUNT = 2_147_483_647;

/** A number with at most two decimals (as the API speaks money) to integer minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}
