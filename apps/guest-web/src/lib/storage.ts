import { useSyncExternalStore } from 'react';

/** Device storage keys of SPEC section 3, plus the hotel time zone the API client adopts from responses. */
export const STORAGE_KEYS = {
  sessionToken: 'sessionToken',
  hotelUniqueId: 'hotelUniqueId',
  hotelId: 'hotelId',
  language: 'language',
  cart: 'cart',
  hasSeenRequestsTooltip: 'hasSeenRequestsTooltip',
  bookingId: 'bookingId',
  darkMode: 'darkMode',
  hotelTimezone: 'hotelTimezone',
  /** Last applied hotel colours, so a reload paints the hotel's theme before its data has arrived. */
  hotelTheme: 'hotelTheme',
  /** Orders placed while offline, waiting to be sent with their Idempotency-Key. */
  outbox: 'outbox',
  /** The guest's room, from their session: the login they are sent back to when it ends asks only for the name. */
  roomNumber: 'roomNumber',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

// localStorage throws in some private-browsing modes and when full; the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    if (window.localStorage.getItem(key) === value) return;
    window.localStorage.setItem(key, value);
  } catch {
    return;
  }
  notify();
}

export function removeStorage(key: StorageKey): void {
  try {
    if (window.localStorage.getItem(key) === null) return;
    window.localStorage.removeItem(key);
  } catch {
    return;
  }
  notify();
}

export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab should show.
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Calls `listener` when the value stored under `key` changes, in this tab or another; not for writes to other
 * keys. For a store that parses the value into objects: reloaded on every write, it handed each of its readers a
 * new, equal object, and each drew again (the outbox's toggles, in the commit of the dashboard's first draw).
 */
export function subscribeStoredValue(key: StorageKey, listener: Listener): () => void {
  let last = readStorage(key);
  return subscribeStorage(() => {
    const value = readStorage(key);
    if (value === last) return;
    last = value;
    listener();
  });
}

/** Re-renders when the stored value changes, in this tab or another. */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key),
    () => null,
  );
}

/** The hotel the device is tied to; the login response and the guest session both name it. */
export function readHotelId(): string | null {
  return readStorage(STORAGE_KEYS.hotelId) ?? readStorage(STORAGE_KEYS.hotelUniqueId);
}

/** `readHotelId`, re-rendering when either key changes. */
export function useStoredHotelId(): string | null {
  const hotelId = useStoredValue(STORAGE_KEYS.hotelId);
  const hotelUniqueId = useStoredValue(STORAGE_KEYS.hotelUniqueId);
  return hotelId ?? hotelUniqueId;
}
