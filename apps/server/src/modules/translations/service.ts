import type { TranslationStatus } from '@hotel/contracts/translations';
import type { AppContext } from '../../platform/context.ts';
import type { TranslationProvider } from '../../platform/providers/translation-provider.ts';
import { HOTEL_LANGUAGE } from '../chat/index.ts';
import { contentDigest, hotelContentTexts, sourceHash } from './content-texts.ts';
import type { TranslationWorker } from './job.ts';
import {
  cachedTranslations,
  correctionsFor,
  findJob,
  queueJob,
  type TranslationJobRow,
} from './repository.ts';

type ServiceCtx = Pick<AppContext, 'db' | 'now'>;

/** The configured provider and this instance's worker (no translator at all with TRANSLATION_PROVIDER=none). */
export interface ContentTranslator {
  provider: TranslationProvider;
  worker: TranslationWorker;
}

/** A job that failed is tried again when asked for after this long (a provider back from an outage). */
export const RETRY_FAILED_AFTER_MS = 60_000;

export interface TranslationState {
  status: TranslationStatus;
  /** 0..100 */
  progress: number;
}

export function stateOfJob(job: TranslationJobRow | undefined): TranslationState {
  if (!job) return { status: 'idle', progress: 0 };
  if (job.status === 'complete') return { status: 'complete', progress: 100 };
  const progress = job.total > 0 ? Math.min(100, (job.done / job.total) * 100) : 0;
  return { status: job.status, progress: Math.round(progress * 10) / 10 };
}

/** Whether the content of a hotel can be machine-translated into `language` at all. */
async function translatable(translator: ContentTranslator | null, language: string): Promise<boolean> {
  if (!translator || language === HOTEL_LANGUAGE) return false;
  // A provider that cannot say (it is down) gets the benefit of the doubt: the job reports its error.
  return translator.provider.supports(language).catch(() => true);
}

/**
 * SPEC's GET /translations/: the hotel's content in `language` (source text → translation, a manager's
 * correction over the machine's) and the state of its translation. Asking queues a pass when the content
 * changed since the last complete one, when `force` says so, or when the last one failed a while ago.
 */
export async function contentTranslation(
  ctx: ServiceCtx,
  translator: ContentTranslator | null,
  hotelId: number,
  language: string,
  force: boolean,
): Promise<TranslationState & { content: Record<string, string> }> {
  const texts = await hotelContentTexts(ctx.db, hotelId);
  const hashes = texts.map(sourceHash);
  const [cached, corrections] = await Promise.all([
    cachedTranslations(ctx.db, language, hashes),
    correctionsFor(ctx.db, hotelId, language),
  ]);
  const content: Record<string, string> = {};
  texts.forEach((text, index) => {
    const translation = corrections.get(hashes[index]!) ?? cached.get(hashes[index]!);
    if (translation !== undefined && translation !== text) content[text] = translation;
  });

  if (!translator || !(await translatable(translator, language))) {
    return { content, status: 'none', progress: 0 };
  }
  let job = await findJob(ctx.db, hotelId, language);
  const now = ctx.now();
  const stale =
    !job ||
    force ||
    (job.status === 'complete' && job.contentDigest !== contentDigest(texts)) ||
    job.status === 'idle' ||
    (job.status === 'error' && now.getTime() - job.updatedAt.getTime() >= RETRY_FAILED_AFTER_MS);
  if (stale && job?.status !== 'active') job = await queueJob(ctx.db, hotelId, language, now);
  // An active job may be one a stopped instance left: this instance takes it over once its lease ran out.
  if (job?.status === 'active') translator.worker.wake();
  return { content, ...stateOfJob(job) };
}

/** SPEC's GET /translations/status/: read only, cheap enough to poll every second. */
export async function translationState(
  ctx: ServiceCtx,
  translator: ContentTranslator | null,
  hotelId: number,
  language: string,
): Promise<TranslationState> {
  if (!(await translatable(translator, language))) return { status: 'none', progress: 0 };
  return stateOfJob(await findJob(ctx.db, hotelId, language));
}
