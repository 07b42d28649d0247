import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GuestDataErasure, GuestDataStatus } from '@hotel/contracts/privacy';
import type { StaffStay } from '@hotel/contracts/stays';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { staffSessionOf } from '../../test/staff-session.ts';
import { PersonalDataSection } from './personal-data-section.tsx';

const stay: StaffStay = {
  id: 42,
  room_id: 7,
  room_number: '101',
  room_licensed: true,
  family_name: 'Tanaka',
  language: 'ja',
  check_in_date: '2026-11-20',
  check_out_date: '2026-11-24',
  checked_out_at: '2026-11-24T04:00:00.000Z',
  status: 'checked_out',
  signed_in_devices: 0,
  open_bill_questions: 0,
};

const status = (overrides: Partial<GuestDataStatus> = {}): GuestDataStatus => ({
  stay_id: 42,
  room_number: '101',
  family_name: 'Tanaka',
  checked_out_at: '2026-11-24T04:00:00.000Z',
  personal_data_erased_at: null,
  can_erase: true,
  ...overrides,
});

const erased: GuestDataErasure = {
  stay_id: 42,
  room_number: '101',
  erased_at: '2026-11-29T02:15:00.000Z',
  already_erased: false,
  counts: {
    stays: 1,
    guest_sessions_deleted: 0,
    order_lines: 2,
    activity_bookings: 0,
    chat_messages: 5,
    notifications: 3,
    folio_lines: 0,
    payments: 1,
    bill_questions: 0,
    translation_reports: 0,
    push_subscriptions_deleted: 0,
  },
};

function renderSection(answers: { status: GuestDataStatus }) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.endsWith('/personal-data/status/')) return new Response(JSON.stringify(answers.status));
      if (url.endsWith('/erase-personal-data/')) return new Response(JSON.stringify(erased));
      return new Response(JSON.stringify({ detail: 'unexpected' }), { status: 500 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf('manager'));
  render(
    <QueryClientProvider client={queryClient}>
      <PersonalDataSection stay={stay} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Personal data/ }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Personal data section of a stay', () => {
  it('exports as a download and erases after a confirmation naming the guest and room', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const calls = renderSection({ status: status() });
    const exportLink = await screen.findByRole('link', { name: /Export \(JSON\)/ });
    expect(exportLink.getAttribute('href')).toBe('/api/staff/stays/42/personal-data/');
    expect(exportLink.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Erase personal data/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/Tanaka, room 101/));
    await screen.findByText(/Personal data erased on/);
    expect(calls).toContainEqual({ url: '/api/staff/stays/42/erase-personal-data/', method: 'POST' });
    expect(screen.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    const calls = renderSection({ status: status() });
    fireEvent.click(await screen.findByRole('button', { name: /Erase personal data/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
    expect(screen.queryByText(/Personal data erased on/)).toBeNull();
  });

  it('disables Erase with the reason for a stay still in the house', async () => {
    renderSection({ status: status({ checked_out_at: null, can_erase: false }) });
    const button = await screen.findByRole('button', { name: /Erase personal data/ });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(/possible after check-out/).id).toBe(button.getAttribute('aria-describedby'));
  });

  it('shows when an erased stay was erased, and offers no second erasure', async () => {
    renderSection({ status: status({ family_name: 'Erased', personal_data_erased_at: erased.erased_at }) });
    // 02:15 UTC is 09:15 in Bangkok, the hotel's zone.
    expect((await screen.findByText(/Personal data erased on/)).textContent).toMatch(/9:15/);
    expect(screen.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Export \(JSON\)/ })).toBeTruthy();
  });
});
