import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { LanguageCode } from '@hotel/contracts/languages';
import type { translationReportRequest } from '@hotel/contracts/translations';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { findStayLanguages, setStayLanguages, type GuestPrincipal } from '../stays/index.ts';
import { HOTEL_LANGUAGE } from '../chat/index.ts';
import { publishStaffUpdate } from '../staff/index.ts';
import { hotelContentTexts } from './content-texts.ts';
import { insertReport } from './repository.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'now'>;

export const NOT_HOTEL_CONTENT =
  "This text is not part of the hotel's information, so there is nothing to correct.";

/** A guest's report of a translation that reads wrong; the hotel's managers see it in the console at once. */
export async function reportTranslation(
  ctx: Ctx,
  guest: GuestPrincipal,
  body: z.infer<typeof translationReportRequest>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ id: number }> {
  const texts = await hotelContentTexts(ctx.db, guest.hotelId);
  if (!texts.includes(body.source_text)) throw badRequest(NOT_HOTEL_CONTENT, 'not_hotel_content');
  const report = await insertReport(ctx.db, {
    hotelId: guest.hotelId,
    stayId: guest.stayId,
    language: body.language,
    sourceText: body.source_text,
    shownText: body.shown_text,
    note: body.note ?? '',
    createdAt: ctx.now(),
  });
  await publishStaffUpdate(
    ctx,
    guest.hotelId,
    {
      topic: 'content',
      action: 'translation_reported',
      id: report.id,
      summary: `A guest reported a translation (${body.language}): “${body.source_text.slice(0, 80)}”`,
    },
    log,
  );
  return { id: report.id };
}

/**
 * POST /toggle-language/: from any language to the hotel's own (English: the content as staff wrote it),
 * and from the hotel's own back to the last other language this stay chose (English again if none).
 */
export async function toggleLanguage(
  ctx: Pick<AppContext, 'db'>,
  guest: GuestPrincipal,
): Promise<{ language: LanguageCode; other_language: LanguageCode }> {
  const stay = await findStayLanguages(ctx.db, guest.stayId);
  const current = (stay?.language ?? HOTEL_LANGUAGE) as LanguageCode;
  const remembered = (stay?.otherLanguage ?? HOTEL_LANGUAGE) as LanguageCode;
  const next = current === HOTEL_LANGUAGE ? remembered : (HOTEL_LANGUAGE as LanguageCode);
  const other = current === HOTEL_LANGUAGE ? remembered : current;
  await setStayLanguages(ctx.db, guest.stayId, next, other);
  return { language: next, other_language: other };
}
