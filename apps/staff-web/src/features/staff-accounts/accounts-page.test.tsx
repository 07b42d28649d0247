import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffMember, StaffSignInLockout } from '@hotel/contracts/staff';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import AccountsPage from './accounts-page.tsx';

const member = (id: number, name: string): StaffMember => ({
  id,
  email: `${name.toLowerCase()}@hotel.test`,
  name,
  role: 'front_desk',
  active: true,
  location_scope: null,
});

describe('staff accounts: paused sign-ins', () => {
  it('shows the manager whose sign-in is paused, from where and until when, and Clear ends it', async () => {
    let pauses: StaffSignInLockout[] = [
      {
        id: 5,
        staff_member_id: 2,
        kind: 'account_and_address',
        address: '203.0.113.9',
        failures: 10,
        // 15:30 in the hotel's time zone (Asia/Bangkok, UTC+7).
        locked_until: '2026-11-29T08:30:00.000Z',
      },
    ];
    const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/sign-in-lockouts/5/clear/')) {
        pauses = [];
        return new Response(JSON.stringify({ ok: true }));
      }
      if (url.includes('/sign-in-lockouts/')) return new Response(JSON.stringify({ lockouts: pauses }));
      if (url.includes('/locations/')) return new Response('[]');
      expect(init?.method ?? 'GET').toBe('GET');
      return new Response(JSON.stringify({ accounts: [member(1, 'Ana'), member(2, 'Sam')] }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf('manager'));
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AccountsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const notice = await screen.findByText(
      'Sign-in paused after 10 failed attempts from 203.0.113.9 until 15:30.',
    );
    // On Sam's row, not Ana's.
    expect(notice.closest('li')!.textContent).toContain('Sam');
    expect(screen.getByText('ana@hotel.test').closest('li')!.textContent).not.toContain('paused');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Sam' }));
    await waitFor(() => expect(screen.queryByText(/Sign-in paused/)).toBeNull());
    const clearCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/clear/'));
    expect(clearCall?.[1]?.method).toBe('POST');
  });
});
