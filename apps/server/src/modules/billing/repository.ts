import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@hotel/contracts/billing';
import type { Database } from '../../platform/database/database.ts';
import { insertIdempotencyKey, type IdempotencyClaim } from '../../platform/idempotency/repository.ts';
import { staffMemberNameOf } from '../staff/index.ts';
import { stays } from '../stays/schema.ts';
import { rooms } from '../stays/schema.ts';
import type { BillLineWording } from './line-wording.ts';
import { chargeQuestions, charges, payments, type ChargeSource } from './schema.ts';

export type ChargeRow = typeof charges.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type QuestionRow = typeof chargeQuestions.$inferSelect;

export interface FolioScope {
  hotelId: number;
  stayId: number;
}

/**
 * Every line of the stay's folio, oldest first, each with whether a reversal cancels it out and whether a refund
 * (a payment of a negative amount) settled it.
 */
export async function listCharges(db: Database, scope: FolioScope) {
  return db
    .select({
      charge: charges,
      // Qualified by hand: inside the subquery drizzle would name the column without its table.
      reversed: sql<boolean>`exists (select 1 from ${charges} r where r.reverses_charge_id = "charges"."id")`,
      settledByRefund: sql<boolean>`coalesce(${payments.amountMinor} < 0, false)`,
    })
    .from(charges)
    .leftJoin(payments, eq(payments.id, charges.settledByPaymentId))
    .where(and(eq(charges.hotelId, scope.hotelId), eq(charges.stayId, scope.stayId)))
    .orderBy(asc(charges.id));
}

export async function findCharge(db: Database, scope: FolioScope, chargeId: number) {
  const [row] = await db
    .select()
    .from(charges)
    .where(
      and(eq(charges.id, chargeId), eq(charges.hotelId, scope.hotelId), eq(charges.stayId, scope.stayId)),
    );
  return row;
}

/**
 * The stay's lines no payment has settled, locked until the transaction ends: of two payments at once, the
 * second waits and then sees the first's settlement.
 */
export async function lockUnsettledCharges(db: Database, scope: FolioScope): Promise<ChargeRow[]> {
  return db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.hotelId, scope.hotelId),
        eq(charges.stayId, scope.stayId),
        isNull(charges.settledByPaymentId),
      ),
    )
    .orderBy(asc(charges.id))
    .for('update');
}

/** Locks the stay row: folio writes of one stay queue behind each other. */
export async function lockStay(db: Database, scope: FolioScope) {
  const [row] = await db
    .select({ id: stays.id, checkedOutAt: stays.checkedOutAt })
    .from(stays)
    .where(and(eq(stays.id, scope.stayId), eq(stays.hotelId, scope.hotelId)))
    .for('update');
  return row;
}

export async function insertCharge(
  db: Database,
  line: FolioScope & {
    source: ChargeSource;
    sourceId?: number | null;
    description: string;
    wording?: BillLineWording;
    amountMinor: number;
    reversesChargeId?: number;
    reason?: string | null;
    createdByStaffId?: number;
    createdAt: Date;
  },
): Promise<ChargeRow> {
  const [row] = await db.insert(charges).values(line).returning();
  return row!;
}

export async function settleCharges(db: Database, chargeIds: number[], paymentId: number): Promise<number> {
  if (chargeIds.length === 0) return 0;
  const settled = await db
    .update(charges)
    .set({ settledByPaymentId: paymentId })
    .where(and(inArray(charges.id, chargeIds), isNull(charges.settledByPaymentId)))
    .returning({ id: charges.id });
  return settled.length;
}

export async function insertPayment(
  db: Database,
  payment: FolioScope & {
    method: PaymentMethod;
    status: 'pending' | 'completed';
    /** Below 0 for a refund: money the desk returned to the guest. */
    amountMinor: number;
    chargeIds: number[];
    reference?: string | null;
    linkHash?: string;
    recordedByStaffId?: number;
    createdAt: Date;
    completedAt?: Date;
  },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  return row!;
}

/**
 * Stores a desk payment's Idempotency-Key, pointing at the payment, in the caller's transaction: a used key fails
 * the statement and the transaction writes nothing (platform/idempotency).
 */
