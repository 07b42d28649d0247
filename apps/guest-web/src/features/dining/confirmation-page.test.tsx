import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Order } from '@hotel/contracts/dining';
import { ConfirmationPage } from './confirmation-page.lazy.tsx';

const order: Order = {
  id: 41,
  status: 'pending',
  currency_symbol: '฿',
  total: 640,
  location: null,
  scheduled_for: null,
  created_at: '2025-03-15T10:00:00Z',
  items: [
    {
      id: 1,
      dining_item: 2,
      name: 'Pad Thai',
      quantity: 2,
      unit_price: 320,
      total_price: 640,
      notes: '',
      option_details: [],
    },
  ],
};

function renderWithState(state: unknown) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/confirmation', state }]}>
        <Routes>
          <Route path="/confirmation" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('confirmation page', () => {
  it('confirms the order it was handed, with its lines, total, time, place and links', () => {
    renderWithState({ order });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order Confirmed');
    expect(screen.getByText('Your order has been submitted successfully.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order #41' })).toBeTruthy();
    expect(screen.getByText('Pad Thai')).toBeTruthy();
    expect(screen.getByText('Room service')).toBeTruthy();
    expect(screen.getByText('Right Away')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('฿640.00');
    expect(screen.getByRole('link', { name: 'View order status' }).getAttribute('href')).toBe('/orders/41');
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('points to the account page when there is no order in the navigation state (a reload)', () => {
    renderWithState(null);
    expect(screen.queryByText('Order Confirmed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe('/account');
  });
});
