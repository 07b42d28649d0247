import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { chargeQuestions, charges, payments } from './schema.ts';

/**
 * A stay's folio as personal data (docs/privacy.md): its lines, payments and the guest's questions about them.
 * Erasure keeps every line, payment and amount (the accounts and the tax records need them, and the lines'
 * descriptions are what was sold); it replaces people's words: correction reasons, payment references, and the
 * questions and answers.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const scope = <T extends typeof charges | typeof payments | typeof chargeQuestions>(table: T) =>
    and(eq(table.hotelId, hotelId), eq(table.stayId, stayId));
  const [lines, paid, questions] = await Promise.all([
    db.select().from(charges).where(scope(charges)).orderBy(asc(charges.id)),
    db.select().from(payments).where(scope(payments)).orderBy(asc(payments.id)),
    db.select().from(chargeQuestions).where(scope(chargeQuestions)).orderBy(asc(chargeQuestions.id)),
  ]);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.source,
      description: line.description,
      amount_minor: line.amountMinor,
      reason: line.reason,
      created_at: line.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount_minor: payment.amountMinor,
      reference: payment.reference,
      created_at: payment.createdAt.toISOString(),
      completed_at: payment.completedAt?.toISOString() ?? null,
    })),
    questions: questions.map((question) => ({
      id: question.id,
      line_id: question.chargeId,
      question: question.question,
      answer: question.answer,
      created_at: question.createdAt.toISOString(),
      answered_at: question.answeredAt?.toISOString() ?? null,
    })),
  };
}

/** Rows whose `column` holds words not yet erased. */
const holdsWords = (column: typeof charges.reason | typeof payments.reference) =>
  and(isNotNull(column), ne(column, ''), ne(column, ERASED_TEXT));

/** Replaces reasons, references, questions and answers with the marker; returns the rows rewritten per table. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ folioLines: number; payments: number; billQuestions: number }> {
  const lines = await db
    .update(charges)
    .set({ reason: ERASED_TEXT })
    .where(and(eq(charges.hotelId, hotelId), eq(charges.stayId, stayId), holdsWords(charges.reason)))
    .returning({ id: charges.id });
  const paid = await db
    .update(payments)
    .set({ reference: ERASED_TEXT })
    .where(and(eq(payments.hotelId, hotelId), eq(payments.stayId, stayId), holdsWords(payments.reference)))
    .returning({ id: payments.id });
  const questions = await db
    .update(chargeQuestions)
    .set({
      question: ERASED_TEXT,
      answer: sql`case when ${chargeQuestions.answer} is null then null else ${ERASED_TEXT} end`,
    })
    .where(
      and(
        eq(chargeQuestions.hotelId, hotelId),
        eq(chargeQuestions.stayId, stayId),
        or(ne(chargeQuestions.question, ERASED_TEXT), ne(chargeQuestions.answer, ERASED_TEXT)),
      ),
    )
    .returning({ id: chargeQuestions.id });
  return { folioLines: lines.length, payments: paid.length, billQuestions: questions.length };
}
