/**
 * An entry's detail as lines a manager reads: `price: 120 → 150`, `reason: Sent back cold`. The server writes
 * before/after pairs as `{ before, after }`; anything else is shown as it is.
 */
export interface DetailLine {
  field: string;
  before?: DetailValue;
  value: DetailValue;
}

/** A value in words: booleans and empties are worded by the page (yes / no / none). */
export type DetailValue = { text: string } | { flag: boolean } | { empty: true };

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    'before' in value &&
    'after' in value
  );
}

function valueOf(value: unknown): DetailValue {
  if (value === null || value === undefined || value === '') return { empty: true };
  if (typeof value === 'boolean') return { flag: value };
  if (Array.isArray(value))
    return value.length === 0 ? { empty: true } : { text: value.map(String).join(', ') };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  return { text: String(value) };
}

export function detailLines(detail: Record<string, unknown>): DetailLine[] {
  return Object.entries(detail).map(([field, value]) =>
    isChange(value)
      ? { field, before: valueOf(value.before), value: valueOf(value.after) }
      : { field, value: valueOf(value) },
  );
}
