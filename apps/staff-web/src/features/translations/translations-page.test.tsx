import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffTranslationsResponse } from '@hotel/contracts/translations';
import TranslationsPage from './translations-page.tsx';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

const screenData: StaffTranslationsResponse = {
  provider: 'deepl',
  source_language: 'en',
  jobs: [
    {
      language: 'ja',
      status: 'complete',
      progress: 100,
      error: null,
      updated_at: '2026-11-26T02:00:00.000Z',
    },
    {
      language: 'ar',
      status: 'error',
      progress: 20,
      error: 'DeepL answered 456: Quota exceeded',
      updated_at: '2026-11-26T02:00:00.000Z',
    },
  ],
  reports: [
    {
      id: 4,
      language: 'ja',
      source_text: 'Green curry',
      shown_text: '緑のカレー',
      note: 'Should be グリーンカレー',
      room_number: '101',
      created_at: '2026-11-26T02:00:00.000Z',
    },
  ],
  corrections: [],
};

function renderPage() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({
        url: input,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return new Response(JSON.stringify(input === '/api/staff/translations/' ? screenData : { ok: true }), {
        status: 200,
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TranslationsPage />
    </QueryClientProvider>,
  );
  return calls;
}

describe('translations screen', () => {
  it("shows a guest's report and saves the manager's wording for it", async () => {
    const calls = renderPage();
    const reports = await screen.findByRole('region', { name: 'Reported by guests (1)' });
    expect(within(reports).getByText('日本語 (ja) · room 101', { exact: false })).toBeTruthy();
    expect(within(reports).getByText('Should be グリーンカレー')).toBeTruthy();
    const field = within(reports).getByLabelText('Your wording in 日本語 (ja)');
    expect((field as HTMLTextAreaElement).value).toBe('緑のカレー');
    fireEvent.change(field, { target: { value: 'グリーンカレー' } });
    fireEvent.click(within(reports).getByRole('button', { name: 'Save wording' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        url: '/api/staff/translations/corrections/',
        method: 'PUT',
        body: { language: 'ja', source_text: 'Green curry', text: 'グリーンカレー', report_id: 4 },
      }),
    );
  });

  it('closes a report without a correction, and shows each language’s state', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Translation is fine' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/staff/translations/reports/4/dismiss/')).toBe(true),
    );
    const languages = screen.getByRole('region', { name: 'Languages guests use' });
    expect(within(languages).getByText('Up to date')).toBeTruthy();
    expect(within(languages).getByText('DeepL answered 456: Quota exceeded')).toBeTruthy();
    expect(screen.getByText(/translated by DeepL/)).toBeTruthy();
  });
});
