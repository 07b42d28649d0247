import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffActivityBooking, StaffActivityDay } from '@hotel/contracts/activities';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import ActivityBookingsPage from './activity-bookings-page.tsx';

const session = staffSessionOf('front_desk');

const start = new Date(Date.now() + 86_400_000).toISOString();

/** A cruise that asks for payment before it is confirmed, booked by room 101. */
const pending: StaffActivityBooking = {
  id: 9,
  activity_id: 2,
  activity_name: 'Sunset River Cruise',
  activity_image: null,
  status: 'pending',
  scheduled_date: start.slice(0, 10),
  scheduled_time: '17:30',
  end_time: '19:00',
  formatted_time: '5:30 PM',
  starts_at: start,
  ends_at: start,
  timezone: 'Asia/Bangkok',
  number_of_people: 2,
  selected_options_details: [],
  special_requests: '',
  total_price: 4500,
  currency_symbol: '฿',
  reference_number: 'ACT-CRUISE',
  prepayment_required: true,
  prepayment_made: false,
  can_cancel: true,
  cancel_until: start,
  cancel_reason: null,
  created_at: start,
  updated_at: start,
  room_number: '101',
  family_name: 'Tanaka',
};

const day: StaffActivityDay = {
  date: start.slice(0, 10),
  timezone: 'Asia/Bangkok',
  pending_days: [],
  activities: [
    {
      id: 2,
      name: 'Sunset River Cruise',
      slots: [
        {
          start_time: '17:30',
          end_time: '19:00',
          starts_at: start,
          capacity: 10,
          booked: 2,
          closed: false,
          bookings: [pending],
        },
      ],
    },
  ],
};

/** The page for a signed-in front desk, on whatever the stubbed fetch answers. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ActivityBookingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('activity bookings: a prepayment booking', () => {
  it('is confirmed with how the guest paid, which the server settles on the bill', async () => {
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ ...pending, status: 'confirmed', prepayment_made: true }));
        }
        return new Response(JSON.stringify(day));
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Payment received, confirm' }));
    // Asked first, not confirmed on the first tap.
    expect(patches).toEqual([]);
    expect(screen.getByText('How did the guest pay?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.change(screen.getByLabelText(/Reference/), { target: { value: 'R-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payment received, confirm' }));
    await waitFor(() =>
      expect(patches).toEqual([{ action: 'confirm', payment_method: 'cash', payment_reference: 'R-12' }]),
    );
  });
});

describe('activity bookings: other days', () => {
  it('points to the days with bookings waiting for confirmation, and opens one', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        asked.push(input);
        const date = new URL(input, 'http://console.test').searchParams.get('date')!;
        return new Response(
          JSON.stringify({
            ...day,
            date,
            activities: [],
            pending_days: date === '2026-12-05' ? [] : [{ date: '2026-12-05', count: 2 }],
          }),
        );
      }),
    );
    renderPage();
    await screen.findByText('Waiting for confirmation on other days:');
    fireEvent.click(screen.getByRole('button', { name: /Dec.*: 2 bookings/ }));
    await waitFor(() => expect(asked.at(-1)).toContain('date=2026-12-05'));
    await waitFor(() => expect(screen.queryByText('Waiting for confirmation on other days:')).toBeNull());
  });
});
