import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { pizza } from '../../test/dining-fixtures.ts';
import { logInDemoGuest, serveDining } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { ROOM_SERVICE, parseStoredCart, useCartStore } from './cart-store.ts';
import { toCartItem } from './item-options.ts';
import { MenuPage } from './menu-page.lazy.tsx';
import { ITEMS_TIMEOUT_MS, withTimeout } from './use-menu.ts';

const renderMenu = (url = '/menu') => renderRoute(<MenuPage />, { path: '/menu', url });
const card = (name: string) => screen.getByRole('article', { name });
const storedCart = () => parseStoredCart(readStorage(STORAGE_KEYS.cart));

beforeEach(() => logInDemoGuest());
afterEach(() => useCartStore.getState().clear());

describe('menu page', () => {
  it('shows the loading message, then the first tab’s items with the location selector', async () => {
    serveDining();
    renderMenu();
    expect(screen.getByRole('status').textContent).toBe('Loading menu…');
    await screen.findByRole('article', { name: 'Margherita Pizza' });
    const select = screen.getByLabelText('Location') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((option) => option.text)).toEqual([
      'All locations',
      'Room service',
      'Riverside Restaurant',
      'Pool Deck',
    ]);
    expect(screen.getByRole('tab', { name: 'Mains' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Pad Thai' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Thai Iced Tea' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(screen.getByRole('article', { name: 'Thai Iced Tea' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Pad Thai' })).toBeNull();
  });

  it('offers no room service when the hotel has none', async () => {
    serveDining({ roomServiceEnabled: false });
    renderMenu();
    await screen.findByRole('option', { name: 'Pool Deck' });
    expect(screen.queryByRole('option', { name: 'Room service' })).toBeNull();
  });

  it('applies the visibility rule to the chosen location', async () => {
    const { requests } = serveDining();
    renderMenu('/menu?location=1');
    await screen.findByRole('article', { name: 'Pad Thai' });
    // The pizza is served only at the pool deck.
    expect(screen.queryByRole('article', { name: 'Margherita Pizza' })).toBeNull();
    expect(requests.some((request) => request.url === '/api/items/?location=1')).toBe(true);
    expect(requests.some((request) => request.url === '/api/sub-categories/?location=1')).toBe(true);
  });

  it('shows the item image, and a placeholder when there is none or it fails', async () => {
    serveDining();
    renderMenu();
    const pizzaCard = await screen.findByRole('article', { name: 'Margherita Pizza' });
    const image = pizzaCard.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/dining/margherita-pizza.svg');
    expect(within(card('Pad Thai')).getByTestId('image-placeholder')).toBeTruthy();
    fireEvent.error(image!);
    expect(within(pizzaCard).getByTestId('image-placeholder')).toBeTruthy();
  });

  it('expands options with signed adjustments, asterisks on required ones, and a price that follows them', async () => {
    serveDining();
    renderMenu();
    const pizzaCard = await screen.findByRole('article', { name: 'Margherita Pizza' });
    expect(within(pizzaCard).getByText('฿380.00')).toBeTruthy();
    const toggle = within(pizzaCard).getByRole('button', { name: /Options \(2\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const size = within(pizzaCard).getByRole('group', { name: 'Size (required)' });
    expect(within(size).getAllByRole('radio')).toHaveLength(2);
    const toppings = within(pizzaCard).getByRole('group', { name: 'Toppings' });
    expect(within(toppings).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(size).getByText('+฿150.00')).toBeTruthy();
    expect(within(toppings).getByText('−฿20.00')).toBeTruthy();

    fireEvent.click(within(size).getByLabelText(/Large/));
    expect(within(pizzaCard).getByText('฿530.00')).toBeTruthy();
    fireEvent.click(within(toppings).getByLabelText(/Pepperoni/));
    fireEvent.click(within(toppings).getByLabelText(/No cheese/));
    expect(within(pizzaCard).getByText('฿570.00')).toBeTruthy();
    // Maximum three: the fourth box waits until one is unticked.
    fireEvent.click(within(toppings).getByLabelText(/Mushrooms/));
    expect((within(toppings).getByLabelText(/Olives/) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps minus and add disabled at 0, adds to the cart with a location chosen, then resets the quantity', async () => {
    serveDining();
    renderMenu('/menu?location=2');
    const padThai = await screen.findByRole('article', { name: 'Pad Thai' });
    const minus = within(padThai).getByRole('button', {
      name: 'Decrease quantity of Pad Thai',
    }) as HTMLButtonElement;
    const add = within(padThai).getByRole('button', { name: 'Add to cart: Pad Thai' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(add.disabled).toBe(true);
    const plus = within(padThai).getByRole('button', { name: 'Increase quantity of Pad Thai' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(minus.disabled).toBe(false);
    expect(within(padThai).getByRole('status').textContent).toBe('2');
    fireEvent.click(add);
    expect(storedCart()).toMatchObject({
      locationId: 2,
      scheduledFor: null,
      items: [{ itemId: 2, quantity: 2 }],
    });
    expect(within(padThai).getByRole('status').textContent).toBe('0');
    expect(add.disabled).toBe(true);
  });

  it('asks for required options before adding straight to the cart', async () => {
    serveDining();
    renderMenu('/menu?location=2');
    const pizzaCard = await screen.findByRole('article', { name: 'Margherita Pizza' });
    fireEvent.click(within(pizzaCard).getByRole('button', { name: 'Increase quantity of Margherita Pizza' }));
    fireEvent.click(within(pizzaCard).getByRole('button', { name: 'Add to cart: Margherita Pizza' }));
    expect(within(pizzaCard).getByText('please select Size')).toBeTruthy();
    expect(within(pizzaCard).getByText('minimum selections 2')).toBeTruthy();
    expect(storedCart()).toBeNull();
    fireEvent.click(within(pizzaCard).getByLabelText(/Regular/));
    expect(within(pizzaCard).queryByText('please select Size')).toBeNull();
  });

  it('opens the order modal instead when no location is chosen', async () => {
    serveDining();
    renderMenu();
    const padThai = await screen.findByRole('article', { name: 'Pad Thai' });
    fireEvent.click(within(padThai).getByRole('button', { name: 'Increase quantity of Pad Thai' }));
    fireEvent.click(within(padThai).getByRole('button', { name: 'Add to cart: Pad Thai' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Pad Thai' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Location')).toBeTruthy();
    expect(storedCart()).toBeNull();
  });

  it('locks the location while the cart has items, and releases it when emptied', async () => {
    useCartStore.getState().addItem(toCartItem(pizza, { 100: 1000 }, 1), { locationId: 2 });
    serveDining();
    renderMenu('/menu?location=1');
    const select = (await screen.findByLabelText('Location')) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('2');
    expect(screen.getByText('Your cart has items. Empty the cart to change location.')).toBeTruthy();
    await screen.findByRole('article', { name: 'Margherita Pizza' });
    act(() => useCartStore.getState().removeItem(pizza.id));
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('1');
  });

  it('reads room_service from the link', async () => {
    const { requests } = serveDining();
    renderMenu(`/menu?location=${ROOM_SERVICE}`);
    await screen.findByRole('article', { name: 'Margherita Pizza' });
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe(ROOM_SERVICE);
    expect(requests.some((request) => request.url === '/api/items/?location=room_service')).toBe(true);
  });

  it('moves to the next or previous tab on a quick horizontal swipe of more than 30 px', async () => {
    serveDining();
    const { container } = renderMenu();
    await screen.findByRole('article', { name: 'Margherita Pizza' });
    const page = container.firstElementChild!;
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.touchStart(page, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(page, { changedTouches: [{ clientX: toX, clientY: 300 + dy }] });
    };
    const selected = () =>
      screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
    swipe(200, 170);
    expect(selected()?.textContent).toBe('Mains');
    swipe(200, 169, 5);
    expect(selected()?.textContent).toBe('Drinks');
    swipe(200, 140, 80);
    expect(selected()?.textContent).toBe('Drinks');
    swipe(100, 160);
    expect(selected()?.textContent).toBe('Mains');
    // Swipes on the tab strip scroll the strip instead.
    fireEvent.touchStart(screen.getByRole('tablist'), { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchEnd(screen.getByRole('tablist'), { changedTouches: [{ clientX: 100, clientY: 10 }] });
    expect(selected()?.textContent).toBe('Mains');
  });

  it('says when there is nothing to show', async () => {
    serveDining({ items: [] });
    renderMenu();
    expect(await screen.findByText('No items available here.')).toBeTruthy();
  });

  it('on 401 shows the session-expired message and a way back to the login', async () => {
    serveDining({ itemsError: { status: 401, body: { detail: 'Authentication required' } } });
    renderMenu();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe(
      '/login?hotel=HOTEL-DEMO',
    );
  });

  it("shows the server's detail, or 'error loading items', with a retry that reloads", async () => {
    let fail = true;
    serveDining({}, (request) =>
      request.url.startsWith('/api/items/') && fail
        ? new Response(JSON.stringify({}), { status: 500, headers: { 'Content-Type': 'application/json' } })
        : undefined,
    );
    renderMenu();
    expect((await screen.findByRole('alert')).textContent).toBe('error loading items');
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pad Thai' })).toBeTruthy();
  });

  it('shows the detail the server gives', async () => {
    serveDining({
      itemsError: { status: 400, body: { detail: 'Room service is not available at this hotel.' } },
    });
    renderMenu();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Room service is not available at this hotel.',
    );
  });

  it("says 'error loading data' when the items of a newly chosen location cannot be loaded", async () => {
    serveDining({}, (request) =>
      request.url === '/api/items/?location=2'
        ? new Response(JSON.stringify({ detail: 'Database busy' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          })
        : undefined,
    );
    renderMenu();
    expect(await screen.findByRole('article', { name: 'Pad Thai' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '2' } });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('error loading data');
  });

  it('says so when locations or sub-categories cannot be fetched', async () => {
    serveDining({ locationsError: true, subCategoriesError: true });
    renderMenu();
    expect(await screen.findByText('Could not fetch locations.')).toBeTruthy();
    expect(await screen.findByText('Could not fetch sub-categories.')).toBeTruthy();
    // Without tabs every item is still there.
    expect(await screen.findByRole('article', { name: 'Thai Iced Tea' })).toBeTruthy();
  });
});

describe('items request timeout', () => {
  it('gives up after 30 s, and follows the query being cancelled', () => {
    vi.useFakeTimers();
    try {
      expect(ITEMS_TIMEOUT_MS).toBe(30_000);
      const timed = withTimeout(new AbortController().signal, ITEMS_TIMEOUT_MS);
      vi.advanceTimersByTime(29_999);
      expect(timed.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(timed.signal.aborted).toBe(true);
      expect((timed.signal.reason as DOMException).name).toBe('TimeoutError');

      const query = new AbortController();
      const cancelled = withTimeout(query.signal, ITEMS_TIMEOUT_MS);
      query.abort();
      expect(cancelled.signal.aborted).toBe(true);
      cancelled.done();
    } finally {
      vi.useRealTimers();
    }
  });
});
