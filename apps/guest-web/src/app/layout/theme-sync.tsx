import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { useDarkModeStore } from '../../features/preferences/index.ts';
import { useStoredHotelId } from '../../lib/storage.ts';
import {
  DARK_SURFACE,
  applyThemeVariables,
  hotelThemeVariables,
  rememberHotelTheme,
} from '../../lib/theme.ts';

const LOGIN_PATHS = new Set(['/', '/login']);

/** The hotel whose colours the page should wear: on the login screen the QR link's, elsewhere the session's. */
export function useThemeHotelId(): string | null {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const storedHotelId = useStoredHotelId();
  const fromLink = LOGIN_PATHS.has(pathname) ? searchParams.get('hotel')?.trim() : undefined;
  return fromLink || storedHotelId;
}

/**
 * Writes the hotel's colours into CSS variables and keeps the browser chrome in step: theme-color, and the
 * hotel's name as the tab title (what a guest sees in the tab switcher and in a bookmark).
 */
export function ThemeSync() {
  const { data: hotel } = useHotel(useThemeHotelId());
  const darkMode = useDarkModeStore((state) => state.darkMode);
  const variables = useMemo(() => (hotel ? hotelThemeVariables(hotel) : null), [hotel]);

  useEffect(() => {
    if (!hotel || !variables) return;
    applyThemeVariables(variables);
    rememberHotelTheme(hotel.unique_id, variables);
    document.title = hotel.name;
  }, [hotel, variables]);

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    // The hotel's colour from its variables: reading the page's computed style right after React's commit made
    // the browser style the whole new page there and then, in the same long task (decision 0126). Without a
    // hotel, whatever the page wears (a remembered theme, or the default).
    const brand =
      variables?.['--hotel-primary-fill'] ??
      getComputedStyle(document.documentElement).getPropertyValue('--hotel-primary-fill').trim();
    meta.content = darkMode ? DARK_SURFACE : brand || meta.content;
  }, [variables, darkMode]);

  return null;
}
