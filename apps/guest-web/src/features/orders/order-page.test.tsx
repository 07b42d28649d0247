import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@hotel/contracts/dining';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { OrderPage } from './order-page.lazy.tsx';
import { applyOrderUpdate, orderQueryKey } from './use-order.ts';

const order: Order = {
  id: 5,
  status: 'in_progress',
  currency_symbol: '฿',
  total: 390,
  location: { id: 2, name: 'Pool Bar' },
  scheduled_for: null,
  created_at: '2025-03-14T09:00:00.000Z',
  items: [
    {
      id: 1,
      dining_item: 3,
      name: 'Pad Thai',
      quantity: 2,
      unit_price: 170,
      total_price: 340,
      notes: 'No peanuts',
      option_details: [{ id: 1, name: 'Size', values: [{ id: 2, name: 'Large', price_adjustment: 20 }] }],
    },
    {
      id: 2,
      dining_item: 4,
      name: 'Iced tea',
      quantity: 1,
      unit_price: 50,
      total_price: 50,
      notes: '',
      option_details: [],
    },
  ],
};

function renderOrder(url = '/orders/5', body: unknown = order, status = 200) {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  const server = { body };
  const { requests } = mockFetch(() => jsonResponse(status, server.body));
  return { ...renderRoute(<OrderPage />, { path: '/orders/:id', url }), requests, server };
}

describe('order page', () => {
  it('shows the number, the status in words, the lines, the total and where it goes', async () => {
    const { requests } = renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order #5' })).toBeTruthy();
    expect(requests[0]?.url).toContain('/api/orders/5/');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Being prepared');
    expect(status.textContent).toContain('Your order is being prepared');
    expect(screen.getByText('Pad Thai')).toBeTruthy();
    const option = screen.getByText((_, element) => element?.textContent === 'Size: Large (+฿20.00)');
    // The price keeps together on one line: '+' never wraps away from '฿20.00'.
    expect(within(option).getByText('(+฿20.00)').className).toContain('whitespace-nowrap');
    // Plain text around the price, as in the cart: marks isolating the name and the value put the colon on the
    // wrong side in Arabic ('Large :Size').
    expect(option.querySelector('bdi')).toBeNull();
    expect(screen.getByText('Note: No peanuts')).toBeTruthy();
    expect(screen.getByText('฿340.00')).toBeTruthy();
    expect(screen.getByText('฿390.00')).toBeTruthy();
    expect(screen.getByText('Pool Bar')).toBeTruthy();
    expect(screen.getByText('As soon as possible')).toBeTruthy();
  });

  it('says room service for an order without a location, and shows a scheduled time', async () => {
    renderOrder('/orders/5', { ...order, location: null, scheduled_for: '2025-03-14T12:30:00.000Z' });
    expect(await screen.findByText('Room service')).toBeTruthy();
    expect(screen.queryByText('As soon as possible')).toBeNull();
  });

  it('follows a live order update', async () => {
    const { queryClient, requests, server } = renderOrder();
    await screen.findByRole('heading', { name: 'Order #5' });
    server.body = { ...order, status: 'ready' };
    act(() => {
      applyOrderUpdate(queryClient, {
        type: 'order_update',
        id: 31,
        order_id: 5,
        status: 'ready',
        message: 'Your order is ready for pickup',
        data: { ...order, status: 'ready' },
      });
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Ready for pickup'));
    expect(screen.getByRole('status').textContent).toContain('Your order is ready for pickup');
    // The order came with the message: nothing to fetch.
    expect(requests).toHaveLength(1);
    server.body = { ...order, status: 'delivered' };
    // Without the order in the message, the status alone still lands.
    act(() => {
      applyOrderUpdate(queryClient, { type: 'order_update', id: 32, order_id: 5, status: 'delivered' });
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Delivered'));
    expect(queryClient.getQueryData<Order>(orderQueryKey(5))?.status).toBe('delivered');
  });

  it('says so when the order is not the guest’s or does not exist', async () => {
    renderOrder('/orders/999', { detail: 'Order not found.' }, 404);
    expect(await screen.findByText('We could not find this order.')).toBeTruthy();
    renderOrder('/orders/abc');
    expect(screen.getAllByText('We could not find this order.').length).toBeGreaterThan(1);
  });
});
