import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../platform/database/database.ts';
import {
  translationCache,
  translationCorrections,
  translationJobs,
  translationReports,
  type TranslationReportStatus,
} from './schema.ts';

export type TranslationJobRow = typeof translationJobs.$inferSelect;
export type TranslationReportRow = typeof translationReports.$inferSelect;
export type TranslationCorrectionRow = typeof translationCorrections.$inferSelect;

// ---------------------------------------------------------------- jobs

export async function findJob(
  db: Database,
  hotelId: number,
  language: string,
): Promise<TranslationJobRow | undefined> {
  const [row] = await db
    .select()
    .from(translationJobs)
    .where(and(eq(translationJobs.hotelId, hotelId), eq(translationJobs.language, language)));
  return row;
}

export async function listJobs(db: Database, hotelId: number): Promise<TranslationJobRow[]> {
  return db
    .select()
    .from(translationJobs)
    .where(eq(translationJobs.hotelId, hotelId))
    .orderBy(translationJobs.language);
}

/**
 * Puts the hotel's job for the language in the queue as a new pass (progress from zero). A job already
 * active is left as it is: requesting it again never starts a second pass beside the first.
 */
export async function queueJob(
  db: Database,
  hotelId: number,
  language: string,
  now: Date,
): Promise<TranslationJobRow> {
  await db
    .insert(translationJobs)
    .values({ hotelId, language, status: 'active', requestedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [translationJobs.hotelId, translationJobs.language],
      set: { status: 'active', total: 0, done: 0, error: null, requestedAt: now, updatedAt: now },
      setWhere: sql`${translationJobs.status} <> 'active'`,
    });
  return (await findJob(db, hotelId, language))!;
}

/** Seconds since the oldest job still to finish was queued (0 when none is): the queue's lag, for /metrics. */
export async function oldestActiveJobSeconds(db: Database, now: Date): Promise<number> {
  const [row] = rowsOf<{ oldest: string | Date | null }>(
    await db.execute(sql`select min(requested_at) as oldest from ${translationJobs} where status = 'active'`),
  );
  return row?.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0;
}

/**
 * Takes the oldest active job nobody holds (no lease, or one that ran out: its instance stopped) for
 * `owner` until `leaseUntil`. SKIP LOCKED: two instances claiming at once get different jobs, or one none.
 */
export async function claimJob(
  db: Database,
  owner: string,
  now: Date,
  leaseUntil: Date,
): Promise<TranslationJobRow | undefined> {
  const result = await db.execute(sql`
    update ${translationJobs} as job
    set lease_owner = ${owner}, lease_until = ${leaseUntil.toISOString()}, updated_at = ${now.toISOString()}
    from (
      select hotel_id, language from ${translationJobs}
      where status = 'active' and (lease_until is null or lease_until < ${now.toISOString()})
      order by requested_at
      limit 1
      for update skip locked
    ) as next
    where job.hotel_id = next.hotel_id and job.language = next.language
    returning job.hotel_id, job.language, job.total`);
  const [row] = rowsOf<{ hotel_id: number; language: string }>(result);
  return row ? findJob(db, row.hotel_id, row.language) : undefined;
}

type JobKey = Pick<TranslationJobRow, 'hotelId' | 'language'>;

function heldBy(job: JobKey, owner: string) {
  return and(
    eq(translationJobs.hotelId, job.hotelId),
    eq(translationJobs.language, job.language),
    eq(translationJobs.leaseOwner, owner),
    eq(translationJobs.status, 'active'),
  );
}

/** Saves progress and extends the lease; false when the job is no longer this owner's (stop working on it). */
export async function recordProgress(
  db: Database,
  job: JobKey,
  owner: string,
  progress: { total: number; done: number },
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const updated = await db
    .update(translationJobs)
    .set({ ...progress, leaseUntil, updatedAt: now })
    .where(heldBy(job, owner))
    .returning({ hotelId: translationJobs.hotelId });
  return updated.length > 0;
}

export async function finishJob(
  db: Database,
  job: JobKey,
  owner: string,
  outcome: { status: 'complete'; contentDigest: string } | { status: 'error'; error: string },
  now: Date,
): Promise<void> {
  await db
    .update(translationJobs)
    .set({
      status: outcome.status,
      ...(outcome.status === 'complete'
        ? { contentDigest: outcome.contentDigest, error: null }
        : { error: outcome.error }),
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: now,
    })
    .where(heldBy(job, owner));
}

// ---------------------------------------------------------------- cache

/** The cached translations into `language` of the texts with these hashes: hash → translation. */
export async function cachedTranslations(
  db: Database,
  language: string,
  hashes: readonly string[],
): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ hash: translationCache.sourceHash, text: translationCache.translatedText })
    .from(translationCache)
    .where(and(eq(translationCache.language, language), inArray(translationCache.sourceHash, [...hashes])));
  return new Map(rows.map((row) => [row.hash, row.text]));
}

export async function storeTranslations(
  db: Database,
  language: string,
  provider: string,
  entries: { sourceHash: string; sourceText: string; translatedText: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(translationCache)
    .values(entries.map((entry) => ({ ...entry, language, provider })))
    .onConflictDoNothing();
}

// ---------------------------------------------------------------- corrections

/** The hotel's own wording in `language`: hash → text. */
export async function correctionsFor(
  db: Database,
  hotelId: number,
  language: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ hash: translationCorrections.sourceHash, text: translationCorrections.text })
    .from(translationCorrections)
    .where(and(eq(translationCorrections.hotelId, hotelId), eq(translationCorrections.language, language)));
  return new Map(rows.map((row) => [row.hash, row.text]));
}

export async function saveCorrection(
  db: Database,
  values: Omit<typeof translationCorrections.$inferInsert, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(translationCorrections)
    .values(values)
    .onConflictDoUpdate({
      target: [
        translationCorrections.hotelId,
        translationCorrections.language,
        translationCorrections.sourceHash,
      ],
      set: { text: values.text, correctedBy: values.correctedBy, updatedAt: values.updatedAt },
    });
}

export async function listCorrections(db: Database, hotelId: number): Promise<TranslationCorrectionRow[]> {
  return db
    .select()
    .from(translationCorrections)
    .where(eq(translationCorrections.hotelId, hotelId))
    .orderBy(desc(translationCorrections.updatedAt));
}

// ---------------------------------------------------------------- reports

export async function insertReport(
  db: Database,
  values: typeof translationReports.$inferInsert,
): Promise<TranslationReportRow> {
  const [row] = await db.insert(translationReports).values(values).returning();
  return row!;
}

export async function listReports(
  db: Database,
  hotelId: number,
  status: TranslationReportStatus,
): Promise<TranslationReportRow[]> {
  return db
    .select()
    .from(translationReports)
    .where(and(eq(translationReports.hotelId, hotelId), eq(translationReports.status, status)))
    .orderBy(status === 'open' ? translationReports.createdAt : desc(translationReports.resolvedAt))
    .limit(200);
}

export async function findReport(
  db: Database,
  hotelId: number,
  id: number,
): Promise<TranslationReportRow | undefined> {
  const [row] = await db
    .select()
    .from(translationReports)
    .where(and(eq(translationReports.hotelId, hotelId), eq(translationReports.id, id)));
  return row;
}

export async function resolveReport(
  db: Database,
  hotelId: number,
  id: number,
  staffId: number,
  now: Date,
): Promise<void> {
  await db
    .update(translationReports)
    .set({ status: 'resolved', resolvedAt: now, resolvedBy: staffId })
    .where(and(eq(translationReports.hotelId, hotelId), eq(translationReports.id, id)));
}
