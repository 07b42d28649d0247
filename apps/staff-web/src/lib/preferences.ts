import { useCallback, useState } from 'react';

/**
 * A setting of this device (a kitchen tablet keeps its own place and lead time): kept in localStorage,
 * read once per mount, and refused back to its default when out of range.
 */
export function readPreference<T extends string | number>(
  key: string,
  fallback: T,
  valid: (value: T) => boolean,
): T {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === null) return fallback;
    const value = (typeof fallback === 'number' ? Number(stored) : stored) as T;
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function usePreference<T extends string | number>(
  key: string,
  fallback: T,
  valid: (value: T) => boolean,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readPreference(key, fallback, valid));
  const save = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [value, save];
}

export const inRange = (min: number, max: number) => (value: number) =>
  Number.isFinite(value) && value >= min && value <= max;
