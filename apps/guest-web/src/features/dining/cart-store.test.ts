import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_LIMITS, ROOM_SERVICE as CONTRACT_ROOM_SERVICE } from '@hotel/contracts/dining';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage.ts';
import {
  CART_MAX_QUANTITY,
  ROOM_SERVICE,
  cartItemTotal,
  cartItemUnitPrice,
  cartTotal,
  parseLocationId,
  parseStoredCart,
  selectCartItemCount,
  selectLockedLocation,
  useCartStore,
  type CartItem,
} from './cart-store.ts';

const item = (itemId: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem => ({
  itemId,
  quantity,
  notes: '',
  selectedOptions: {},
  name: `Item ${itemId}`,
  price: 5,
  imageUrl: null,
  currency_symbol: '฿',
  option_details: [],
  ...overrides,
});

const store = () => useCartStore.getState();
const stored = () => parseStoredCart(readStorage(STORAGE_KEYS.cart));

afterEach(() => {
  store().clear();
});

describe('cart store (read side)', () => {
  it('counts the quantities of the stored cart and follows storage changes', () => {
    expect(selectCartItemCount(store())).toBe(0);
    writeStorage(
      STORAGE_KEYS.cart,
      JSON.stringify({ locationId: 'room_service', scheduledFor: null, items: [item(1, 2), item(2, 3)] }),
    );
    expect(selectCartItemCount(store())).toBe(5);
    removeStorage(STORAGE_KEYS.cart);
    expect(selectCartItemCount(store())).toBe(0);
  });

  it('keeps its cart when another stored value changes, so that its readers do not draw again', () => {
    store().addItem(item(1, 2), { locationId: ROOM_SERVICE });
    const cart = store().cart;
    writeStorage(STORAGE_KEYS.language, 'fr');
    removeStorage(STORAGE_KEYS.language);
    expect(store().cart).toBe(cart);
  });

  it('reads garbage as an empty cart', () => {
    expect(parseStoredCart('{not json')).toBeNull();
    expect(parseStoredCart('{"items": "nope"}')).toBeNull();
    expect(parseStoredCart(JSON.stringify({ items: [item(1, 0), item(2, 1.5), null] }))?.items).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ itemId: 'x', quantity: 1 }] }))?.items).toEqual([]);
  });

  it('keeps a line that lost its description, to be shown as an unknown product priced 0', () => {
    const cart = parseStoredCart(JSON.stringify({ locationId: 3, items: [{ itemId: 7, quantity: 2 }] }));
    expect(cart?.locationId).toBe(3);
    expect(cart?.items[0]?.name).toBe('');
    expect(cartItemUnitPrice(cart!.items[0]!)).toBe(0);
  });

  it('agrees with the contracts on room service and the quantity limit', () => {
    expect(ROOM_SERVICE).toBe(CONTRACT_ROOM_SERVICE);
    expect(CART_MAX_QUANTITY).toBe(ORDER_LIMITS.maxQuantity);
  });

  it('reads location ids from URLs and selects', () => {
    expect(parseLocationId('room_service')).toBe('room_service');
    expect(parseLocationId('12')).toBe(12);
    expect(parseLocationId(12)).toBe(12);
    expect(parseLocationId('')).toBeNull();
    expect(parseLocationId('0')).toBeNull();
    expect(parseLocationId('12abc')).toBeNull();
    expect(parseLocationId(null)).toBeNull();
  });
});

