import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@hotel/contracts/dining';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage.ts';
import { deferred, jsonResponse, type RecordedRequest } from '../../test/fetch-mock.ts';
import { padThai, pizza } from '../../test/dining-fixtures.ts';
import { logInDemoGuest, serveDining } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { CartPage, toOrderPayload } from './cart-page.lazy.tsx';
import { ROOM_SERVICE, useCartStore, type CartLocationId } from './cart-store.ts';
import { useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { registerGuestOutboxKinds } from '../../app/outbox-kinds.ts';

// The outbox's kinds of entry, as the shell registers them.
registerGuestOutboxKinds();

const NOW = new Date('2025-03-15T10:07:30Z');

const createdOrder: Order = {
  id: 41,
  status: 'pending',
  currency_symbol: '฿',
  total: 1020,
  location: { id: 2, name: 'Pool Deck' },
  scheduled_for: null,
  created_at: NOW.toISOString(),
  items: [],
};

const pizzaLine = {
  itemId: pizza.id,
  quantity: 1,
  notes: '',
  selectedOptions: { 100: 1001, 101: [1010, 1011] },
  name: pizza.name,
  price: pizza.price,
  imageUrl: pizza.image_url,
  currency_symbol: '฿',
  option_details: [
    { id: 100, name: 'Size', values: [{ id: 1001, name: 'Large', price_adjustment: 150 }] },
    {
      id: 101,
      name: 'Toppings',
      values: [
        { id: 1010, name: 'Mushrooms', price_adjustment: 0 },
        { id: 1011, name: 'Pepperoni', price_adjustment: 60 },
      ],
    },
  ],
};
const padThaiLine = {
  ...pizzaLine,
  itemId: padThai.id,
  quantity: 2,
  selectedOptions: {},
  name: padThai.name,
  price: padThai.price,
  imageUrl: null,
  option_details: [],
};

function fillCart(locationId: CartLocationId = 2, scheduledFor: string | null = null) {
  const store = useCartStore.getState();
  store.addItem(pizzaLine, { locationId, scheduledFor });
  store.addItem(padThaiLine, { locationId });
}

const renderCart = () => renderRoute(<CartPage />, { path: '/cart', url: '/cart' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  logInDemoGuest();
});

afterEach(() => {
  vi.useRealTimers();
  useCartStore.getState().clear();
});

describe('cart page', () => {
  it('shows location, time, lines with options and prices, and the total', async () => {
    fillCart(2, '2025-03-16T05:30:00.000Z');
    serveDining();
    renderCart();
    expect(await screen.findByText('Pool Deck')).toBeTruthy();
    expect(screen.getByText('Sun, Mar 16, 12:30 PM')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getByText('Margherita Pizza', { selector: 'bdi' })).toBeTruthy();
    expect(screen.getByText('Size: Large')).toBeTruthy();
    expect(screen.getByText('Toppings: Mushrooms, Pepperoni')).toBeTruthy();
    // 380 + 150 + 60 = 590; the pad thai 2 × 320 = 640.
    expect(screen.getAllByText('฿590.00')).toHaveLength(2);
    expect(screen.getByText('฿640.00')).toBeTruthy();
    expect(screen.getByText('฿320.00')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('฿1,230.00');
  });

  it('has a definition list axe accepts (each group holds only dt and dd)', async () => {
    fillCart(2, '2025-03-16T05:30:00.000Z');
    serveDining();
    const { container } = renderCart();
    await screen.findByText('Pool Deck');
    const results = await axe.run(container, { runOnly: ['definition-list', 'dlitem'] });
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id).sort()).toEqual(['definition-list', 'dlitem']);
  });

  it("says 'Right Away' for no time or a time that has passed, and names room service", async () => {
    fillCart(ROOM_SERVICE, '2025-03-15T09:00:00.000Z');
    serveDining();
    renderCart();
    expect(screen.getByText('Right Away')).toBeTruthy();
    expect(screen.getByText('Room service')).toBeTruthy();
  });

  it("says 'Unknown Location' and 'Unknown Product' at 0 for what it cannot name", async () => {
    writeStorage(
      STORAGE_KEYS.cart,
      JSON.stringify({ locationId: 77, scheduledFor: null, items: [{ itemId: 5, quantity: 3 }] }),
    );
    serveDining();
    renderCart();
    expect(await screen.findByText('Unknown Location')).toBeTruthy();
    expect(screen.getByText('Unknown Product', { selector: 'bdi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Unknown Product' })).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('฿0.00');
  });

  it('keeps quantities at least 1, removes lines, and removes the emptied cart', async () => {
    fillCart();
    serveDining();
    renderCart();
    const minus = screen.getByRole('button', {
      name: 'Decrease quantity of Margherita Pizza',
    }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Margherita Pizza' }));
    expect(minus.disabled).toBe(false);
    expect(useCartStore.getState().cart?.items[0]?.quantity).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Margherita Pizza' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pad Thai' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
  });

  it('cancels the cart back to the dashboard and offers more items from the menu', async () => {
    fillCart();
    serveDining();
    renderCart();
    expect(screen.getByRole('link', { name: 'Add more items' }).getAttribute('href')).toBe('/menu');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel cart' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
  });
});

describe('placing the order', () => {
  it('builds the order payload of SPEC section 3', () => {
    fillCart(ROOM_SERVICE, '2025-03-16T05:30:00.000Z');
    const cart = useCartStore.getState().cart!;
    expect(toOrderPayload(cart, NOW.getTime())).toEqual({
      status: 'pending',
      location: null,
      scheduled_for: '2025-03-16T05:30:00.000Z',
      items: [
        { dining_item: 1, quantity: 1, notes: '', selected_options: { 100: 1001, 101: [1010, 1011] } },
        { dining_item: 2, quantity: 2, notes: '', selected_options: {} },
      ],
    });
    // A time that has passed goes as "right away", as the cart shows it.
    expect(
      toOrderPayload({ ...cart, locationId: 3, scheduledFor: '2025-03-15T09:00:00Z' }, NOW.getTime()),
    ).toMatchObject({ location: 3, scheduled_for: null });
  });

  it('sends one Idempotency-Key for a retry, then clears the cart and shows the confirmation', async () => {
    fillCart();
    const posts: RecordedRequest[] = [];
    let answer: () => Response = () => jsonResponse(503, {});
    serveDining({}, (request) => {
      if (request.method !== 'POST') return undefined;
      posts.push(request);
      return answer();
    });
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit order. Please try again.');
    expect(useCartStore.getState().cart?.items).toHaveLength(2);

    answer = () => jsonResponse(201, createdOrder);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/confirmation'));
    expect(posts).toHaveLength(2);
    expect(posts[0]?.url).toBe('/api/orders/');
    const key = posts[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[\w-]{32,}$/);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(key);
    expect(posts[0]?.body).toMatchObject({ status: 'pending', location: 2, scheduled_for: null });
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
  });

  it('keeps an order whose request failed in transit on the phone, waiting to send under the same key', async () => {
    fillCart();
    const posts: RecordedRequest[] = [];
    serveDining({}, (request) => {
      if (request.method !== 'POST') return undefined;
      posts.push(request);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(within(waiting).getByRole('listitem', { name: 'Order waiting to send, 3 items' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
    const kept = useOutboxStore.getState().entries;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'order',
      key: posts[0]?.headers['Idempotency-Key'],
      payload: posts[0]?.body,
    });
    // The guest may take it back while it waits.
    fireEvent.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    expect(useOutboxStore.getState().entries).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull();
  });

  it('sends a double tap once', async () => {
    fillCart();
    const reply = deferred<Response>();
    const { requests } = serveDining({}, (request) =>
      request.method === 'POST' ? reply.promise : undefined,
    );
    renderCart();
    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Placing order…' })).toBeTruthy();
    reply.resolve(jsonResponse(201, createdOrder));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/confirmation'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's detail when it refuses the order", async () => {
    fillCart();
    serveDining({}, (request) =>
      request.method === 'POST'
        ? jsonResponse(400, { detail: 'Pad Thai is not available right now.' })
        : undefined,
    );
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pad Thai is not available right now.');
  });
});
