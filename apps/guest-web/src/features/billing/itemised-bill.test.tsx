import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Billing, FolioLine } from '@hotel/contracts/billing';
import { renderRoute } from '../../test/render.tsx';
import { ItemisedBill } from './itemised-bill.tsx';

const line = (overrides: Partial<FolioLine>): FolioLine => ({
  id: 1,
  date: '2026-11-26T02:00:00Z',
  description: 'Villa',
  kind: 'manual',
  amount: 30_000_000,
  status: 'outstanding',
  reverses_line_id: null,
  reversed: false,
  reason: null,
  ...overrides,
});

/** An IDR folio past 2³¹ minor units, 5,000,000 IDR of it paid at the desk (issue 34). */
const partPaid: Billing = {
  total: 30_000_000,
  paid_total: 5_000_000,
  outstanding_total: 25_000_000,
  refund_due: 0,
  currency_symbol: 'Rp',
  currency_code: 'IDR',
  lines: [
    line({}),
    line({ id: 2, description: 'Part payment received', kind: 'payment_on_account', amount: -5_000_000 }),
  ],
  questions: [],
};

describe('the itemised bill', () => {
  it('shows a part payment as paid, with its amount taken off, and the charge still to pay', async () => {
    renderRoute(<ItemisedBill billing={partPaid} />, { path: '/', url: '/' });
    const [charge, part] = await screen.findAllByRole('listitem');
    expect(within(charge!).getByText(/· Not paid yet$/)).toBeTruthy();
    expect(within(charge!).getByText('Rp30,000,000.00')).toBeTruthy();
    expect(within(part!).getByText('Part payment received')).toBeTruthy();
    expect(within(part!).getByText(/· Paid$/)).toBeTruthy();
    expect(within(part!).queryByText(/Credit to you/)).toBeNull();
    expect(within(part!).getByText('−Rp5,000,000.00')).toBeTruthy();
    // Money the guest handed over is no charge to question; the charge itself is.
    expect(within(part!).queryByRole('button', { name: /Question this charge/ })).toBeNull();
    expect(within(charge!).getByRole('button', { name: /Question this charge/ })).toBeTruthy();
  });
});
