import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffOrder } from '@hotel/contracts/dining';
import { permissionsOfRole, type StaffSessionResponse } from '@hotel/contracts/staff';
import { SESSION_QUERY_KEY } from '../auth/use-session.ts';
import OrderBoardPage from './order-board-page.tsx';

const session: StaffSessionResponse = {
  staff: {
    id: 1,
    email: 'kitchen@hotel.test',
    name: 'Ann',
    role: 'manager',
    active: true,
    location_scope: null,
  },
  hotel: {
    unique_id: 'HOTEL-DEMO',
    name: 'Demo Riverside Hotel',
    timezone: 'Asia/Bangkok',
    currency_symbol: '฿',
    primary_color: '#1f5f8b',
    small_logo_url: null,
    request_realert_seconds: 30,
    order_lead_minutes: 30,
  },
  permissions: permissionsOfRole('manager'),
  csrf_token: 'csrf',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
};

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
