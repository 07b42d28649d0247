/*
 * The statuses of the 'other' notifications about the guest's bill: the guest app leads them to the bill. Without
 * zod: the guest app imports it at run time (see guest-order-page.ts).
 */
export const BILL_NOTICE_STATUSES = {
  paymentReceived: 'payment_received',
  refundRecorded: 'refund_recorded',
  chargeQuestionAnswered: 'charge_question_answered',
} as const;
