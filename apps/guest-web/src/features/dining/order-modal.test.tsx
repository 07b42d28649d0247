import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { padThai, pizza } from '../../test/dining-fixtures.ts';
import { logInDemoGuest, serveDining } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import type { DiningServerOptions } from '../../test/dining-fixtures.ts';
import { ROOM_SERVICE, parseStoredCart, useCartStore } from './cart-store.ts';
import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/opening-hours';
import { toCartItem } from './item-options.ts';
import { OrderModal, type OrderModalRequest } from './order-modal.tsx';

// 2025-03-15 17:07:30 in Bangkok, the hotel's zone.
const NOW = new Date('2025-03-15T10:07:30Z');

function renderModal(request: OrderModalRequest, options: DiningServerOptions = {}) {
  serveDining(options);
  const onClose = vi.fn();
  renderRoute(<OrderModal request={request} onClose={onClose} />, { path: '/menu', url: '/menu' });
  return { onClose };
}

async function dialog() {
  const found = await screen.findByRole('dialog');
  await within(found).findByLabelText('Location');
  return found;
}

const addToCart = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: 'Add to cart' }));
const storedCart = () => parseStoredCart(readStorage(STORAGE_KEYS.cart));
const choose = (select: HTMLElement, value: string) => fireEvent.change(select, { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  logInDemoGuest();
});

afterEach(() => {
  vi.useRealTimers();
  useCartStore.getState().clear();
});

