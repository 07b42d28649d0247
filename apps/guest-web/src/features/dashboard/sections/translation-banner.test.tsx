import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { TRANSLATION_POLLING } from '@hotel/contracts/translation-polling';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { shownProgress, TranslationBanner } from './translation-banner.tsx';

const translations = (status: string, progress: number) => ({
  ui: {},
  content: {},
  language: 'ja',
  translation_status: status,
  translation_progress: progress,
});

/**
 * Answers GET /translations/ with `first` (or each read with the next of `first` when it is a list, the last
 * one again after that), then each status poll with the next of `polls`.
 */
function serve(first: object | object[], polls: Array<object | 'fail'>) {
  let poll = 0;
  let read = 0;
  const contents = Array.isArray(first) ? first : [first];
  return mockFetch((request: RecordedRequest) => {
    if (request.url.startsWith('/api/translations/status/')) {
      const next = polls[Math.min(poll, polls.length - 1)]!;
      poll += 1;
      return next === 'fail' ? jsonResponse(503, { detail: 'down' }) : jsonResponse(200, next);
    }
    const content = contents[Math.min(read, contents.length - 1)]!;
    read += 1;
    return jsonResponse(200, content);
  });
}

const statusPolls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/translations/status/')).length;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  await i18n.changeLanguage('ja');
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('translation banner', () => {
  it('polls every second while active, shows the progress, then says complete for 1.5 s and reloads the content', async () => {
    const { requests } = serve(translations('active', 10), [
      { status: 'active', progress: 40, language: 'ja' },
      { status: 'complete', progress: 100, language: 'ja' },
    ]);
    renderRoute(<TranslationBanner />, { path: '/', url: '/' });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('10');
    expect(requests[0]?.url).toBe('/api/translations/?language_code=ja&hotel_id=HOTEL-DEMO');

    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('status').textContent).toContain('40%');
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(screen.getByRole('status').textContent).toContain('翻訳が完了しました');
    expect(statusPolls(requests)).toBe(2);

    const before = requests.length;
    await advance(TRANSLATION_POLLING.hideAfterCompleteMs);
    expect(screen.queryByRole('status')).toBeNull();
    // The content is asked for again, now translated.
    expect(requests.slice(before).some((request) => request.url.startsWith('/api/translations/?'))).toBe(
      true,
    );
  });

  it('waits 2 s after a failed poll, and shows an error for 3 s when the job fails', async () => {
    const { requests } = serve(translations('active', 0), [
      'fail',
      { status: 'error', progress: 20, language: 'ja' },
    ]);
    renderRoute(<TranslationBanner />, { path: '/', url: '/' });
    await screen.findByRole('progressbar');
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(statusPolls(requests)).toBe(1);
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(statusPolls(requests)).toBe(1);
    await advance(TRANSLATION_POLLING.intervalAfterFailureMs - TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(statusPolls(requests)).toBe(2);
    expect(screen.getByRole('alert').textContent).toContain('翻訳できません');
    await advance(TRANSLATION_POLLING.hideAfterErrorMs);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The content is read again every 5 s while the job runs (use-content-translation.ts); a read that finds the
  // job finished must neither stop the banner's polling nor cancel its hide timer (it stayed at 90 % or on
  // 'complete' until a reload).
  it('goes on to complete and hides when a content read finds the job finished first', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { requests } = serve(
      [translations('active', 80), translations('complete', 100)],
      [
        { status: 'active', progress: 90, language: 'ja' },
        { status: 'complete', progress: 100, language: 'ja' },
      ],
    );
    renderRoute(<TranslationBanner />, { path: '/', url: '/', queryClient });
    await screen.findByRole('progressbar');
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(screen.getByRole('status').textContent).toContain('90%');

    await act(() => queryClient.refetchQueries());
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(statusPolls(requests)).toBe(2);
    expect(screen.getByRole('status').textContent).toContain('翻訳が完了しました');

    await act(() => queryClient.refetchQueries());
    await advance(TRANSLATION_POLLING.hideAfterCompleteMs);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides the error after 3 s even when a content read comes between', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    serve(
      [translations('active', 30), translations('error', 30)],
      [{ status: 'error', progress: 30, language: 'ja' }],
    );
    renderRoute(<TranslationBanner />, { path: '/', url: '/', queryClient });
    await screen.findByRole('progressbar');
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs);
    expect(screen.getByRole('alert').textContent).toContain('翻訳できません');
    await act(() => queryClient.refetchQueries());
    await advance(TRANSLATION_POLLING.hideAfterErrorMs);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows for 3 s a job that had failed before the dashboard loaded (S5)', async () => {
    const { requests } = serve(translations('error', 40), []);
    renderRoute(<TranslationBanner />, { path: '/', url: '/' });
    expect((await screen.findByRole('alert')).textContent).toContain('翻訳できません');
    await advance(TRANSLATION_POLLING.hideAfterErrorMs);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusPolls(requests)).toBe(0);
  });

  it('gives up after 120 polls', async () => {
    const { requests } = serve(translations('active', 5), [
      { status: 'active', progress: 5, language: 'ja' },
    ]);
    renderRoute(<TranslationBanner />, { path: '/', url: '/' });
    await screen.findByRole('progressbar');
    await advance(TRANSLATION_POLLING.intervalAfterSuccessMs * (TRANSLATION_POLLING.maxAttempts + 10));
    expect(statusPolls(requests)).toBe(TRANSLATION_POLLING.maxAttempts);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays hidden when the status is none or idle, and caps the bar at 99.9 until complete', async () => {
    for (const status of ['none', 'idle', 'complete']) {
      const { requests } = serve(translations(status, 0), []);
      const { unmount } = renderRoute(<TranslationBanner />, { path: '/', url: '/' });
      await advance(3000);
      expect(screen.queryByRole('status')).toBeNull();
      expect(statusPolls(requests)).toBe(0);
      unmount();
    }
    expect(shownProgress(100)).toBe(99.9);
    expect(shownProgress(42.5)).toBe(42.5);
  });
});
