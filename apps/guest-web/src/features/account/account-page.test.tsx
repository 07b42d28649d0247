import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Order } from '@hotel/contracts/dining';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { AccountPage } from './account-page.lazy.tsx';

const order = (id: number, status: Order['status'], overrides: Partial<Order> = {}): Order => ({
  id,
  status,
  currency_symbol: '฿',
  total: 760,
  location: { id: 2, name: 'Pool Deck' },
  scheduled_for: null,
  created_at: '2025-03-15T10:00:00Z',
  items: [
    {
      id: id * 10,
      dining_item: 1,
      name: 'Margherita Pizza',
      quantity: 2,
      unit_price: 380,
      total_price: 760,
      notes: '',
      option_details: [
        { id: 100, name: 'Size', values: [{ id: 1000, name: 'Regular', price_adjustment: 0 }] },
        {
          id: 101,
          name: 'Toppings',
          values: [
            { id: 1010, name: 'Mushrooms', price_adjustment: 0 },
            { id: 1012, name: 'Olives', price_adjustment: 0 },
          ],
        },
      ],
    },
  ],
  ...overrides,
});

function serveOrders(orders: Order[] | (() => Response)) {
  return mockFetch((request) =>
    request.url === '/api/guest/orders/?limit=20'
      ? typeof orders === 'function'
        ? orders()
        : jsonResponse(200, orders)
      : jsonResponse(404, { detail: 'Not found' }),
  );
}

const renderAccount = () => renderRoute(<AccountPage />, { path: '/account', url: '/account' });

beforeEach(() => logInDemoGuest());

describe("account page: 'Your orders'", () => {
  it('asks for orders a page at a time and loads older ones on request', async () => {
    const newest = Array.from({ length: 20 }, (_, index) => order(45 - index, 'delivered'));
    const requested: string[] = [];
    mockFetch((request) => {
      // The page reads other sections too (activities); only the order pages matter here.
      if (request.url.startsWith('/api/guest/orders/')) requested.push(request.url);
      if (request.url === '/api/guest/orders/?limit=20') return jsonResponse(200, newest);
      if (request.url === '/api/guest/orders/?limit=20&before=26')
        return jsonResponse(200, [order(25, 'delivered'), order(24, 'pending')]);
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderAccount();
    await screen.findByRole('article', { name: 'Order #45' }, { timeout: 5_000 });
    expect(screen.queryByRole('article', { name: 'Order #25' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    await screen.findByRole('article', { name: 'Order #24' }, { timeout: 5_000 });
    expect(screen.getAllByRole('article')).toHaveLength(22);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
    expect(requested).toEqual(['/api/guest/orders/?limit=20', '/api/guest/orders/?limit=20&before=26']);
  });

  it('hides cancelled orders until the toggle shows them', async () => {
    serveOrders([order(3, 'in_progress'), order(2, 'cancelled'), order(1, 'delivered', { location: null })]);
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Order #3' });
    expect(screen.getByRole('article', { name: 'Order #1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Order #2' })).toBeNull();

    const toggle = screen.getByRole('switch', { name: 'Show cancelled' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const cancelled = screen.getByRole('article', { name: 'Order #2' });
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByRole('article', { name: 'Order #2' })).toBeNull();
  });

  it('shows number, status text, lines with quantity, name, options and price, and the total', async () => {
    serveOrders([order(7, 'in_progress')]);
    renderAccount();
    const card = await screen.findByRole('article', { name: 'Order #7' });
    expect(within(card).getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe('/orders/7');
    expect(within(card).getByText('Being prepared')).toBeTruthy();
    expect(within(card).getByText('2×')).toBeTruthy();
    expect(within(card).getByText('Margherita Pizza')).toBeTruthy();
    expect(within(card).getByText('Size: Regular')).toBeTruthy();
    expect(within(card).getByText('Toppings: Mushrooms, Olives')).toBeTruthy();
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('฿760.00');
  });

  it.each([
    ['pending', 'Received'],
    ['ready', 'Ready for pickup'],
    ['completed', 'Ready'],
    ['delivered', 'Delivered'],
  ] as const)('names the status %s through status_%s', async (status, text) => {
    serveOrders([order(1, status)]);
    renderAccount();
    const card = await screen.findByRole('article', { name: 'Order #1' });
    expect(within(card).getByText(text)).toBeTruthy();
  });

  it('says when there are no orders, or only cancelled ones', async () => {
    serveOrders([order(2, 'cancelled')]);
    renderAccount();
    expect(await screen.findByText('1 cancelled order is hidden.')).toBeTruthy();
  });

  it('says when the orders cannot be loaded', async () => {
    serveOrders(() => jsonResponse(500, {}));
    renderAccount();
    expect((await screen.findByRole('alert')).textContent).toBe('error loading account data');
  });
});
