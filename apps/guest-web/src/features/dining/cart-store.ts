import { create } from 'zustand';
import {
  STORAGE_KEYS,
  readStorage,
  removeStorage,
  subscribeStoredValue,
  writeStorage,
} from '../../lib/storage.ts';
import { ORDER_LIMITS, ROOM_SERVICE } from '@hotel/contracts/order-limits';

/**
 * The Cart entity of SPEC section 3, kept on the device under 'cart'. One cart goes to one place (a location or
 * room service) at one time; while it holds items that place is locked (SPEC section 5, Menu). Emptying it
 * removes the key, which releases the lock.
 */
export interface CartOptionValue {
  id: number;
  name: string;
  price_adjustment: number;
}

export interface CartOptionDetail {
  id: number;
  name: string;
  /** Only the chosen values, so the cart can price and describe a line without the menu at hand. */
  values: CartOptionValue[];
}

export interface CartItem {
  itemId: number;
  quantity: number;
  notes: string;
  /** Option id → the chosen value id, or the list of value ids for a multiple-choice option. */
  selectedOptions: Record<string, number | number[]>;
  /** Empty when the device copy lost it: the cart then shows 'Unknown Product' at 0. */
  name: string;
  /** The base price, before option adjustments. */
  price: number;
  imageUrl: string | null;
  currency_symbol: string;
  option_details: CartOptionDetail[];
}

export { ROOM_SERVICE };
export type CartLocationId = typeof ROOM_SERVICE | number;

export interface Cart {
  locationId: CartLocationId;
  /** An instant with its offset (ISO 8601), or null for as soon as possible. */
  scheduledFor: string | null;
  items: CartItem[];
}

/** The contracts' most of one item per order line. */
export const CART_MAX_QUANTITY = ORDER_LIMITS.maxQuantity;

/** 'room_service', or a location id from a URL or a select; null for anything else ('all locations'). */
export function parseLocationId(value: unknown): CartLocationId | null {
  if (value === ROOM_SERVICE) return ROOM_SERVICE;
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? +value : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const finiteOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function parseOptionDetails(value: unknown): CartOptionDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((option) => ({
    id: finiteOr(option.id, 0),
    name: typeof option.name === 'string' ? option.name : '',
    values: (Array.isArray(option.values) ? option.values : []).filter(isRecord).map((choice) => ({
      id: finiteOr(choice.id, 0),
      name: typeof choice.name === 'string' ? choice.name : '',
      price_adjustment: finiteOr(choice.price_adjustment, 0),
    })),
  }));
}

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { itemId, quantity } = value;
  if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || itemId <= 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return null;
  return {
    itemId,
    quantity: Math.min(quantity, CART_MAX_QUANTITY),
    notes: typeof value.notes === 'string' ? value.notes : '',
    selectedOptions: isRecord(value.selectedOptions)
      ? (value.selectedOptions as CartItem['selectedOptions'])
      : {},
    name: typeof value.name === 'string' ? value.name : '',
    price: finiteOr(value.price, 0),
    imageUrl: typeof value.imageUrl === 'string' ? value.imageUrl : null,
    currency_symbol: typeof value.currency_symbol === 'string' ? value.currency_symbol : '',
    option_details: parseOptionDetails(value.option_details),
  };
}

/** Whatever is stored may be old or hand-edited: anything that is not a cart with an item list reads as empty. */
export function parseStoredCart(raw: string | null): Cart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!isRecord(value) || !Array.isArray(value.items)) return null;
    return {
      locationId: parseLocationId(value.locationId) ?? ROOM_SERVICE,
      scheduledFor: typeof value.scheduledFor === 'string' && value.scheduledFor ? value.scheduledFor : null,
      items: value.items.map(parseItem).filter((item): item is CartItem => item !== null),
    };
  } catch {
    return null;
  }
}

/** An item the device copy no longer describes: shown as 'Unknown Product' at price 0 (SPEC section 8). */
export function isUnknownCartItem(item: CartItem): boolean {
  return item.name.trim() === '';
}

/** One of the line: base price plus the chosen adjustments, never below free (as the server prices it). */
export function cartItemUnitPrice(item: CartItem): number {
  if (isUnknownCartItem(item)) return 0;
  const adjustments = item.option_details
    .flatMap((option) => option.values)
    .reduce((sum, value) => sum + value.price_adjustment, 0);
  return roundMoney(Math.max(0, item.price + adjustments));
}