describe('order modal validation (SPEC section 5)', () => {
  it('names every missing choice: required option, minimum selections, location', async () => {
    renderModal({ itemId: pizza.id, item: pizza });
    const modal = await dialog();
    expect(within(modal).queryByText('please select Size')).toBeNull();
    addToCart(modal);
    expect(within(modal).getByText('please select Size')).toBeTruthy();
    expect(within(modal).getByText('minimum selections 2')).toBeTruthy();
    expect(within(modal).getByText('Please select a location.')).toBeTruthy();
    expect(storedCart()).toBeNull();

    fireEvent.click(within(modal).getByLabelText(/Regular/));
    fireEvent.click(within(modal).getByLabelText(/Mushrooms/));
    expect(within(modal).queryByText('please select Size')).toBeNull();
    expect(within(modal).getByText('minimum selections 2')).toBeTruthy();
    fireEvent.click(within(modal).getByLabelText(/Olives/));
    expect(within(modal).queryByText('minimum selections 2')).toBeNull();
  });

  it('asks for a time when Scheduled is chosen without one', async () => {
    renderModal({ itemId: padThai.id, item: padThai });
    const modal = await dialog();
    choose(within(modal).getByLabelText('Location'), ROOM_SERVICE);
    fireEvent.click(within(modal).getByLabelText('Scheduled'));
    addToCart(modal);
    expect(within(modal).getByText('Please select a scheduled time.')).toBeTruthy();
    fireEvent.click(within(modal).getByLabelText('Tomorrow'));
    addToCart(modal);
    expect(within(modal).getByText('Please select a scheduled time.')).toBeTruthy();
    expect(storedCart()).toBeNull();
  });

  it("refuses a time that has passed while the dialog was open: 'Invalid date/time selected'", async () => {
    renderModal({ itemId: padThai.id, item: padThai });
    const modal = await dialog();
    choose(within(modal).getByLabelText('Location'), ROOM_SERVICE);
    fireEvent.click(within(modal).getByLabelText('Scheduled'));
    fireEvent.click(within(modal).getByLabelText('Today'));
    const time = within(modal).getByLabelText('Time') as HTMLSelectElement;
    // The first time offered today is the next quarter hour on the hotel's clock: 17:15.
    expect(time.options[1]?.text).toBe('5:15 PM');
    expect(time.options[1]?.value).toBe('2025-03-15T10:15:00.000Z');
    choose(time, '2025-03-15T10:15:00.000Z');
    vi.setSystemTime(new Date('2025-03-15T10:20:00Z'));
    addToCart(modal);
    expect(within(modal).getByText('Invalid date/time selected')).toBeTruthy();
    expect(storedCart()).toBeNull();
  });

  it('offers 14 days starting today', async () => {
    renderModal({ itemId: padThai.id, item: padThai });
    const modal = await dialog();
    fireEvent.click(within(modal).getByLabelText('Scheduled'));
    const days = within(modal).getByRole('radiogroup', { name: 'Day' });
    const chips = within(days).getAllByRole('radio');
    expect(chips).toHaveLength(14);
    expect((chips[0] as HTMLInputElement).value).toBe('2025-03-15');
    expect((chips[13] as HTMLInputElement).value).toBe('2025-03-28');
  });

  it('keeps quantity at least 1 and shows the live total', async () => {
    renderModal({ itemId: pizza.id, item: pizza, quantity: 0 });
    const modal = await dialog();
    const minus = within(modal).getByRole('button', { name: 'Decrease quantity of Margherita Pizza' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    const total = () => within(modal).getByText('Total').nextElementSibling?.textContent;
    expect(total()).toBe('฿380.00');
    fireEvent.click(within(modal).getByLabelText(/Large/));
    fireEvent.click(within(modal).getByRole('button', { name: 'Increase quantity of Margherita Pizza' }));
    expect(total()).toBe('฿1,060.00');
  });
});

describe('order modal', () => {
  it('offers room service only when the hotel has it, and only the locations that serve the item', async () => {
    renderModal({ itemId: pizza.id, item: pizza }, { roomServiceEnabled: false });
    const modal = await dialog();
    const location = within(modal).getByLabelText('Location') as HTMLSelectElement;
    expect([...location.options].map((option) => option.text)).toEqual(['Choose a location', 'Pool Deck']);
  });

  it('adds the line with place and time to the cart, and closes', async () => {
    const { onClose } = renderModal({ itemId: pizza.id, item: pizza, selection: { 100: 1001 }, quantity: 2 });
    const modal = await dialog();
    const location = within(modal).getByLabelText('Location') as HTMLSelectElement;
    expect([...location.options].map((option) => option.text)).toEqual([
      'Choose a location',
      'Room service',
      'Pool Deck',
    ]);
    choose(location, '2');
    fireEvent.click(within(modal).getByLabelText(/Pepperoni/));
    fireEvent.click(within(modal).getByLabelText(/Olives/));
    fireEvent.click(within(modal).getByLabelText('Scheduled'));
    fireEvent.click(within(modal).getByLabelText('Tomorrow'));
    choose(within(modal).getByLabelText('Time'), '2025-03-16T05:30:00.000Z');
    addToCart(modal);
    expect(onClose).toHaveBeenCalled();
    expect(storedCart()).toMatchObject({
      locationId: 2,
      scheduledFor: '2025-03-16T05:30:00.000Z',
      items: [{ itemId: 1, quantity: 2, selectedOptions: { 100: 1001, 101: [1011, 1012] }, price: 380 }],
    });
  });

  it('offers only times inside the chosen place’s opening hours, and drops a time the next place is closed at', async () => {
    const everyDay = (opens: string, closes: string) =>
      Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as OpeningHours;
    renderModal(
      { itemId: pizza.id, item: pizza },
      { roomServiceHours: everyDay('06:30', '23:00'), poolDeckHours: everyDay('10:00', '19:00') },
    );
    const modal = await dialog();
    choose(within(modal).getByLabelText('Location'), ROOM_SERVICE);
    fireEvent.click(within(modal).getByLabelText('Scheduled'));
    fireEvent.click(within(modal).getByLabelText('Tomorrow'));
    const time = within(modal).getByLabelText('Time') as HTMLSelectElement;
    const offered = () => [...time.options].slice(1).map((option) => option.text);
    expect(offered()[0]).toBe('6:30 AM');
    expect(offered().at(-1)).toBe('10:45 PM');
    choose(time, '2025-03-16T14:00:00.000Z'); // 21:00 in Bangkok: room service, not the Pool Deck.
    choose(within(modal).getByLabelText('Location'), '2');
    expect(offered()[0]).toBe('10:00 AM');
    expect(offered().at(-1)).toBe('6:45 PM');
    expect(time.value).toBe('');
    // Today (17:07 now) the Pool Deck has 17:15 to 18:45 left.
    fireEvent.click(within(modal).getByLabelText('Today'));
    expect(offered()).toEqual(['5:15 PM', '5:30 PM', '5:45 PM', '6:00 PM', '6:15 PM', '6:30 PM', '6:45 PM']);
  });

  it('keeps to the cart’s location, and says when the item is not served there', async () => {
    useCartStore.getState().addItem(toCartItem(padThai, {}, 1), { locationId: 1 });
    renderModal({ itemId: pizza.id, item: pizza });
    const modal = await dialog();
    const location = within(modal).getByLabelText('Location') as HTMLSelectElement;
    expect(location.disabled).toBe(true);
    expect(location.value).toBe('1');
    expect(within(modal).getByText('Your cart has items. Empty the cart to change location.')).toBeTruthy();
    addToCart(modal);
    expect(within(modal).getByText('This item is not served at Riverside Restaurant.')).toBeTruthy();
  });

  it('loads the item of a popular entry', async () => {
    renderModal({ itemId: padThai.id, name: 'Pad Thai' });
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Pad Thai' })).toBeTruthy();
    expect(within(modal).getByText('Rice noodles with tamarind.')).toBeTruthy();
  });

  it.each([
    ['the item', { itemId: 99 }, {}, 'Unable to load item details.'],
    ['the hotel', { itemId: padThai.id }, { hotelError: true }, 'Could not fetch hotel data.'],
    ['the locations', { itemId: padThai.id }, { locationsError: true }, 'Unable to load order options.'],
  ])('says so when %s cannot be loaded', async (_what, request, options, message) => {
    renderModal(request, options);
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(message);
  });
});
