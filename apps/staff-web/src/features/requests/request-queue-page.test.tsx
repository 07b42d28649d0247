import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import RequestQueuePage from './request-queue-page.tsx';
import { RECENTLY_DONE_SHOWN } from './use-requests.ts';

/** A towels request of room 2xx, taken by Ana and done, the first one last. */
const done = (index: number): StaffServiceRequest => ({
  id: index,
  booking_id: index,
  room: String(200 + index),
  kind: 'towels',
  status: 'done',
  do_not_disturb: false,
  created_at: '2026-11-28T07:00:00.000Z',
  acknowledged_at: '2026-11-28T07:01:00.000Z',
  acknowledged_by: { id: 3, name: 'Ana' },
  closed_at: '2026-11-28T07:05:00.000Z',
});

function renderQueue(doneRequests: StaffServiceRequest[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://console.test');
      if (url.pathname === '/api/staff/requests/stats/') return new Response(JSON.stringify({ days: [] }));
      const status = url.searchParams.get('status');
      return new Response(JSON.stringify({ requests: status === 'done' ? doneRequests : [] }));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf('housekeeping'));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RequestQueuePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the request queue', () => {
  it('lists the requests done last under the open ones, with who took them', async () => {
    renderQueue(Array.from({ length: 15 }, (_, index) => done(index + 1)));
    const section = await screen.findByRole('region', { name: 'Recently done' });
    await within(section).findByText('Room 201 · Towels');
    expect(within(section).getAllByRole('listitem')).toHaveLength(RECENTLY_DONE_SHOWN);
    expect(within(section).getAllByText(/^Taken by Ana, done at /)).toHaveLength(RECENTLY_DONE_SHOWN);
  });

  it('says so when nothing is done yet', async () => {
    renderQueue([]);
    expect(await screen.findByText('Nothing marked done yet.')).toBeTruthy();
  });
});
