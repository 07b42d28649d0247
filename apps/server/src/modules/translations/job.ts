import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { TranslationProvider } from '../../platform/providers/translation-provider.ts';
import { HOTEL_LANGUAGE } from '../chat/index.ts';
import { contentDigest, hotelContentTexts, sourceHash } from './content-texts.ts';
import {
  cachedTranslations,
  claimJob,
  finishJob,
  oldestActiveJobSeconds,
  recordProgress,
  storeTranslations,
  type TranslationJobRow,
} from './repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;
type JobCtx = Pick<AppContext, 'db' | 'now' | 'metrics'>;

/** The queue's name in /metrics (hotel_job_lag_seconds, hotel_job_failures_total). */
export const TRANSLATION_JOB = 'content_translations';

/** How long a claimed job stays this instance's without a word from it; renewed after every batch. */
export const LEASE_MS = 60_000;
/** How often each instance looks for jobs nobody holds (queued elsewhere, or left by a stopped instance). */
export const SWEEP_MS = 5_000;

const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);

/**
 * Works one claimed job (docs/decisions/0114-content-translation-jobs.md): only the hotel's texts with no
 * cached translation into the language go to the provider, in batches; each batch is cached and the
 * progress saved before the next, so a job picked up after a restart carries on where it stopped.
 */
async function workJob(
  ctx: JobCtx,
  provider: TranslationProvider,
  owner: string,
  job: TranslationJobRow,
  log: Log,
  keepGoing: () => boolean,
): Promise<void> {
  try {
    const texts = await hotelContentTexts(ctx.db, job.hotelId);
    const cached = await cachedTranslations(ctx.db, job.language, texts.map(sourceHash));
    const missing = texts.filter((text) => !cached.has(sourceHash(text)));
    // A pass picked up again keeps the total it started with, so its progress never runs backwards.
    const total = job.total > 0 ? Math.max(job.total, missing.length) : missing.length;
    let done = total - missing.length;
    if (!(await recordProgress(ctx.db, job, owner, { total, done }, ctx.now(), leaseFrom(ctx.now())))) return;
    for (let start = 0; start < missing.length; start += provider.batchSize) {
      // Stopping (the app closes): the lease runs out and another instance carries on from the cache.
      if (!keepGoing()) return;
      const batch = missing.slice(start, start + provider.batchSize);
      const translated = await provider.translate(batch, HOTEL_LANGUAGE, job.language);
      await storeTranslations(
        ctx.db,
        job.language,
        provider.name,
        batch.map((text, index) => ({
          sourceHash: sourceHash(text),
          sourceText: text,
          translatedText: translated[index]!,
        })),
      );
      done += batch.length;
      const stillOurs = await recordProgress(
        ctx.db,
        job,
        owner,
        { total, done },
        ctx.now(),
        leaseFrom(ctx.now()),
      );
      if (!stillOurs) return;
    }
    await finishJob(
      ctx.db,
      job,
      owner,
      { status: 'complete', contentDigest: contentDigest(texts) },
      ctx.now(),
    );
  } catch (error) {
    ctx.metrics.jobFailed(TRANSLATION_JOB);
    log.warn({ err: error, hotelId: job.hotelId, language: job.language }, 'content translation failed');
    const message = error instanceof Error ? error.message : String(error);
    await finishJob(ctx.db, job, owner, { status: 'error', error: message.slice(0, 500) }, ctx.now()).catch(
      () => undefined,
    );
  }
}

/** Claims and works jobs until none is left for this instance. Returns how many it worked. */
export async function runTranslationJobs(
  ctx: JobCtx,
  provider: TranslationProvider,
  owner: string,
  log: Log,
  keepGoing: () => boolean = () => true,
): Promise<number> {
  let worked = 0;
  while (keepGoing()) {
    const job = await claimJob(ctx.db, owner, ctx.now(), leaseFrom(ctx.now()));
    if (!job) return worked;
    await workJob(ctx, provider, owner, job, log, keepGoing);
    worked += 1;
  }
  return worked;
}

export interface TranslationWorker {
  /** Looks for work now (a job was just queued); a run already going picks it up itself. */
  wake(): void;
  /** Resolves when the current run (if any) ends: tests wait on it. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * This instance's worker: woken when it queues a job, and sweeping every SWEEP_MS for the rest. Up to
 * `concurrency` jobs (hotel and language pairs) are worked at once; each runner claims its own.
 */
export function startTranslationWorker(
  ctx: JobCtx,
  provider: TranslationProvider,
  log: Log,
  concurrency = 1,
): TranslationWorker {
  const owner = `instance-${randomBytes(6).toString('hex')}`;
  ctx.metrics.jobLag(TRANSLATION_JOB, () => oldestActiveJobSeconds(ctx.db, ctx.now()));
  const runners = new Set<Promise<void>>();
  let again = false;
  let stopped = false;

  const fill = (): void => {
    while (runners.size < concurrency) startRunner();
  };
  const startRunner = (): void => {
    const runner: Promise<void> = runTranslationJobs(ctx, provider, owner, log, () => !stopped)
      .then(() => undefined)
      .catch((error: unknown) => {
        ctx.metrics.jobFailed(TRANSLATION_JOB);
        log.warn({ err: error }, 'translation jobs could not be read; next sweep retries');
      })
      .finally(() => {
        runners.delete(runner);
        // Woken while every runner was busy (and perhaps about to find nothing): look again now.
        if (again && !stopped) {
          again = false;
          fill();
        }
      });
    runners.add(runner);
  };
  const run = (): void => {
    if (stopped) return;
    if (runners.size >= concurrency) again = true;
    fill();
  };
  const timer = setInterval(run, SWEEP_MS);
  timer.unref();
  return {
    wake: run,
    idle: async () => {
      while (runners.size > 0) await Promise.all(runners);
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
