import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Billing,
  ChargeQuestion,
  CorrectionRequest,
  DeskPaymentRequest,
  DeskRefundRequest,
  FolioLine,
  ManualChargeRequest,
  PaymentLink,
  StaffFolio,
} from '@hotel/contracts/billing';
import { BILL_NOTICE_STATUSES } from '@hotel/contracts/bill-notices';
import { formatMinor } from '@hotel/contracts/currency';
import { DEFAULT_LANGUAGE } from '@hotel/contracts/languages';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound, guestError } from '../../platform/http/errors.ts';
import { createOnce, type IdempotencyClaim } from '../../platform/idempotency/idempotency.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import {
  publishNotification,
  storeNotification,
  type NotificationRow,
  stayLanguage,
} from '../notifications/index.ts';
import { folioTotals, type FolioTotals } from './folio.ts';
import { billLineText, wordBillLines } from './line-wording.ts';
import { loadGuestAddress, loadHotelCurrency, toApiAmount, toMinorAmount } from '../hotels/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  answerQuestion,
  findCharge,
  findFolioStay,
  finishPayment,
  insertCharge,
  insertPayment,
  insertQuestion,
  listCharges,
  listCompletedPayments,
  listQuestions,
  lockStay,
  lockUnsettledCharges,
  settleCharges,
  setPaymentProviderSession,
  storeIdempotencyKey,
  type ChargeRow,
  type FolioScope,
  type PaymentRow,
  type QuestionRow,
} from './repository.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type Ctx = Pick<AppContext, 'db' | 'bus' | 'now'>;

export const NOTHING_TO_PAY = englishText('serverErrors.nothingToPay');
export const LINE_NOT_FOUND = 'That line is not on this bill.';
export const STAY_NOT_FOUND = 'Stay not found.';

function transaction<T>(ctx: Pick<AppContext, 'db'>, work: (db: Database) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work(tx as unknown as Database));
}

