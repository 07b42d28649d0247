import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TranslationStatusResponse } from '@hotel/contracts/translations';
import { TRANSLATION_POLLING } from '@hotel/contracts/translation-polling';
import { api } from '../../../lib/api-client.ts';
import { translationsKey, useContentTranslations } from '../../../lib/translation/use-content-translation.ts';

type BannerState =
  { phase: 'hidden' } | { phase: 'active'; progress: number } | { phase: 'complete' } | { phase: 'error' };

/** SPEC: the bar never shows 100 before the job says complete. */
export function shownProgress(progress: number): number {
  return Math.min(progress, TRANSLATION_POLLING.progressCapBeforeComplete);
}

/**
 * The dashboard's translation-status banner (SPEC: Translation status, section 9's constants). While the
 * hotel's content is being translated into the guest's language it polls the status — every 1 s after an
 * answer, 2 s after a failure, at most 120 times — and shows the progress; at 100 it says 'translation
 * complete' for 1.5 s and reloads the content, on an error it says so for 3 s. Hidden for none and idle.
 *
 * The content is read again every 5 s while the job runs, and such a read may find the job finished before the
 * banner's own poll does: the banner follows the job it saw start (or fail, before the dashboard loaded) in this
 * language to its end, whatever later reads say, so that it never stays at 90 % or on 'complete'.
 */
export function TranslationBanner() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const initial = useContentTranslations().data;
  const [job, setJob] = useState<{ language: string; seen: 'active' | 'error' } | null>(null);
  const [polled, setPolled] = useState<{ language: string; state: BannerState } | null>(null);
  const seen = initial?.translation_status;
  if ((seen === 'active' || seen === 'error') && job?.language !== language) {
    setJob({ language, seen });
  }
  const followed = job?.language === language ? job.seen : null;
  const state: BannerState =
    (polled?.language === language ? polled.state : null) ??
    (followed === 'active'
      ? { phase: 'active', progress: initial?.translation_progress ?? 0 }
      : { phase: 'hidden' });

  useEffect(() => {
    if (!followed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    const show = (shown: BannerState) => setPolled({ language, state: shown });
    const finish = (phase: 'complete' | 'error') => {
      show({ phase });
      const hideAfter =
        phase === 'complete' ? TRANSLATION_POLLING.hideAfterCompleteMs : TRANSLATION_POLLING.hideAfterErrorMs;
      timer = setTimeout(() => {
        if (cancelled) return;
        show({ phase: 'hidden' });
        // Then the content in the guest's language (an error keeps what was translated before it).
        if (phase === 'complete') void queryClient.invalidateQueries({ queryKey: translationsKey(language) });
      }, hideAfter);
    };
    const poll = async () => {
      if (cancelled) return;
      attempts += 1;
      let ok = true;
      try {
        const status = await api.get<TranslationStatusResponse>('translations/status', {
          query: { language_code: language },
        });
        if (cancelled) return;
        if (status.status === 'complete' || status.progress >= 100) return finish('complete');
        if (status.status === 'error') return finish('error');
        if (status.status !== 'active') return show({ phase: 'hidden' });
        show({ phase: 'active', progress: status.progress });
      } catch {
        ok = false;
      }
      if (attempts >= TRANSLATION_POLLING.maxAttempts) return show({ phase: 'hidden' });
      timer = setTimeout(
        () => void poll(),
        ok ? TRANSLATION_POLLING.intervalAfterSuccessMs : TRANSLATION_POLLING.intervalAfterFailureMs,
      );
    };
    if (followed === 'error') finish('error');
    else timer = setTimeout(() => void poll(), TRANSLATION_POLLING.intervalAfterSuccessMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [followed, language, queryClient]);

  if (state.phase === 'hidden') return null;
  if (state.phase === 'error') {
    return (
      <p
        role="alert"
        className="rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
      >
        {t('translation.error')}
      </p>
    );
  }
  const progress = state.phase === 'complete' ? 100 : shownProgress(state.progress);
  return (
    <div role="status" className="rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm text-ink">
      <p className="font-medium">
        {state.phase === 'complete'
          ? t('translation.complete')
          : t('translation.active', { progress: Math.floor(progress) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('translation.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
