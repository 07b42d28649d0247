import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FOLIO_LINE_KINDS, PaymentMethod } from '@hotel/contracts/billing';
import type { BillLineWording } from './line-wording.ts';
import { hotels } from '../hotels/schema.ts';
import { staffMembers } from '../staff/schema.ts';
import { stays } from '../stays/schema.ts';

/**
 * What a folio line comes from. A reversal points at the line it cancels out (reversesChargeId). A payment on
 * account is the credit of a part payment the desk took: a negative line left open (folio.ts).
 */
export type ChargeSource = (typeof FOLIO_LINE_KINDS)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'superseded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One line of a stay's folio, in the hotel currency's minor units. Lines are never edited or deleted: a
 * cancellation or correction adds a reversing line (negative amount). The one column written later is
 * settledByPaymentId, set once when a payment settles the line.
 */
export const charges = pgTable(
  'charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    source: text().$type<ChargeSource>().notNull(),
    sourceId: integer(),
    /** In English, as the staff console and the payment provider read it. */
    description: text().notNull(),
    /**
     * How the server worded the line, for a guest to read it in their own language (line-wording.ts); null for
     * a line worded by people (a manager's charge, an activity's name), which reads as written.
     */
    wording: text().$type<BillLineWording>(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** The line a reversal cancels out; at most one reversal per line. */
    reversesChargeId: integer(),
    /** Why a correction or a manual charge was made (staff's words). */
    reason: text(),
    createdByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    settledByPaymentId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('charges_stay_idx').on(table.stayId),
    index('charges_source_idx').on(table.source, table.sourceId),
    uniqueIndex('charges_one_reversal_idx')
      .on(table.reversesChargeId)
      .where(sql`${table.reversesChargeId} is not null`),
  ],
);

/**
 * A payment of a stay's folio. An online payment starts pending with the lines it covers (chargeIds) and
 * the link's secret (hashed); completing it settles exactly those lines, once. A desk payment is recorded
 * completed. A refund (money the desk returned, when the open lines add up below 0) is a desk payment of a
 * negative amount, as property systems post it: it settles the lines it covered the same way, and the row is
 * its record of who returned what, how and when.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    method: text().$type<PaymentMethod>().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    chargeIds: integer().array().notNull(),
    reference: text(),
    /** SHA-256 of the built-in payment page's secret, or the provider's session id. */
    linkHash: text(),
    providerSessionId: text(),
    recordedByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('payments_stay_idx').on(table.stayId),
    uniqueIndex('payments_link_hash_idx').on(table.linkHash),
    uniqueIndex('payments_provider_session_idx').on(table.providerSessionId),
  ],
);

/** A guest's question about one line, answered by the desk (the answer reaches the guest as a notification). */
export const chargeQuestions = pgTable(
  'charge_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text(),
    answeredByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('charge_questions_stay_idx').on(table.stayId)],
);

/** Provider events already handled (Stripe's event ids): a replayed or duplicated webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text().notNull(),
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
