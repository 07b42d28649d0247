import { and, asc, eq, ne } from 'drizzle-orm';
import { ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { translationReports } from './schema.ts';

/**
 * A stay's reports of a wrong translation as personal data (docs/privacy.md). The source and shown texts are
 * the hotel's own content; the guest's note is theirs, and erasure replaces it. The report itself stays for
 * the staff who fix the translation.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const rows = await db
    .select()
    .from(translationReports)
    .where(and(eq(translationReports.hotelId, hotelId), eq(translationReports.stayId, stayId)))
    .orderBy(asc(translationReports.id));
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    source_text: row.sourceText,
    shown_text: row.shownText,
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The guest's notes become the marker; returns the reports rewritten. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ translationReports: number }> {
  const rewritten = await db
    .update(translationReports)
    .set({ note: ERASED_TEXT })
    .where(
      and(
        eq(translationReports.hotelId, hotelId),
        eq(translationReports.stayId, stayId),
        ne(translationReports.note, ''),
        ne(translationReports.note, ERASED_TEXT),
      ),
    )
    .returning({ id: translationReports.id });
  return { translationReports: rewritten.length };
}
