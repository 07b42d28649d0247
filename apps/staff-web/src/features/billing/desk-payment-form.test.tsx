import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffFolio } from '@hotel/contracts/billing';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { FolioView } from './folio-view.tsx';

interface Call {
  method: string;
  body: unknown;
  key: string | null;
}

/** A villa night of ฿10,000.00, not paid yet. */
const owing: StaffFolio = {
  total: 10_000,
  paid_total: 0,
  outstanding_total: 10_000,
  refund_due: 0,
  currency_symbol: '฿',
  currency_code: 'THB',
  lines: [
    {
      id: 1,
      date: '2026-11-26T02:00:00.000Z',
      description: 'Villa',
      kind: 'manual',
      amount: 10_000,
      status: 'outstanding',
      reverses_line_id: null,
      reversed: false,
      reason: null,
    },
  ],
  questions: [],
  stay_id: 5,
  room_number: '101',
  family_name: 'Tanaka',
  check_in_date: '2026-11-25',
  check_out_date: '2026-11-28',
  checked_out: false,
  hotel_name: 'Demo Riverside Hotel',
  payments: [],
};

/** What the server answers a part payment of ฿4,000.00: an open credit line, ฿6,000.00 still outstanding. */
const partPaid: StaffFolio = {
  ...owing,
  paid_total: 4_000,
  outstanding_total: 6_000,
  lines: [
    ...owing.lines,
    {
      id: 2,
      date: '2026-11-26T03:00:00.000Z',
      description: 'Part payment received',
      kind: 'payment_on_account',
      amount: -4_000,
      status: 'outstanding',
      reverses_line_id: null,
      reversed: false,
      reason: null,
    },
  ],
  payments: [
    {
      id: 7,
      kind: 'payment',
      amount: 4_000,
      method: 'cash',
      reference: null,
      completed_at: '2026-11-26T03:00:00.000Z',
      recorded_by: 'Pat',
    },
  ],
};

/** The folio as `answers` say, one per POST (a Response, or an Error for a call that never got through). */
function renderFolio(
  folio: StaffFolio,
  answers: (StaffFolio | Error)[],
  role: 'front_desk' | 'manager' = 'front_desk',
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return new Response(JSON.stringify(folio), { status: 200 });
      calls.push({
        method,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        key: new Headers(init?.headers).get('Idempotency-Key'),
      });
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf(role));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FolioView stayId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

async function paymentForm() {
  return (await screen.findByRole('heading', { name: /^Take payment/ })).closest('form')!;
}

describe('folio: taking money at the desk', () => {
  it('takes a part of the balance; the credit line shows, the rest stays outstanding and check-out waits', async () => {
    const calls = renderFolio(owing, [partPaid]);
    const form = await paymentForm();
    const amount = within(form).getByLabelText('Amount taken (THB)');
    expect((amount as HTMLInputElement).value).toBe('10000');
    expect(within(form).getByRole('button', { name: 'Record payment of ฿10,000.00' })).toBeTruthy();

    fireEvent.change(amount, { target: { value: '4000' } });
    expect(within(form).getByText(/฿6,000.00 stays outstanding/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record part payment of ฿4,000.00' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { method: 'cash', amount: 4000, outstanding: 10_000 },
    });
    expect(calls[0]!.key).toMatch(/^[\w-]{16,}$/);

    // The folio the server answered.
    const credit = (await screen.findByText('Part payment received')).closest('tr')!;
    expect(within(credit).getByText('Part payment')).toBeTruthy();
    expect(within(credit).getByText('−฿4,000.00')).toBeTruthy();
    expect(screen.getByText('Outstanding', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '฿6,000.00',
    );
    const next = await paymentForm();
    await waitFor(() =>
      expect((within(next).getByLabelText('Amount taken (THB)') as HTMLInputElement).value).toBe('6000'),
    );
    expect(screen.getByText(/฿6,000.00 is still outstanding/)).toBeTruthy();
  });

  it('refuses more than the balance before sending anything', async () => {
    const calls = renderFolio(owing, []);
    const form = await paymentForm();
    fireEvent.change(within(form).getByLabelText('Amount taken (THB)'), { target: { value: '10000.01' } });
    expect(within(form).getByText('That is more than the outstanding balance of ฿10,000.00.')).toBeTruthy();
    const button = within(form).getByRole('button', { name: /Record payment/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    fireEvent.change(within(form).getByLabelText('Amount taken (THB)'), { target: { value: '0' } });
    expect((within(form).getByRole('button', { name: /Record payment/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the same payment again under its first Idempotency-Key after a failure, a new one for another', async () => {
    const calls = renderFolio(owing, [new Error('offline'), new Error('offline'), partPaid]);
    const form = await paymentForm();
    fireEvent.change(within(form).getByLabelText('Amount taken (THB)'), { target: { value: '4000' } });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: /Record part payment/ }));
    submit();
    await within(form).findByText('The server could not be reached.');
    submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);
    fireEvent.change(within(form).getByLabelText('Amount taken (THB)'), { target: { value: '3000' } });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Record part payment/ })).toBeTruthy(),
    );
    submit();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
    expect(calls[2]!.body).toMatchObject({ amount: 3000 });
  });

  it('does not offer to correct a part payment away', async () => {
    renderFolio(partPaid, [], 'manager');
    await screen.findByText('Part payment received');
    expect(screen.getByRole('button', { name: /^Correct\s*Villa$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Correct\s*Part payment/ })).toBeNull();
  });
});
