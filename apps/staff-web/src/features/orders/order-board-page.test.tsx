import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffOrder } from '@hotel/contracts/dining';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import OrderBoardPage from './order-board-page.tsx';

const session = staffSessionOf('manager');

const now = new Date().toISOString();
const order: StaffOrder = {
  id: 7,
  status: 'pending',
  currency_symbol: '฿',
  total: 320,
  location: null,
  scheduled_for: null,
  created_at: now,
  updated_at: now,
  items: [],
  room_number: '101',
  family_name: 'Tanaka',
};

describe('order board while the server is away', () => {
  it('says it once, and drops the failed move once the board is read again', async () => {
    let serverUp = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(String(input).includes('/locations/') ? [] : [order]));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OrderBoardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const unreachable = 'The server could not be reached.';
    const start = await screen.findByRole('button', { name: /start/i });
    serverUp = false;
    fireEvent.click(start);
    // The move and the board's read both failed: one banner, the board's, with Try again.
    await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(screen.getAllByText(unreachable)).toHaveLength(1));
    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(unreachable)).toBeNull());
  });
});
