import { useCallback, useEffect, useState } from 'react';

/**
 * A setting of this device (a kitchen tablet keeps its own place and lead time): kept in localStorage,
 * read once per mount, and refused back to its default when out of range.
 */
export function readPreference<T extends string | number>(
  key: string,
  fallback: T,
  valid: (value: T) => boolean,
): T {
  return readChoice(key, typeof fallback === 'number', valid) ?? fallback;
}

/** What this device chose, or null when it chose nothing (or something out of range). */
function readChoice<T extends string | number>(
  key: string,
  numeric: boolean,
  valid: (value: T) => boolean,
): T | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === null) return null;
    const value = (numeric ? Number(stored) : stored) as T;
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every mounted reader of a key, so a choice made on one screen reaches the console-wide alerts at once. */
const readers = new Map<string, Set<(value: string | number) => void>>();

export function usePreference<T extends string | number>(
  key: string,
  fallback: T,
  valid: (value: T) => boolean,
): [T, (value: T) => void] {
  // Only what this device chose is kept: without a choice the default follows `fallback` as it changes
  // (the hotel's alert defaults, set by a manager, reach a console that never chose its own).
  const [chosen, setChosen] = useState<T | null>(() => readChoice(key, typeof fallback === 'number', valid));
  const value = chosen ?? fallback;
  useEffect(() => {
    const reader = (next: string | number) => setChosen(next as T);
    const keyReaders = readers.get(key) ?? new Set();
    readers.set(key, keyReaders.add(reader));
    return () => {
      keyReaders.delete(reader);
      if (keyReaders.size === 0) readers.delete(key);
    };
  }, [key]);
  const save = useCallback(
    (next: T) => {
      for (const reader of readers.get(key) ?? []) reader(next);
      setChosen(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private mode: the choice lasts for this page (and its other readers) only.
      }
    },
    [key],
  );
  return [value, save];
}

export const inRange = (min: number, max: number) => (value: number) =>
  Number.isFinite(value) && value >= min && value <= max;