describe('cart store rules (SPEC sections 4 and 5)', () => {
  it('stores a new cart under "cart" with its place and time, and locks the place', () => {
    expect(selectLockedLocation(store())).toBeNull();
    expect(store().addItem(item(1, 2), { locationId: 4, scheduledFor: '2025-03-15T05:30:00.000Z' })).toBe(
      'added',
    );
    expect(stored()).toEqual({
      locationId: 4,
      scheduledFor: '2025-03-15T05:30:00.000Z',
      items: [item(1, 2)],
    });
    expect(selectLockedLocation(store())).toBe(4);
    expect(store().addItem(item(2, 1), { locationId: ROOM_SERVICE })).toBe('location-locked');
    expect(stored()?.items).toHaveLength(1);
  });

  it('raises the quantity of an item added again and replaces its options', () => {
    store().addItem(item(1, 2, { selectedOptions: { 10: 100 } }), { locationId: ROOM_SERVICE });
    store().addItem(
      item(1, 3, {
        selectedOptions: { 10: 101, 11: [110, 111] },
        option_details: [{ id: 10, name: 'Size', values: [{ id: 101, name: 'Large', price_adjustment: 2 }] }],
      }),
      { locationId: ROOM_SERVICE },
    );
    const [line] = stored()?.items ?? [];
    expect(stored()?.items).toHaveLength(1);
    expect(line?.quantity).toBe(5);
    expect(line?.selectedOptions).toEqual({ 10: 101, 11: [110, 111] });
    expect(line?.option_details[0]?.values[0]?.name).toBe('Large');
  });

  it('never goes above the limit, nor below 1 through the quantity controls', () => {
    store().addItem(item(1, 98), { locationId: ROOM_SERVICE });
    store().addItem(item(1, 5), { locationId: ROOM_SERVICE });
    expect(stored()?.items[0]?.quantity).toBe(CART_MAX_QUANTITY);
    store().setQuantity(1, 0);
    expect(stored()?.items[0]?.quantity).toBe(1);
    store().setQuantity(1, -4);
    expect(stored()?.items[0]?.quantity).toBe(1);
    store().setQuantity(1, 3);
    expect(stored()?.items[0]?.quantity).toBe(3);
  });

  it('keeps the schedule unless the new line brings one', () => {
    store().addItem(item(1, 1), { locationId: 2, scheduledFor: '2025-03-15T05:30:00.000Z' });
    store().addItem(item(2, 1), { locationId: 2 });
    expect(stored()?.scheduledFor).toBe('2025-03-15T05:30:00.000Z');
    store().addItem(item(3, 1), { locationId: 2, scheduledFor: null });
    expect(stored()?.scheduledFor).toBeNull();
  });

  it('removes an emptied cart from storage and releases the location lock', () => {
    store().addItem(item(1, 1), { locationId: 2 });
    store().addItem(item(2, 1), { locationId: 2 });
    store().removeItem(1);
    expect(readStorage(STORAGE_KEYS.cart)).not.toBeNull();
    store().removeItem(2);
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
    expect(store().cart).toBeNull();
    expect(selectLockedLocation(store())).toBeNull();
    expect(store().addItem(item(3, 1), { locationId: ROOM_SERVICE })).toBe('added');
  });

  it('prices lines with their chosen adjustments, never below free', () => {
    const curry = item(1, 2, {
      price: 290,
      option_details: [
        { id: 1, name: 'Served with', values: [{ id: 2, name: 'Roti', price_adjustment: 30 }] },
        {
          id: 3,
          name: 'Extras',
          values: [
            { id: 4, name: 'Egg', price_adjustment: 20.1 },
            { id: 5, name: 'No rice', price_adjustment: -10.2 },
          ],
        },
      ],
    });
    expect(cartItemUnitPrice(curry)).toBe(329.9);
    expect(cartItemTotal(curry)).toBe(659.8);
    const free = item(2, 1, {
      price: 10,
      option_details: [{ id: 1, name: 'Voucher', values: [{ id: 1, name: 'Free', price_adjustment: -50 }] }],
    });
    expect(cartItemUnitPrice(free)).toBe(0);
    expect(cartTotal({ locationId: 2, scheduledFor: null, items: [curry, free, item(3, 3)] })).toBe(674.8);
    expect(cartTotal(null)).toBe(0);
  });

  it('keeps one idempotency key per payload and forgets it when the cart is cleared', () => {
    const first = store().submissionKey('payload-a');
    expect(store().submissionKey('payload-a')).toBe(first);
    const second = store().submissionKey('payload-b');
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[\w-]{32,}$/);
    store().clear();
    expect(store().submissionKey('payload-b')).not.toBe(second);
  });
});
