/**
 * What a manager types as a price ("12", "12.50", "12,50") as a number; anything else is NaN, which the
 * server refuses with its own words ("Price must be a number"), so the message is the same everywhere.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A price as the guest app shows it: two decimals. */
export function formatAmount(amount: number, currency: string): string {
  return `${currency}${amount.toFixed(2)}`;
}
