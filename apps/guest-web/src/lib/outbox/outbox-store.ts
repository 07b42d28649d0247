import { create } from 'zustand';
import { ApiError } from '../api-client.ts';
import { STORAGE_KEYS, readStorage, removeStorage, subscribeStoredValue, writeStorage } from '../storage.ts';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry.ts';
import { outboxKindOf, registerOutboxKind, type RegisteredOutboxKind } from './outbox-kinds.ts';

/**
 * What the guest sent while the phone could not reach the hotel, kept on the device until it is sent
 * (decision 0033): orders, activity bookings, chat messages and service-request toggles, each kind defined by its
 * feature (outbox-kinds.ts). Chat messages are shown in their conversation while they wait (decision 0132).
 */
interface OutboxState {
  entries: OutboxEntry[];
  /** Keeps it on the phone; it replaces a kept entry its kind says it replaces (a toggle: the latest wish wins). */
  add<Entry extends OutboxEntry>(entry: NewOutboxEntry<Entry>): void;
  setState(key: string, state: OutboxEntry['state'], failure?: string): void;
  /** Sent, cancelled by the guest, or a refusal dismissed. */
  remove(key: string): void;
  /** Reads the device's list again (another tab changed it, or the kinds were just registered). */
  reload(): void;
}

/** Entries stored before the outbox kept more than orders have no kind: they are orders. */
const KIND_OF_UNMARKED_ENTRIES = 'order';

/** The request did not get an answer: the phone is offline or the connection dropped in transit. */
export function isOffline(error?: unknown): boolean {
  if (error === undefined) return navigator.onLine === false;
  return error instanceof ApiError && error.status === 0;
}

/** The kept entries of a registered kind that have what their kind needs; the others are dropped. */
function load(): OutboxEntry[] {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.outbox) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return (stored as Partial<OutboxEntry>[])
      .filter((entry) => typeof entry?.key === 'string')
      .map((entry) => {
        const kind = entry.kind ?? KIND_OF_UNMARKED_ENTRIES;
        // An entry that was being sent when the page closed is waiting again: a resend is safe.
        const state = entry.state === 'sending' ? 'waiting' : entry.state;
        return { ...entry, kind, state } as OutboxEntry;
      })
      .filter((entry) => outboxKindOf(entry)?.isWhole(entry) ?? false);
  } catch {
    return [];
  }
}

function save(entries: OutboxEntry[]): OutboxEntry[] {
  if (entries.length === 0) removeStorage(STORAGE_KEYS.outbox);
  else writeStorage(STORAGE_KEYS.outbox, JSON.stringify(entries));
  return entries;
}

export const useOutboxStore = create<OutboxState>((set, get) => ({
  entries: load(),
  add: (entry) => {
    const entries = get().entries;
    if (entries.some((existing) => existing.key === entry.key)) return;
    const added = { ...entry, state: 'waiting' } as OutboxEntry;
    const replaces = outboxKindOf(added)?.replaces;
    const kept = entries.filter((existing) => !(existing.kind === added.kind && replaces?.(existing, added)));
    set({ entries: save([...kept, added]) });
  },
  setState: (key, state, failure) =>
    set({
      entries: save(get().entries.map((entry) => (entry.key === key ? { ...entry, state, failure } : entry))),
    }),
  remove: (key) => set({ entries: save(get().entries.filter((entry) => entry.key !== key)) }),
  reload: () => set({ entries: load() }),
}));

/**
 * The kinds of entry the app keeps (each feature's, outbox-kinds.ts), registered once at the start of the shell;
 * the device's list is read again with them.
 */
export function registerOutboxKinds(kinds: readonly RegisteredOutboxKind[]): void {
  for (const kind of kinds) registerOutboxKind(kind);
  useOutboxStore.getState().reload();
}

subscribeStoredValue(STORAGE_KEYS.outbox, () => useOutboxStore.getState().reload());