function toQuestion(row: QuestionRow): ChargeQuestion {
  return {
    id: row.id,
    line_id: row.chargeId,
    question: row.question,
    answer: row.answer,
    asked_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * A credit the desk paid back reads 'refunded'; a charge a refund settled was paid out of the guest's credit, so
 * it reads 'paid' like any other settled charge.
 */
function lineStatus(
  charge: Pick<ChargeRow, 'amountMinor' | 'settledByPaymentId'>,
  settledByRefund: boolean,
): FolioLine['status'] {
  if (charge.settledByPaymentId === null) return 'outstanding';
  return settledByRefund && charge.amountMinor < 0 ? 'refunded' : 'paid';
}

/** The folio as the contract shapes it, its lines worded in `language` (the guest's; English for the desk). */
async function billingView(db: Database, scope: FolioScope, language: string): Promise<Billing> {
  const [currency, rows, questions] = await Promise.all([
    loadHotelCurrency(db, scope.hotelId),
    listCharges(db, scope),
    listQuestions(db, scope),
  ]);
  const major = (minor: number) => toApiAmount(minor, currency);
  const totals = folioTotals(rows.map((row) => row.charge));
  const worded = wordBillLines(
    rows.map((row) => row.charge),
    language,
  );
  const lines: FolioLine[] = rows.map(({ charge, reversed, settledByRefund }) => ({
    id: charge.id,
    date: charge.createdAt.toISOString(),
    description: worded.get(charge.id) ?? charge.description,
    kind: charge.source,
    amount: major(charge.amountMinor),
    status: lineStatus(charge, settledByRefund),
    reverses_line_id: charge.reversesChargeId,
    reversed,
    reason: charge.reason,
  }));
  return {
    total: major(totals.totalMinor),
    paid_total: major(totals.paidMinor),
    outstanding_total: major(totals.outstandingMinor),
    refund_due: major(totals.refundDueMinor),
    currency_symbol: currency.symbol,
    currency_code: currency.code,
    lines,
    questions: questions.map(toQuestion),
  };
}

/** GET /api/guest/billing/: the stay's own folio, never another's (the stay comes from the session). */
export function guestBilling(ctx: Pick<AppContext, 'db'>, guest: GuestPrincipal): Promise<Billing> {
  return billingView(ctx.db, { hotelId: guest.hotelId, stayId: guest.stayId }, guest.language);
}

/**
 * What the stay still owes, in minor units; 0 when the hotel owes the guest instead (check-out reads it in its own
 * transaction).
 */
export async function outstandingMinor(db: Database, scope: FolioScope): Promise<number> {
  return folioTotals(await lockUnsettledCharges(db, scope)).outstandingMinor;
}

/**
 * GET /api/guest/payment-link/: a pending payment of exactly the lines outstanding now, and the provider's
 * page for it. A line added after the link was made is not part of it and stays outstanding.
 */
export async function createPaymentLink(
  ctx: Ctx & Pick<AppContext, 'config'>,
  provider: PaymentProvider,
  guest: GuestPrincipal,
): Promise<PaymentLink> {
  const scope = { hotelId: guest.hotelId, stayId: guest.stayId };
  const secret = randomBytes(24).toString('base64url');
  const pending = await transaction(ctx, async (db) => {
    const lines = await lockUnsettledCharges(db, scope);
    const { outstandingMinor: amountMinor } = folioTotals(lines);
    if (amountMinor <= 0) throw guestError(409, 'nothingToPay', 'nothing_to_pay');
    return insertPayment(db, {
      ...scope,
      method: provider.method,
      status: 'pending',
      amountMinor,
      chargeIds: lines.map((line) => line.id),
      linkHash: hashToken(secret),
      createdAt: ctx.now(),
    });
  });
  const currency = await loadHotelCurrency(ctx.db, guest.hotelId);
  const checkout = await provider.createCheckout({
    paymentId: pending.id,
    amountMinor: pending.amountMinor,
    currencyCode: currency.code,
    description: `${currency.name}: bill of stay ${guest.stayId}`,
    secret,
    // The hotel's own guest address when it has one (decision 0154): the guest returns where they started.
    returnUrl: `${await loadGuestAddress(ctx.db, ctx.config, guest.hotelId)}/account`,
  });
  if (checkout.providerSessionId)
    await setPaymentProviderSession(ctx.db, pending.id, checkout.providerSessionId);
  return { payment_url: checkout.url };
}

export type PaymentOutcome = 'completed' | 'already_completed' | 'superseded';

/**
 * Completes a pending payment, locked by the caller in `db`: settles exactly the lines it covered. Done
 * once: a payment already finished changes nothing. When a line it covered was settled meanwhile (the desk
 * took the money, or another link was paid), it settles nothing and is marked superseded.
 */
export async function completeLockedPayment(
  ctx: Pick<AppContext, 'now'>,
  db: Database,
  payment: PaymentRow,
  reference?: string,
): Promise<{ outcome: PaymentOutcome; notification?: NotificationRow }> {
  if (payment.status !== 'pending') return { outcome: 'already_completed' };
  const scope = { hotelId: payment.hotelId, stayId: payment.stayId };
  await lockStay(db, scope);
  const open = new Set((await lockUnsettledCharges(db, scope)).map((line) => line.id));
  if (!payment.chargeIds.every((id) => open.has(id))) {
    await finishPayment(db, payment.id, { status: 'superseded', completedAt: ctx.now() });
    return { outcome: 'superseded' };
  }
  await settleCharges(db, payment.chargeIds, payment.id);
  await finishPayment(db, payment.id, { status: 'completed', completedAt: ctx.now(), reference });
  const currency = await loadHotelCurrency(db, payment.hotelId);
  const notification = await storeNotification(db, {
    ...scope,
    type: 'other',
    wording: {
      title: 'notices.paymentTitle',
      message: 'notices.paymentReceived',
      params: { amount_minor: payment.amountMinor, currency: currency.code },
    },
    data: { status: BILL_NOTICE_STATUSES.paymentReceived, variant: 'success' },
  });
  return { outcome: 'completed', notification };
}

/** After a completion commits: the guest's notification and the console's folio, live. */
export async function announcePayment(
  ctx: Pick<AppContext, 'bus' | 'db'>,
  payment: Pick<PaymentRow, 'hotelId' | 'stayId' | 'id'>,
  notification: NotificationRow | undefined,
  log?: Log,
) {
  if (notification) await publishNotification(ctx, notification, log);
  await publishStaffUpdate(
    ctx,
    payment.hotelId,
    { topic: 'billing', action: 'updated', id: payment.stayId },
    log,
  );
}

// --- Staff ---

async function staffScope(db: Database, staff: StaffPrincipal, stayId: number) {
  const scope = { hotelId: staff.hotelId, stayId };
  const stay = await findFolioStay(db, scope);
  if (!stay) throw notFound(STAY_NOT_FOUND);
  return { scope, stay };
}

export async function staffFolio(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  stayId: number,
): Promise<StaffFolio> {
  const { scope, stay } = await staffScope(ctx.db, staff, stayId);
  const [view, currency, paid] = await Promise.all([
    billingView(ctx.db, scope, DEFAULT_LANGUAGE),
    loadHotelCurrency(ctx.db, staff.hotelId),
    listCompletedPayments(ctx.db, scope),
  ]);
  return {
    ...view,
    stay_id: stayId,
    room_number: stay.roomNumber,
    family_name: stay.familyName,
    check_in_date: stay.checkInDate,
    check_out_date: stay.checkOutDate,
    checked_out: stay.checkedOutAt !== null,
    hotel_name: currency.name,
    payments: paid.map(({ payment, recordedBy }) => ({
      id: payment.id,
      kind: payment.amountMinor < 0 ? 'refund' : 'payment',
      amount: toApiAmount(Math.abs(payment.amountMinor), currency),
      method: payment.method,
      reference: payment.reference,
      completed_at: (payment.completedAt ?? payment.createdAt).toISOString(),
      recorded_by: recordedBy,
    })),
  };
}

async function folioChanged(ctx: Ctx, staff: StaffPrincipal, stayId: number, log: Log) {
  await publishStaffUpdate(ctx, staff.hotelId, { topic: 'billing', action: 'updated', id: stayId }, log);
  return staffFolio(ctx, staff, stayId);
}

/**
 * The desk took a prepayment booking's price when confirming it (decision 0134): its open bill line is settled by
 * a payment of that amount, recorded with how, by whom and when, in the caller's transaction. 'already_paid'
 * when no open line is left (the guest paid the bill online first), 'method_missing' when one is open and the
 * desk did not say how it was paid: nothing is written then.
 */
export async function settleBookingAtDesk(
  db: Database,
  scope: FolioScope,
  bookingId: number,
  payment: {
    method: DeskPaymentRequest['method'] | undefined;
    reference: string | undefined;
    staffMemberId: number;
    now: Date;
  },
): Promise<'settled' | 'already_paid' | 'method_missing'> {
  const { hotelId, stayId } = scope;
  await lockStay(db, { hotelId, stayId });
  const open = (await lockUnsettledCharges(db, { hotelId, stayId })).filter(
    (line) => line.source === 'activity_booking' && line.sourceId === bookingId,
  );
  if (open.length === 0) return 'already_paid';
  if (!payment.method) return 'method_missing';
  const row = await insertPayment(db, {
    hotelId,
    stayId,
    method: payment.method,
    status: 'completed',
    amountMinor: open.reduce((sum, line) => sum + line.amountMinor, 0),
    chargeIds: open.map((line) => line.id),
    reference: payment.reference || null,
    recordedByStaffId: payment.staffMemberId,
    createdAt: payment.now,
    completedAt: payment.now,
  });
  await settleCharges(db, row.chargeIds, row.id);
  return 'settled';
}

/**
 * The desk took money (cash, card terminal, transfer): the outstanding balance, which settles every open line, or
 * a part of it (`outstanding` says what the desk saw), recorded as a payment on account: a credit line left open,
 * so the rest stays outstanding until a later payment settles every open line, that credit included. With an
 * Idempotency-Key a retry answers the folio again and takes nothing twice.
 */
export async function recordDeskPayment(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  input: DeskPaymentRequest,
  log: Log,
  idempotencyKey?: string,
): Promise<{ folio: StaffFolio; replayed: boolean }> {
  const outcome = await createOnce<StaffFolio>(
    ctx.db,
    {
      scope: `staff:${staff.staffMemberId}`,
      key: idempotencyKey,
      fingerprint: { route: 'POST /api/staff/stays/:id/folio/payments/', stayId, body: input },
    },
    {
      create: (claim) => settleAtDesk(ctx, staff, stayId, input, 'payment', log, claim),
      replay: () => staffFolio(ctx, staff, stayId),
    },
  );
  return { folio: outcome.value, replayed: outcome.replayed };
}

/** How each direction of a desk settlement reads: what the desk must see open, and what the guest is told. */
const DESK_SETTLEMENTS = {
  payment: {
    open: (totals: FolioTotals) => totals.outstandingMinor,
    nothingOpen: () => conflict('Nothing is outstanding on this folio.', 'nothing_to_pay'),
    changed: (open: string, sent: string) =>
      `The outstanding balance is ${open}, not ${sent}: the folio changed. Check it and take the balance shown.`,
    sign: 1,
    message: 'notices.deskPaymentReceived',
    title: 'notices.paymentTitle',
    status: BILL_NOTICE_STATUSES.paymentReceived,
  },
  refund: {
    open: (totals: FolioTotals) => totals.refundDueMinor,
    nothingOpen: () => conflict('Nothing is due back to the guest on this folio.', 'nothing_to_refund'),
    changed: (open: string, sent: string) =>
      `The refund due is ${open}, not ${sent}: the folio changed. Check it and return the amount shown.`,
    sign: -1,
    message: 'notices.deskRefund',
    title: 'notices.billAnswerTitle',
    status: BILL_NOTICE_STATUSES.refundRecorded,
  },
} as const;

/**
 * Settles every open line of the folio at the desk, in one transaction with the stay and its open lines locked:
 * the balance must be the one the desk saw (else 409 balance_changed), taken from the guest (payment) or
 * returned to them (refund) (decision 0080). A payment may take a part of the balance the desk saw (`outstanding`
 * given, the amount below it): then a payment on account is recorded and the lines stay open. Given a claim, its
 * Idempotency-Key is stored in the same transaction.
 */
async function settleAtDesk(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  input: DeskPaymentRequest | DeskRefundRequest,
  direction: keyof typeof DESK_SETTLEMENTS,
  log: Log,
  claim?: IdempotencyClaim,
): Promise<StaffFolio> {
  const settlement = DESK_SETTLEMENTS[direction];
  const currency = await loadHotelCurrency(ctx.db, staff.hotelId);
  const amountMinor = toMinorAmount(input.amount, currency);
  const seenMinor =
    'outstanding' in input && input.outstanding !== undefined
      ? toMinorAmount(input.outstanding, currency, 'Outstanding')
      : amountMinor;
  const notification = await transaction(ctx, async (db) => {
    const { scope } = await staffScope(db, staff, stayId);
    await lockStay(db, scope);
    const lines = await lockUnsettledCharges(db, scope);
    const open = settlement.open(folioTotals(lines));
    if (open <= 0) throw settlement.nothingOpen();
    if (open !== seenMinor)
      throw conflict(
        settlement.changed(
          formatMinor(open, currency.code, 'en'),
          formatMinor(seenMinor, currency.code, 'en'),
        ),
        'balance_changed',
      );
    if (amountMinor > open)
      throw badRequest(
        `The amount is more than the outstanding balance: take at most ${formatMinor(open, currency.code, 'en')}.`,
        'amount_over_balance',
      );
    const partial = amountMinor < open;
    const credit = partial
      ? await insertCharge(db, {
          ...scope,
          source: 'payment_on_account',
          description: billLineText('payment_on_account', ''),
          wording: 'payment_on_account',
          amountMinor: -amountMinor,
          createdByStaffId: staff.staffMemberId,
          createdAt: ctx.now(),
        })
      : undefined;
    const payment = await insertPayment(db, {
      ...scope,
      method: input.method,
      status: 'completed',
      amountMinor: settlement.sign * amountMinor,
      // A part payment covers its own credit line, which stays open: the rest of the balance stays outstanding.
      chargeIds: credit ? [credit.id] : lines.map((line) => line.id),
      reference: input.reference || null,
      recordedByStaffId: staff.staffMemberId,
      createdAt: ctx.now(),
      completedAt: ctx.now(),
    });
    if (!credit) await settleCharges(db, payment.chargeIds, payment.id);
    if (claim) await storeIdempotencyKey(db, claim, payment.id);
    return storeNotification(db, {
      ...scope,
      type: 'other',
      wording: {
        title: settlement.title,
        message: settlement.message,
        params: { amount_minor: amountMinor, currency: currency.code },
      },
      data: { status: settlement.status, variant: 'success' },
    });
  });
  await publishNotification(ctx, notification, log);
  return folioChanged(ctx, staff, stayId, log);
}

/**
 * The desk returned the refund due (a paid charge was cancelled or corrected): every open line is settled by a
 * payment of the negative amount, recorded with who returned it, how and when; the guest is told.
 */
export function recordDeskRefund(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  input: DeskRefundRequest,
  log: Log,
): Promise<StaffFolio> {
  return settleAtDesk(ctx, staff, stayId, input, 'refund', log);
}

/** A manual charge (minibar, late check-out…), manager only. */
export async function addManualCharge(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  input: ManualChargeRequest,
  log: Log,
): Promise<StaffFolio> {
  const currency = await loadHotelCurrency(ctx.db, staff.hotelId);
  const amountMinor = toMinorAmount(input.amount, currency);
  await transaction(ctx, async (db) => {
    const { scope } = await staffScope(db, staff, stayId);
    await insertCharge(db, {
      ...scope,
      source: 'manual',
      description: input.description,
      amountMinor,
      createdByStaffId: staff.staffMemberId,
      createdAt: ctx.now(),
    });
  });
  return folioChanged(ctx, staff, stayId, log);
}

/** A correction: a reversing line cancels one line out, with the manager's reason. Never twice. */
export async function reverseCharge(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  lineId: number,
  input: CorrectionRequest,
  log: Log,
): Promise<StaffFolio> {
  await transaction(ctx, async (db) => {
    const { scope } = await staffScope(db, staff, stayId);
    await lockStay(db, scope);
    const line = await findCharge(db, scope, lineId);
    if (!line) throw notFound(LINE_NOT_FOUND);
    if (line.source === 'reversal')
      throw conflict('A reversing line cannot itself be reversed.', 'is_reversal');
    if (line.source === 'payment_on_account')
      throw conflict(
        'A part payment is money the guest paid: it cannot be corrected. Return money as a refund.',
        'is_payment',
      );
    const lines = await listCharges(db, scope);
    if (lines.some(({ charge }) => charge.reversesChargeId === line.id))
      throw conflict('This line has already been reversed.', 'already_reversed');
    await insertCharge(db, {
      ...scope,
      source: 'reversal',
      sourceId: line.sourceId,
      description: billLineText('correction', line.description),
      wording: 'correction',
      amountMinor: -line.amountMinor,
      reversesChargeId: line.id,
      reason: input.reason,
      createdByStaffId: staff.staffMemberId,
      createdAt: ctx.now(),
    });
  });
  return folioChanged(ctx, staff, stayId, log);
}

/** The guest questions a line: it reaches the desk with the line attached. */
export async function askAboutCharge(
  ctx: Ctx,
  guest: GuestPrincipal,
  lineId: number,
  question: string,
  log: Log,
): Promise<Billing> {
  const scope = { hotelId: guest.hotelId, stayId: guest.stayId };
  const line = await findCharge(ctx.db, scope, lineId);
  if (!line) throw notFound(LINE_NOT_FOUND);
  const open = (await listQuestions(ctx.db, scope)).some(
    (row) => row.chargeId === lineId && row.answeredAt === null,
  );
  if (open)
    throw conflict('You already asked about this line; the front desk will answer soon.', 'question_open');
  const row = await insertQuestion(ctx.db, { ...scope, chargeId: lineId, question, createdAt: ctx.now() });
  await publishStaffUpdate(
    ctx,
    guest.hotelId,
    {
      topic: 'billing',
      action: 'created',
      id: guest.stayId,
      summary: `Question about “${line.description}”: ${row.question}`.slice(0, 300),
    },
    log,
  );
  return billingView(ctx.db, scope, guest.language);
}

export async function answerChargeQuestion(
  ctx: Ctx,
  staff: StaffPrincipal,
  stayId: number,
  questionId: number,
  answer: string,
  log: Log,
): Promise<StaffFolio> {
  const { scope } = await staffScope(ctx.db, staff, stayId);
  const notification = await transaction(ctx, async (db) => {
    const row = await answerQuestion(db, scope, questionId, {
      text: answer,
      staffId: staff.staffMemberId,
      at: ctx.now(),
    });
    if (!row) throw notFound('No open question with that id on this folio.');
    // The line as the guest reads it on their bill, in the language they use now.
    const [lines, language] = await Promise.all([listCharges(db, scope), stayLanguage(db, stayId)]);
    const about =
      wordBillLines(
        lines.map((line) => line.charge),
        language,
      ).get(row.chargeId) ?? 'Your question';
    return storeNotification(db, {
      ...scope,
      type: 'other',
      wording: {
        title: 'notices.billAnswerTitle',
        message: 'notices.billAnswer',
        params: { line: about, answer },
      },
      data: { status: BILL_NOTICE_STATUSES.chargeQuestionAnswered, variant: 'info' },
    });
  });
  await publishNotification(ctx, notification, log);
  return folioChanged(ctx, staff, stayId, log);
}
