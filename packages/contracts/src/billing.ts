import { z } from 'zod';
import { userText } from './common.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from './currency.ts';

/**
 * The folio of a stay: charge lines (orders, activity bookings, manual charges), reversing lines for
 * cancellations and corrections (lines are never edited or deleted), and the payments that settle them.
 * Amounts travel in the hotel currency's major units with its own number of decimals (currency.ts).
 */

/**
 * outstanding: not settled yet (a negative line is a credit to the guest); paid: settled by a payment; refunded: a
 * credit the desk paid back (settled by a refund). A line reversed later keeps its status, its reversal shows.
 */
export const FOLIO_LINE_STATUSES = ['outstanding', 'paid', 'refunded'] as const;
/** payment_on_account: a part of the balance paid at the desk, a negative line open until the rest is paid. */
export const FOLIO_LINE_KINDS = [
  'order',
  'activity_booking',
  'manual',
  'reversal',
  'payment_on_account',
] as const;

export const folioLine = z.object({
  id: z.number().int(),
  /** When it was added, ISO timestamp. */
  date: z.string(),
  description: z.string(),
  kind: z.enum(FOLIO_LINE_KINDS),
  amount: z.number(),
  status: z.enum(FOLIO_LINE_STATUSES),
  /** The line this one reverses (reversal lines only). */
  reverses_line_id: z.number().int().nullable(),
  /** True once a reversing line cancels this one out. */
  reversed: z.boolean(),
  reason: z.string().nullable(),
});
export type FolioLine = z.infer<typeof folioLine>;

export const chargeQuestion = z.object({
  id: z.number().int(),
  line_id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});
export type ChargeQuestion = z.infer<typeof chargeQuestion>;

/**
 * SPEC's Billing entity (total, paid_total, outstanding_total, currency_symbol) plus what makes it up. What is
 * still open is either owed by the guest (outstanding_total) or owed to the guest (refund_due: a charge paid
 * and then cancelled or corrected), never both and never negative: total = paid_total + outstanding_total −
 * refund_due.
 */
export const billing = z.object({
  total: z.number(),
  paid_total: z.number(),
  outstanding_total: z.number(),
  /** Money the hotel owes the guest back; the front desk returns it (it is never paid online). */
  refund_due: z.number(),
  currency_symbol: z.string(),
  currency_code: z.string(),
  lines: z.array(folioLine),
  questions: z.array(chargeQuestion),
});
export type Billing = z.infer<typeof billing>;

/**
 * The guest's bill (GET /api/guest/billing/): the Billing entity and whether it can be paid online. False when
 * the hotel takes payment at the front desk only; the guest app then says so instead of offering Pay now.
 */
export const guestBill = billing.extend({ online_payment: z.boolean() });
export type GuestBill = z.infer<typeof guestBill>;

export const paymentLink = z.object({ payment_url: z.string() });
export type PaymentLink = z.infer<typeof paymentLink>;

export const chargeQuestionRequest = z.object({
  question: userText('Question', { max: 500 }),
});
export type ChargeQuestionRequest = z.infer<typeof chargeQuestionRequest>;

export const lineParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// --- Staff ---

export const DESK_PAYMENT_METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const;
export const PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, 'online_test', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** payment: money the guest paid; refund: money the desk returned to the guest. */
export const FOLIO_PAYMENT_KINDS = ['payment', 'refund'] as const;

export const folioPayment = z.object({
  id: z.number().int(),
  kind: z.enum(FOLIO_PAYMENT_KINDS),
  /** The money that changed hands, above 0 whichever way it went (kind says which). */
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  completed_at: z.string(),
  recorded_by: z.string().nullable(),
});
export type FolioPayment = z.infer<typeof folioPayment>;

export const staffFolio = billing.extend({
  stay_id: z.number().int(),
  room_number: z.string(),
  family_name: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  checked_out: z.boolean(),
  hotel_name: z.string(),
  payments: z.array(folioPayment),
});
export type StaffFolio = z.infer<typeof staffFolio>;

const positiveAmount = z
  .number({ error: 'Amount must be a number' })
  .positive('Amount must be above 0')
  .max(MAX_AMOUNT, AMOUNT_TOO_LARGE);

export const deskPaymentRequest = z.object({
  method: z.enum(DESK_PAYMENT_METHODS, { error: 'Choose how the guest paid' }),
  reference: userText('Reference', { max: 120, required: false }).optional(),
  /**
   * What the guest paid now. Without `outstanding` it must be the whole balance the desk saw (refused if the folio
   * changed in between); with it, it may be a part of it: the rest stays outstanding.
   */
  amount: positiveAmount,
  /**
   * The outstanding balance the desk saw, for a part payment: refused (409) if the folio changed in between, and
   * the amount may not exceed it (400).
   */
  outstanding: positiveAmount.optional(),
});
export type DeskPaymentRequest = z.infer<typeof deskPaymentRequest>;

export const deskRefundRequest = z.object({
  method: z.enum(DESK_PAYMENT_METHODS, { error: 'Choose how the money was returned' }),
  reference: userText('Reference', { max: 120, required: false }).optional(),
  /** The refund due the desk saw and returned: refused if the folio changed in between. */
  amount: positiveAmount,
});
export type DeskRefundRequest = z.infer<typeof deskRefundRequest>;

export const manualChargeRequest = z.object({
  description: userText('Description', { max: 200 }),
  amount: positiveAmount,
});
export type ManualChargeRequest = z.infer<typeof manualChargeRequest>;

export const correctionRequest = z.object({
  reason: userText('Reason', { max: 300 }),
});
export type CorrectionRequest = z.infer<typeof correctionRequest>;

export const questionAnswerRequest = z.object({
  answer: userText('Answer', { max: 1000 }),
});
export type QuestionAnswerRequest = z.infer<typeof questionAnswerRequest>;

export const folioLineParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  lineId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const folioQuestionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Check-out of a stay with an unpaid folio: a manager may close it anyway, saying why. */
export const checkOutRequest = z
  .object({ override_reason: userText('Override reason', { max: 300 }).optional() })
  // No body at all (Fastify's null) is a plain check-out.
  .nullish();
export type CheckOutRequest = NonNullable<z.infer<typeof checkOutRequest>>;
