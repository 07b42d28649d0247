import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TranslationStatus } from '@hotel/contracts/translations';
import { stays } from '../stays/schema.ts';
import { staffMembers } from '../staff/schema.ts';
import { hotels } from '../hotels/schema.ts';

/**
 * Machine translations, one per source text and language, shared by every hotel: the same text is never
 * sent to the provider twice. The key is a hash of the text (texts run to thousands of characters).
 */
export const translationCache = pgTable(
  'translation_cache',
  {
    language: text().notNull(),
    sourceHash: text().notNull(),
    sourceText: text().notNull(),
    translatedText: text().notNull(),
    /** Which adapter wrote it (libretranslate, deepl, openai). */
    provider: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.language, table.sourceHash] })],
);

export type TranslationJobStatus = Exclude<TranslationStatus, 'none'>;

/**
 * One background job per hotel and language (docs/decisions/0114-content-translation-jobs.md). `active` rows
 * are claimed by whichever instance takes the lease first; an instance that stops mid-way leaves a lease that
 * runs out, and another (or the same after a restart) carries on from the cache.
 */
export const translationJobs = pgTable(
  'translation_jobs',
  {
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    status: text().$type<TranslationJobStatus>().notNull().default('idle'),
    /** Texts this pass sends to the provider, and how many of them are done. */
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    /** Digest of the hotel's source texts the last complete pass covered: a change re-queues the job. */
    contentDigest: text(),
    error: text(),
    leaseOwner: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.hotelId, table.language] }),
    index('translation_jobs_status_idx').on(table.status, table.requestedAt),
  ],
);

/** A manager's own wording for one text in one language: always shown instead of the machine's. */
export const translationCorrections = pgTable(
  'translation_corrections',
  {
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    sourceHash: text().notNull(),
    sourceText: text().notNull(),
    text: text().notNull(),
    correctedBy: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.language, table.sourceHash] })],
);

export type TranslationReportStatus = 'open' | 'resolved';

/** A guest's 'this translation reads wrong', for the staff console. */
export const translationReports = pgTable(
  'translation_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer().references(() => stays.id, { onDelete: 'set null' }),
    language: text().notNull(),
    sourceText: text().notNull(),
    shownText: text().notNull(),
    note: text().notNull().default(''),
    status: text().$type<TranslationReportStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [index('translation_reports_hotel_status_idx').on(table.hotelId, table.status, table.createdAt)],
);
