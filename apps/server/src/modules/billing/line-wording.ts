import { sql, type SQL } from 'drizzle-orm';
import { englishText, uiText } from '../../platform/i18n/ui-text.ts';

/**
 * The bill lines the server words itself (decision 0135). Each is a key of the guest app's catalogues with one
 * parameter, its subject: an order's number, or the text of the line a reversal cancels out. The line stores
 * which wording it has, and its English text as `description` (the staff console, the payment provider); the
 * guest's bill words it again in the guest's language when read. A line people worded (a manager's charge,
 * an activity's name and reference) has no wording and reads as written. A part payment's credit line has no
 * subject.
 */
export const BILL_LINE_WORDINGS = [
  'order',
  'cancelled',
  'cancelled_by_hotel',
  'correction',
  'payment_on_account',
] as const;
export type BillLineWording = (typeof BILL_LINE_WORDINGS)[number];

const WORDINGS: Record<BillLineWording, { key: string; subject: string }> = {
  order: { key: 'dining.orderNumber', subject: 'id' },
  cancelled: { key: 'billing.lines.cancelled', subject: 'line' },
  cancelled_by_hotel: { key: 'billing.lines.cancelledByHotel', subject: 'line' },
  correction: { key: 'billing.lines.correction', subject: 'line' },
  payment_on_account: { key: 'billing.lines.paymentOnAccount', subject: 'none' },
};

// Every wording has its English text, or the server does not start.
for (const wording of BILL_LINE_WORDINGS) englishText(WORDINGS[wording].key);

/** A line's text in `language` (English by default; a key a language lacks reads in English). */
export function billLineText(wording: BillLineWording, subject: string | number, language = 'en'): string {
  const { key, subject: name } = WORDINGS[wording];
  return uiText(language, key, { [name]: subject }) ?? englishText(key);
}

/** The English text as an SQL expression, for a statement in which the subject is a column (a new order's id). */
export function billLineSql(wording: BillLineWording, subject: SQL): SQL {
  const { subject: name } = WORDINGS[wording];
  return sql`replace(${billLineText(wording, `{{${name}}}`)}, ${`{{${name}}}`}, (${subject})::text)`;
}

interface WordedLine {
  id: number;
  description: string;
  wording: BillLineWording | null;
  sourceId: number | null;
  reversesChargeId: number | null;
}

/**
 * The folio's lines worded in `language`, by id. A reversal's subject is the line it cancels out, itself worded
 * (an order's 'Cancelled: Order #12' reads whole in the guest's language); what cannot be worded reads as stored.
 */
export function wordBillLines(lines: readonly WordedLine[], language: string): Map<number, string> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const worded = new Map<number, string>();
  const textOf = (line: WordedLine): string => {
    const known = worded.get(line.id);
    if (known !== undefined) return known;
    let text = line.description;
    if (line.wording === 'order' && line.sourceId !== null)
      text = billLineText('order', line.sourceId, language);
    else if (line.wording === 'payment_on_account') text = billLineText('payment_on_account', '', language);
    else if (line.wording && line.wording !== 'order') {
      const reversed = line.reversesChargeId === null ? undefined : byId.get(line.reversesChargeId);
      // A reversal never cancels out another reversal, so this goes one line deep.
      if (reversed && reversed.id !== line.id) text = billLineText(line.wording, textOf(reversed), language);
    }
    worded.set(line.id, text);
    return text;
  };
  for (const line of lines) textOf(line);
  return worded;
}
