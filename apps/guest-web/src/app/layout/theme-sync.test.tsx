import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { seedHotel } from '../../lib/hotel/use-hotel.ts';
import { useDarkModeStore } from '../../features/preferences/dark-mode-store.ts';
import { DARK_SURFACE, hotelThemeVariables } from '../../lib/theme.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { demoHotel } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { ThemeSync } from './theme-sync.tsx';

const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;

beforeEach(() => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#1f5f8b">');
});

afterEach(() => {
  document.querySelector('meta[name="theme-color"]')?.remove();
  act(() => useDarkModeStore.getState().setDarkMode(false));
  vi.restoreAllMocks();
});

describe('ThemeSync', () => {
  it("wears the hotel's colours: the page's variables, its title and the browser's theme colour, dark in dark mode", () => {
    writeStorage(STORAGE_KEYS.hotelId, demoHotel.unique_id);
    seedHotel(demoHotel);
    // Read from the variables: the page's computed style, read right after React's commit, made the browser
    // style the whole new page in that task (decision 0126).
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    renderRoute(<ThemeSync />, { path: '/dashboard', url: '/dashboard' });
    const variables = hotelThemeVariables(demoHotel);
    expect(document.documentElement.style.getPropertyValue('--hotel-primary-fill')).toBe(
      variables['--hotel-primary-fill'],
    );
    expect(document.title).toBe(demoHotel.name);
    expect(themeColor()).toBe(variables['--hotel-primary-fill']);
    expect(computedStyle).not.toHaveBeenCalled();

    act(() => useDarkModeStore.getState().setDarkMode(true));
    expect(themeColor()).toBe(DARK_SURFACE);
    act(() => useDarkModeStore.getState().setDarkMode(false));
    expect(themeColor()).toBe(variables['--hotel-primary-fill']);
  });
});
