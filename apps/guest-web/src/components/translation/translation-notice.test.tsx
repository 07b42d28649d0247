import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { ContentText } from './content-text.tsx';
import { TranslatedArea, TranslationNotice } from './translation-notice.tsx';
import { translationsKey } from '../../lib/translation/use-content-translation.ts';

const content = {
  'Green curry': 'グリーンカレー',
  'Slow-cooked with Thai basil': 'タイバジルで煮込みました',
};

function serve() {
  return mockFetch((request) =>
    request.url.startsWith('/api/translations/reports/')
      ? jsonResponse(201, { id: 7 })
      : jsonResponse(200, {
          ui: {},
          content,
          language: 'ja',
          translation_status: 'complete',
          translation_progress: 100,
        }),
  );
}

function Dish() {
  return (
    <TranslatedArea>
      <h2>
        <ContentText text="Green curry" />
      </h2>
      <p>
        <ContentText text="Slow-cooked with Thai basil" />
      </p>
      <p>
        <ContentText text="Jasmine rice" />
      </p>
      <TranslationNotice texts={['Green curry', 'Slow-cooked with Thai basil', 'Jasmine rice']} />
    </TranslatedArea>
  );
}

beforeEach(async () => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  await i18n.changeLanguage('ja');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('hotel content in the guest’s language', () => {
  it('shows translations, marks untranslated text as English, and the original with one tap', async () => {
    const { requests } = serve();
    const { queryClient } = renderRoute(<Dish />, { path: '/', url: '/' });
    await screen.findByText('グリーンカレー');
    // Three texts and the notice, one read of the translations between them: the shell's (renderRoute's) provider.
    expect(requests.filter((request) => request.url.startsWith('/api/translations/?'))).toHaveLength(1);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: translationsKey('ja') })
        ?.getObserversCount(),
    ).toBe(1);
    expect(screen.getByRole('heading').textContent).toBe('グリーンカレー');
    expect(screen.getByText('Jasmine rice').getAttribute('lang')).toBe('en');
    expect(screen.getByText('グリーンカレー').getAttribute('lang')).toBeNull();
    expect(screen.getByText('自動翻訳です。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '原文を表示' }));
    expect(screen.getByRole('heading').textContent).toBe('Green curry');
    expect(screen.getByText('Slow-cooked with Thai basil')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '翻訳を表示' }));
    expect(screen.getByRole('heading').textContent).toBe('グリーンカレー');
  });

  it('sends a report of the text the guest picks, with what they saw and their note', async () => {
    const { requests } = serve();
    renderRoute(<Dish />, { path: '/', url: '/' });
    await screen.findByText('グリーンカレー');
    fireEvent.click(screen.getByRole('button', { name: '翻訳の誤りを報告' }));
    // Only translated texts can be reported.
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: /タイバジル/ }));
    fireEvent.change(screen.getByLabelText('どこがおかしいですか？（任意）'), {
      target: { value: 'Sounds odd' },
    });
    fireEvent.click(screen.getByRole('button', { name: '報告を送る' }));
    expect(await screen.findByText('ありがとうございます。ホテルがこの翻訳を確認します。')).toBeTruthy();
    const report = requests.find((request) => request.url.startsWith('/api/translations/reports/'));
    expect(report?.method).toBe('POST');
    expect(report?.body).toEqual({
      language: 'ja',
      source_text: 'Slow-cooked with Thai basil',
      shown_text: 'タイバジルで煮込みました',
      note: 'Sounds odd',
    });
  });

  it('says nothing when nothing is translated', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        ui: {},
        content: {},
        language: 'ja',
        translation_status: 'none',
        translation_progress: 0,
      }),
    );
    renderRoute(<Dish />, { path: '/', url: '/' });
    await screen.findByText('Green curry');
    expect(screen.queryByText('自動翻訳です。')).toBeNull();
  });
});
