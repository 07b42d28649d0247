import { create } from 'zustand';
import type { OrderRequest } from '@hotel/contracts/dining';
import {
  STORAGE_KEYS,
  readStorage,
  removeStorage,
  subscribeStorage,
  writeStorage,
} from '../../lib/storage.ts';

/**
 * Orders the guest placed while the phone could not reach the hotel, kept on the device with the
 * Idempotency-Key they were first sent with: sending again under that key can never make a second order,
 * even if the first attempt did reach the server before the connection dropped.
 */
export interface WaitingOrder {
  /** The Idempotency-Key, also the entry's id. */
  key: string;
  payload: OrderRequest;
  createdAt: string;
  itemCount: number;
  total: number;
  currencySymbol: string | undefined;
  /** `failed`: the hotel refused it (an item sold out…); shown with the reason until dismissed. */
  state: 'waiting' | 'sending' | 'failed';
  failure?: string | undefined;
}

interface OutboxState {
  orders: WaitingOrder[];
  add(order: Omit<WaitingOrder, 'state'>): void;
  setState(key: string, state: WaitingOrder['state'], failure?: string): void;
  /** Sent, cancelled by the guest, or a refusal dismissed. */
  remove(key: string): void;
  reload(): void;
}

function load(): WaitingOrder[] {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.outbox) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    // An entry that was being sent when the page closed is waiting again: its key makes a resend safe.
    return (stored as WaitingOrder[])
      .filter((order) => typeof order?.key === 'string' && typeof order.payload === 'object')
      .map((order) => (order.state === 'sending' ? { ...order, state: 'waiting' } : order));
  } catch {
    return [];
  }
}

function save(orders: WaitingOrder[]): WaitingOrder[] {
  if (orders.length === 0) removeStorage(STORAGE_KEYS.outbox);
  else writeStorage(STORAGE_KEYS.outbox, JSON.stringify(orders));
  return orders;
}

export const useOutboxStore = create<OutboxState>((set, get) => ({
  orders: load(),
  add: (order) => {
    if (get().orders.some((existing) => existing.key === order.key)) return;
    set({ orders: save([...get().orders, { ...order, state: 'waiting' }]) });
  },
  setState: (key, state, failure) =>
    set({
      orders: save(get().orders.map((order) => (order.key === key ? { ...order, state, failure } : order))),
    }),
  remove: (key) => set({ orders: save(get().orders.filter((order) => order.key !== key)) }),
  reload: () => set({ orders: load() }),
}));

subscribeStorage(() => useOutboxStore.getState().reload());
