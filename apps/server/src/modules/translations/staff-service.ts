import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { LanguageCode } from '@hotel/contracts/languages';
import type { StaffTranslationsResponse, translationCorrectionRequest } from '@hotel/contracts/translations';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import { roomNumbersOfStays } from '../stays/index.ts';
import { HOTEL_LANGUAGE } from '../chat/index.ts';
import { hotelContentTexts, sourceHash } from './content-texts.ts';
import { NOT_HOTEL_CONTENT } from './guest-service.ts';
import {
  findReport,
  listCorrections,
  listJobs,
  listReports,
  resolveReport,
  saveCorrection,
} from './repository.ts';
import { stateOfJob, type ContentTranslator } from './service.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'now'>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

export const REPORT_NOT_FOUND = 'This report does not exist or was already closed.';

export async function staffTranslations(
  ctx: Ctx,
  translator: ContentTranslator | null,
  hotelId: number,
): Promise<StaffTranslationsResponse> {
  const [jobs, reports, corrections] = await Promise.all([
    listJobs(ctx.db, hotelId),
    listReports(ctx.db, hotelId, 'open'),
    listCorrections(ctx.db, hotelId),
  ]);
  const roomOf = await roomNumbersOfStays(
    ctx.db,
    reports.flatMap((report) => (report.stayId === null ? [] : [report.stayId])),
  );
  return {
    provider: translator?.provider.name ?? 'none',
    source_language: HOTEL_LANGUAGE,
    jobs: jobs.map((job) => ({
      language: job.language as LanguageCode,
      ...stateOfJob(job),
      error: job.status === 'error' ? job.error : null,
      updated_at: job.updatedAt.toISOString(),
    })),
    reports: reports.map((report) => ({
      id: report.id,
      language: report.language as LanguageCode,
      source_text: report.sourceText,
      shown_text: report.shownText,
      note: report.note,
      room_number: report.stayId === null ? null : (roomOf.get(report.stayId) ?? null),
      created_at: report.createdAt.toISOString(),
    })),
    corrections: corrections.map((correction) => ({
      language: correction.language as LanguageCode,
      source_text: correction.sourceText,
      text: correction.text,
      updated_at: correction.updatedAt.toISOString(),
    })),
  };
}

/** A text as a subject the log's list can show on one line. */
function shortened(text: string, length = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** A manager's wording for a text, and the report it answers closed, in one transaction. */
export async function correctTranslation(
  ctx: Ctx,
  staff: StaffPrincipal,
  body: z.infer<typeof translationCorrectionRequest>,
  log: Log,
  /** Who saved it, for the audit log (recorded in the same transaction). */
  actor?: AuditActor,
): Promise<void> {
  const texts = await hotelContentTexts(ctx.db, staff.hotelId);
  if (!texts.includes(body.source_text)) throw badRequest(NOT_HOTEL_CONTENT, 'not_hotel_content');
  const now = ctx.now();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (body.report_id !== undefined) {
      const report = await findReport(tx, staff.hotelId, body.report_id);
      if (!report || report.status !== 'open') throw notFound(REPORT_NOT_FOUND, 'report_not_found');
      await resolveReport(tx, staff.hotelId, body.report_id, staff.staffMemberId, now);
    }
    await saveCorrection(tx, {
      hotelId: staff.hotelId,
      language: body.language,
      sourceHash: sourceHash(body.source_text),
      sourceText: body.source_text,
      text: body.text,
      correctedBy: staff.staffMemberId,
      updatedAt: now,
    });
    if (actor)
      await recordAudit(tx, staff.hotelId, actor, {
        kind: 'translation.saved',
        subject: `${shortened(body.source_text)} (${body.language})`,
        detail: { language: body.language, source_text: body.source_text, text: body.text },
      });
  });
  await publishStaffUpdate(
    ctx,
    staff.hotelId,
    { topic: 'content', action: 'translation_corrected', id: body.report_id ?? 0 },
    log,
  );
}

export async function dismissReport(ctx: Ctx, staff: StaffPrincipal, id: number, log: Log): Promise<void> {
  const report = await findReport(ctx.db, staff.hotelId, id);
  if (!report || report.status !== 'open') throw notFound(REPORT_NOT_FOUND, 'report_not_found');
  await resolveReport(ctx.db, staff.hotelId, id, staff.staffMemberId, ctx.now());
  await publishStaffUpdate(
    ctx,
    staff.hotelId,
    { topic: 'content', action: 'translation_dismissed', id },
    log,
  );
}
