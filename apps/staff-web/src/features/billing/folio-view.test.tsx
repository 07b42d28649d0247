import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FolioLine, StaffFolio } from '@hotel/contracts/billing';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { FolioView } from './folio-view.tsx';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

const session = staffSessionOf('front_desk');

const line = (overrides: Partial<FolioLine>): FolioLine => ({
  id: 1,
  date: '2026-11-26T02:00:00.000Z',
  description: 'Kayak (ACT-TKVFF2)',
  kind: 'activity_booking',
  amount: 1300,
  status: 'paid',
  reverses_line_id: null,
  reversed: false,
  reason: null,
  ...overrides,
});

/** A booking paid online, then cancelled: the hotel owes the guest ฿1,300.00. */
const owesRefund: StaffFolio = {
  total: 0,
  paid_total: 1300,
  outstanding_total: 0,
  refund_due: 1300,
  currency_symbol: '฿',
  currency_code: 'THB',
  lines: [
    line({ reversed: true }),
    line({
      id: 2,
      description: 'Cancelled: Kayak (ACT-TKVFF2)',
      kind: 'reversal',
      amount: -1300,
      status: 'outstanding',
      reverses_line_id: 1,
    }),
  ],
  questions: [],
  stay_id: 5,
  room_number: '101',
  family_name: 'Tanaka',
  check_in_date: '2026-11-25',
  check_out_date: '2026-11-28',
  checked_out: false,
  hotel_name: 'Demo Riverside Hotel',
  payments: [
    {
      id: 3,
      kind: 'payment',
      amount: 1300,
      method: 'online_test',
      reference: null,
      completed_at: '2026-11-26T02:05:00.000Z',
      recorded_by: null,
    },
  ],
};

const refunded: StaffFolio = {
  ...owesRefund,
  paid_total: 0,
  refund_due: 0,
  lines: [owesRefund.lines[0]!, { ...owesRefund.lines[1]!, status: 'refunded' }],
  payments: [
    ...owesRefund.payments,
    {
      id: 4,
      kind: 'refund',
      amount: 1300,
      method: 'cash',
      reference: 'R-77',
      completed_at: '2026-11-26T03:00:00.000Z',
      recorded_by: 'Pat',
    },
  ],
};

function renderFolio(folio: StaffFolio) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        url: input,
        method,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return new Response(JSON.stringify(method === 'POST' ? refunded : folio), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FolioView stayId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('folio: a refund due', () => {
  it('shows the refund owed, not a negative outstanding, and records it being returned', async () => {
    const calls = renderFolio(owesRefund);
    const due = await screen.findByText('Refund due', { selector: 'dt' });
    expect(due.nextElementSibling!.textContent).toBe('฿1,300.00');
    expect(screen.queryByText('Outstanding', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Credit (open)')).toBeTruthy();
    // Nothing to take from the guest.
    expect(screen.queryByRole('button', { name: /Record payment/ })).toBeNull();
    expect(screen.getByText(/฿1,300.00 is due back to the guest/)).toBeTruthy();

    const form = screen.getByRole('heading', { name: 'Refund due: ฿1,300.00' }).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Returned by'), { target: { value: 'cash' } });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'R-77' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund of ฿1,300.00' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/staff/stays/5/folio/refunds/',
        method: 'POST',
        body: { method: 'cash', amount: 1300, reference: 'R-77' },
      }),
    );
    // The folio the server answered: the refund is listed with who returned it, and nothing is owed any more.
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await within(payments).findByText(/Refund · Cash · R-77 · Pat/);
    expect(within(payments).getByText('−฿1,300.00')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record refund/ })).toBeNull();
  });

  it('still lets the desk record a refund owed after check-out', async () => {
    renderFolio({ ...owesRefund, checked_out: true });
    await screen.findByRole('button', { name: 'Record refund of ฿1,300.00' });
    expect(screen.queryByRole('heading', { name: 'Check out' })).toBeNull();
  });
});
