import { create } from 'zustand';
import type { ActivityBookingRequest } from '@hotel/contracts/activities';
import type { ChatSendRequest } from '@hotel/contracts/chat';
import type { OrderRequest } from '@hotel/contracts/dining';
import type { BookingRequestField } from '@hotel/contracts/requests';
import { ApiError } from '../../lib/api-client.ts';
import {
  STORAGE_KEYS,
  readStorage,
  removeStorage,
  subscribeStoredValue,
  writeStorage,
} from '../../lib/storage.ts';

/**
 * What the guest sent while the phone could not reach the hotel, kept on the device until it is sent
 * (decision 0033): orders, activity bookings and chat messages with the Idempotency-Key they were first sent
 * with (sending again under that key can never make a second one, even if the first attempt did reach the
 * server), and service-request toggles, which are idempotent by nature (a PATCH sets the toggle to a value).
 * Chat messages are shown in their conversation while they wait (decision 0132).
 */
interface OutboxEntryBase {
  /** The entry's id; for orders, bookings and chat messages also the Idempotency-Key. */
  key: string;
  createdAt: string;
  /** `failed`: the hotel refused it (an item sold out…); shown with the reason until dismissed. */
  state: 'waiting' | 'sending' | 'failed';
  failure?: string | undefined;
}

export interface WaitingOrder extends OutboxEntryBase {
  kind: 'order';
  payload: OrderRequest;
  itemCount: number;
  total: number;
  currencySymbol: string | undefined;
}

export interface WaitingBooking extends OutboxEntryBase {
  kind: 'booking';
  payload: ActivityBookingRequest;
  activityName: string;
  total: number;
  currencySymbol: string | undefined;
}

export interface WaitingRequest extends OutboxEntryBase {
  kind: 'request';
  bookingId: number;
  field: BookingRequestField;
  value: boolean;
}

export interface WaitingChatMessage extends OutboxEntryBase {
  kind: 'chat';
  conversationId: number;
  payload: ChatSendRequest;
}

export type OutboxEntry = WaitingOrder | WaitingBooking | WaitingRequest | WaitingChatMessage;
type NewEntry = OutboxEntry extends infer Entry
  ? Entry extends OutboxEntry
    ? Omit<Entry, 'state'>
    : never
  : never;

interface OutboxState {
  entries: OutboxEntry[];
  /** Keeps it on the phone; a toggle replaces a waiting change of the same toggle (the latest wish wins). */
  add(entry: NewEntry): void;
  setState(key: string, state: OutboxEntry['state'], failure?: string): void;
  /** Sent, cancelled by the guest, or a refusal dismissed. */
  remove(key: string): void;
  reload(): void;
}

/** The request did not get an answer: the phone is offline or the connection dropped in transit. */
export function isOffline(error?: unknown): boolean {
  if (error === undefined) return navigator.onLine === false;
  return error instanceof ApiError && error.status === 0;
}

function load(): OutboxEntry[] {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.outbox) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return (stored as Partial<OutboxEntry>[])
      .filter((entry) => typeof entry?.key === 'string')
      .map((entry) => {
        // Entries written before bookings and requests could wait are orders.
        const kind = entry.kind ?? 'order';
        // An entry that was being sent when the page closed is waiting again: a resend is safe.
        const state = entry.state === 'sending' ? 'waiting' : entry.state;
        return { ...entry, kind, state } as OutboxEntry;
      })
      .filter((entry) =>
        entry.kind === 'request'
          ? typeof entry.field === 'string'
          : typeof entry.payload === 'object' &&
            (entry.kind !== 'chat' || typeof entry.conversationId === 'number'),
      );
  } catch {
    return [];
  }
}

function save(entries: OutboxEntry[]): OutboxEntry[] {
  if (entries.length === 0) removeStorage(STORAGE_KEYS.outbox);
  else writeStorage(STORAGE_KEYS.outbox, JSON.stringify(entries));
  return entries;
}

const sameToggle = (entry: OutboxEntry, wanted: WaitingRequest | NewEntry) =>
  entry.kind === 'request' &&
  wanted.kind === 'request' &&
  entry.state === 'waiting' &&
  entry.bookingId === wanted.bookingId &&
  entry.field === wanted.field;

export const useOutboxStore = create<OutboxState>((set, get) => ({
  entries: load(),
  add: (entry) => {
    const entries = get().entries;
    if (entries.some((existing) => existing.key === entry.key)) return;
    const kept = entries.filter((existing) => !sameToggle(existing, entry));
    set({ entries: save([...kept, { ...entry, state: 'waiting' } as OutboxEntry]) });
  },
  setState: (key, state, failure) =>
    set({
      entries: save(get().entries.map((entry) => (entry.key === key ? { ...entry, state, failure } : entry))),
    }),
  remove: (key) => set({ entries: save(get().entries.filter((entry) => entry.key !== key)) }),
  reload: () => set({ entries: load() }),
}));

/** The toggles of a stay as the guest last set them while offline (still waiting or being sent). */
export function waitingToggles(entries: OutboxEntry[], bookingId: number | null): WaitingRequest[] {
  return entries.filter(
    (entry): entry is WaitingRequest =>
      entry.kind === 'request' && entry.bookingId === bookingId && entry.state !== 'failed',
  );
}

/** A conversation's messages kept on the phone: waiting, being sent, or refused (until dismissed). */
export function keptChatMessages(
  entries: OutboxEntry[],
  conversationId: number | null,
): WaitingChatMessage[] {
  return entries.filter(
    (entry): entry is WaitingChatMessage => entry.kind === 'chat' && entry.conversationId === conversationId,
  );
}

subscribeStoredValue(STORAGE_KEYS.outbox, () => useOutboxStore.getState().reload());