export function cartItemTotal(item: CartItem): number {
  return roundMoney(cartItemUnitPrice(item) * item.quantity);
}

export function cartTotal(cart: Cart | null): number {
  return roundMoney(cart?.items.reduce((sum, item) => sum + cartItemTotal(item), 0) ?? 0);
}

/** Cents, so 0.1 + 0.2 adds up to what the bill will say. */
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export type AddOutcome = 'added' | 'location-locked';

interface CartState {
  cart: Cart | null;
  /** The Idempotency-Key of the order being placed, and the payload it was made for. */
  submission: { fingerprint: string; key: string } | null;
  /** Re-reads the device copy; runs whenever storage changes here or in another tab. */
  reload: () => void;
  /**
   * Adds a line for `placement.locationId`. The same item again raises its quantity and takes the new
   * options (SPEC section 4). A schedule given replaces the cart's; none keeps it. A cart that already goes
   * elsewhere is left alone: its place is locked until it is emptied.
   */
  addItem: (
    item: CartItem,
    placement: { locationId: CartLocationId; scheduledFor?: string | null },
  ) => AddOutcome;
  /** At least 1 and at most CART_MAX_QUANTITY (SPEC section 5, Cart); removing is its own action. */
  setQuantity: (itemId: number, quantity: number) => void;
  removeItem: (itemId: number) => void;
  clear: () => void;
  /** One key per order attempt: the same payload again (a double tap, a retry) reuses it, a changed one does not. */
  submissionKey: (fingerprint: string) => string;
}

function save(cart: Cart | null): Cart | null {
  if (!cart || cart.items.length === 0) {
    removeStorage(STORAGE_KEYS.cart);
    return null;
  }
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
  return cart;
}

function clampQuantity(quantity: number): number {
  return Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
}

function randomKey(): string {
  // randomUUID needs a secure context; a hotel serving the app over plain http on its LAN still gets 128 bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const useCartStore = create<CartState>()((set, get) => ({
  cart: parseStoredCart(readStorage(STORAGE_KEYS.cart)),
  submission: null,
  reload: () => set({ cart: parseStoredCart(readStorage(STORAGE_KEYS.cart)) }),
  addItem: (item, placement) => {
    const current = get().cart;
    const line = { ...item, quantity: clampQuantity(item.quantity) };
    if (!current || current.items.length === 0) {
      set({
        cart: save({
          locationId: placement.locationId,
          scheduledFor: placement.scheduledFor ?? null,
          items: [line],
        }),
      });
      return 'added';
    }
    if (current.locationId !== placement.locationId) return 'location-locked';
    const existing = current.items.find((entry) => entry.itemId === item.itemId);
    const items = existing
      ? current.items.map((entry) =>
          entry === existing
            ? { ...line, quantity: clampQuantity(existing.quantity + line.quantity) }
            : entry,
        )
      : [...current.items, line];
    const scheduledFor = placement.scheduledFor === undefined ? current.scheduledFor : placement.scheduledFor;
    set({ cart: save({ ...current, scheduledFor, items }) });
    return 'added';
  },
  setQuantity: (itemId, quantity) => {
    const current = get().cart;
    if (!current) return;
    const items = current.items.map((item) =>
      item.itemId === itemId ? { ...item, quantity: clampQuantity(quantity) } : item,
    );
    set({ cart: save({ ...current, items }) });
  },
  removeItem: (itemId) => {
    const current = get().cart;
    if (!current) return;
    set({ cart: save({ ...current, items: current.items.filter((item) => item.itemId !== itemId) }) });
  },
  clear: () => set({ cart: save(null), submission: null }),
  submissionKey: (fingerprint) => {
    const current = get().submission;
    if (current?.fingerprint === fingerprint) return current.key;
    const key = randomKey();
    set({ submission: { fingerprint, key } });
    return key;
  },
}));

subscribeStoredValue(STORAGE_KEYS.cart, () => useCartStore.getState().reload());

export function selectCartItemCount(state: CartState): number {
  return state.cart?.items.reduce((total, item) => total + item.quantity, 0) ?? 0;
}

/** The place the cart is locked to, or null when it is empty and the guest may choose freely. */
export function selectLockedLocation(state: CartState): CartLocationId | null {
  return state.cart && state.cart.items.length > 0 ? state.cart.locationId : null;
}