export async function storeIdempotencyKey(db: Database, claim: IdempotencyClaim, paymentId: number) {
  await db.execute(
    sql`with desk_payment as (select ${paymentId}::integer as id) ${insertIdempotencyKey(claim, 'desk_payment')}`,
  );
}

export async function setPaymentProviderSession(db: Database, paymentId: number, sessionId: string) {
  await db.update(payments).set({ providerSessionId: sessionId }).where(eq(payments.id, paymentId));
}

/** A pending or finished payment by the hash of its link's secret, locked. */
export async function lockPaymentByLinkHash(db: Database, linkHash: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.linkHash, linkHash)).for('update');
  return row;
}

export async function lockPaymentByProviderSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId))
    .for('update');
  return row;
}

export async function finishPayment(
  db: Database,
  paymentId: number,
  outcome: { status: 'completed' | 'superseded'; completedAt: Date; reference?: string },
) {
  await db
    .update(payments)
    .set({
      status: outcome.status,
      completedAt: outcome.completedAt,
      ...(outcome.reference !== undefined && { reference: outcome.reference }),
    })
    .where(eq(payments.id, paymentId));
}

export async function listCompletedPayments(db: Database, scope: FolioScope) {
  return db
    .select({ payment: payments, recordedBy: staffMemberNameOf(payments.recordedByStaffId) })
    .from(payments)
    .where(
      and(
        eq(payments.hotelId, scope.hotelId),
        eq(payments.stayId, scope.stayId),
        eq(payments.status, 'completed'),
      ),
    )
    .orderBy(asc(payments.id));
}

export async function listQuestions(db: Database, scope: FolioScope): Promise<QuestionRow[]> {
  return db
    .select()
    .from(chargeQuestions)
    .where(and(eq(chargeQuestions.hotelId, scope.hotelId), eq(chargeQuestions.stayId, scope.stayId)))
    .orderBy(asc(chargeQuestions.id));
}

export async function insertQuestion(
  db: Database,
  question: FolioScope & { chargeId: number; question: string; createdAt: Date },
): Promise<QuestionRow> {
  const [row] = await db.insert(chargeQuestions).values(question).returning();
  return row!;
}

/** Answers an open question of the stay; undefined when there is none or it was answered already. */
export async function answerQuestion(
  db: Database,
  scope: FolioScope,
  questionId: number,
  answer: { text: string; staffId: number; at: Date },
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(chargeQuestions)
    .set({ answer: answer.text, answeredByStaffId: answer.staffId, answeredAt: answer.at })
    .where(
      and(
        eq(chargeQuestions.id, questionId),
        eq(chargeQuestions.hotelId, scope.hotelId),
        eq(chargeQuestions.stayId, scope.stayId),
        isNull(chargeQuestions.answeredAt),
      ),
    )
    .returning();
  return row;
}

/** The stay as the folio heads it (room, name, dates), in the staff member's hotel. */
export async function findFolioStay(db: Database, scope: FolioScope) {
  const [row] = await db
    .select({
      roomNumber: rooms.roomNumber,
      familyName: stays.familyName,
      checkInDate: stays.checkInDate,
      checkOutDate: stays.checkOutDate,
      checkedOutAt: stays.checkedOutAt,
    })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.id, scope.stayId), eq(stays.hotelId, scope.hotelId)));
  return row;
}

/** Whether the hotel has any charges: their amounts pin the currency's decimals (hotels' currencyLocked). */
export async function hotelHasCharges(db: Database, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: charges.id })
    .from(charges)
    .where(eq(charges.hotelId, hotelId))
    .limit(1);
  return row !== undefined;
}

/** The guests' unanswered questions about their bills, per stay (the front desk's board shows the count). */
export async function openQuestionCounts(db: Database, stayIds: number[]): Promise<Map<number, number>> {
  if (stayIds.length === 0) return new Map();
  const rows = await db
    .select({ stayId: chargeQuestions.stayId, open: sql<number>`count(*)::int` })
    .from(chargeQuestions)
    .where(and(inArray(chargeQuestions.stayId, stayIds), isNull(chargeQuestions.answeredAt)))
    .groupBy(chargeQuestions.stayId);
  return new Map(rows.map((row) => [row.stayId, Number(row.open)]));
}
