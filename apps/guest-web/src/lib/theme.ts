import { DARK_MODE_COOKIE } from '@hotel/contracts/first-paint';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** Applying the hotel's theme on this device; the variables themselves come from @hotel/contracts/hotel-theme. */
export {
  DARK_SURFACE,
  DARK_SURFACE_RAISED,
  DEFAULT_PRIMARY,
  hotelThemeVariables,
  type HotelColours,
} from '@hotel/contracts/hotel-theme';

export function applyThemeVariables(
  variables: Record<string, string>,
  root = document.documentElement,
): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}

/** Dark mode is a class on <html> (tailwind's `dark` variant) plus the UA colour scheme for form controls. */
export function applyDarkMode(enabled: boolean, root = document.documentElement): void {
  root.classList.toggle('dark', enabled);
  root.style.colorScheme = enabled ? 'dark' : 'light';
  // For the server too: the next page it draws before any script is in the same colours (decision 0119).
  root.ownerDocument.cookie = `${DARK_MODE_COOKIE}=${enabled ? '1' : '0'}; path=/; max-age=${DARK_MODE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** A year, as the language's cookie: the choice belongs to the device, not to a stay. */
const DARK_MODE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers the applied colours so the next visit paints them at once instead of flashing the defaults. */
export function rememberHotelTheme(hotelId: string, variables: Record<string, string>): void {
  writeStorage(STORAGE_KEYS.hotelTheme, JSON.stringify({ hotelId, variables }));
}

/** Applies the remembered colours of `hotelId`, if this device has seen that hotel before. */
export function restoreHotelTheme(hotelId: string | null): void {
  if (!hotelId) return;
  try {
    const saved = JSON.parse(readStorage(STORAGE_KEYS.hotelTheme) ?? 'null') as {
      hotelId?: unknown;
      variables?: unknown;
    } | null;
    if (saved?.hotelId !== hotelId || typeof saved.variables !== 'object' || saved.variables === null) return;
    const variables = Object.fromEntries(
      Object.entries(saved.variables).filter(
        (entry): entry is [string, string] => entry[0].startsWith('--hotel-') && typeof entry[1] === 'string',
      ),
    );
    applyThemeVariables(variables);
  } catch {
    return;
  }
}

/** Stored choice first; a first visit follows the phone's own setting. */
export function readDarkModePreference(): boolean {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true' || stored === 'false') return stored === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}
