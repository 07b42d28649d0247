/**
 * An entry's detail as lines a manager reads: `Price: 120 → 150`, `Reason: Sent back cold`. The server writes
 * before/after pairs as `{ before, after }`; anything else is shown as it is. The full detail is in the CSV.
 */
export interface DetailLine {
  field: string;
  before?: DetailValue;
  value: DetailValue;
}

/** A value in words: booleans and empties are worded by the page (yes / no / none). */
export type DetailValue = { text: string } | { flag: boolean } | { empty: true };

/** What a manager reads first; other fields follow in the order written. */
const FIRST = ['action', 'status', 'request', 'line', 'description', 'name', 'price', 'available', 'amount'];
/** Ids for the CSV, not for reading (the subject already names the room or item). */
const HIDDEN = new Set(['stay', 'currency', 'schedule', 'closure']);
/** Amounts that carry the detail's currency code beside them. */
const MONEY = new Set(['amount', 'price']);

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

function valueOf(value: unknown, currency: string | null): DetailValue {
  if (value === null || value === undefined || value === '') return { empty: true };
  if (typeof value === 'boolean') return { flag: value };
  if (Array.isArray(value))
    return value.length === 0 ? { empty: true } : { text: value.map(String).join(', ') };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  if (typeof value === 'number' && currency) return { text: `${value} ${currency}` };
  return { text: String(value) };
}

const rank = (field: string) => {
  const index = FIRST.indexOf(field);
  return index === -1 ? FIRST.length + (field === 'reason' ? 1 : 0) : index;
};

export function detailLines(detail: Record<string, unknown>): DetailLine[] {
  const currency = typeof detail.currency === 'string' ? detail.currency : null;
  return Object.entries(detail)
    .filter(([field]) => !HIDDEN.has(field))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, value]) => {
      const money = MONEY.has(field) ? currency : null;
      return isChange(value)
        ? { field, before: valueOf(value.before, money), value: valueOf(value.after, money) }
        : { field, value: valueOf(value, money) };
    });
}
