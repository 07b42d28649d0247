import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { demoHotel } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { useDarkModeStore } from '../../features/preferences/dark-mode-store.ts';
import { NavBar, navTone } from './nav-bar.tsx';

function serveHotel(hotel = demoHotel) {
  writeStorage(STORAGE_KEYS.hotelId, hotel.unique_id);
  mockFetch(() => jsonResponse(200, hotel));
}

const renderNav = (url = '/dashboard') => renderRoute(<NavBar />, { path: '*', url });

describe('navigation bar', () => {
  it('links the brand logo to /dashboard and highlights the current link', async () => {
    serveHotel();
    renderNav('/menu');
    const brand = await screen.findByRole('link', { name: 'Demo Grand Hotel – home' });
    expect(brand.getAttribute('href')).toBe('/dashboard');
    // A phone shows the small logo alone; from 640 px the full logo.
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/media/demo-logo-small.svg');
    expect(brand.querySelector('source')?.getAttribute('srcset')).toBe('/media/demo-logo.svg');
    expect(brand.querySelector('source')?.getAttribute('media')).toBe('(min-width: 40rem)');
    expect(screen.getByRole('link', { name: 'Dining' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Activities' }).getAttribute('href')).toBe('/activities');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('shows the full logo everywhere when the hotel has no small logo', async () => {
    serveHotel({ ...demoHotel, small_logo_url: null });
    renderNav();
    const brand = await screen.findByRole('link', { name: 'Demo Grand Hotel – home' });
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/media/demo-logo.svg');
    expect(brand.querySelector('source')).toBeNull();
  });

  it('falls back to the full logo when the small one fails to load', async () => {
    serveHotel();
    renderNav();
    const brand = await screen.findByRole('link', { name: 'Demo Grand Hotel – home' });
    act(() => {
      brand.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/media/demo-logo.svg');
  });

  it("says 'No logo available' when the hotel has no logo", async () => {
    serveHotel({ ...demoHotel, logo_url: null, small_logo_url: null });
    renderNav();
    expect(await screen.findByText('No logo available')).toBeTruthy();
  });

  it('disables the cart link while the cart is empty and shows the count otherwise', () => {
    serveHotel();
    renderNav();
    const empty = screen.getByRole('link', { name: 'Cart, empty' });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    expect(empty.hasAttribute('href')).toBe(false);
    act(() => {
      writeStorage(
        STORAGE_KEYS.cart,
        JSON.stringify({ locationId: 2, scheduledFor: null, items: [{ itemId: 1, quantity: 3 }] }),
      );
    });
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('3');
  });

  it('is styled dark for a dark primary colour and light for a light one', async () => {
    serveHotel({ ...demoHotel, primary_color: '#0b3d5c' });
    const { container } = renderNav();
    await screen.findByRole('link', { name: 'Demo Grand Hotel – home' });
    expect(container.querySelector('header')?.dataset.tone).toBe('dark');
  });

  it('follows the brightness rule, and is always dark in dark mode', () => {
    expect(navTone('#7f7f7f', false)).toBe('dark');
    expect(navTone('#808080', false)).toBe('light');
    expect(navTone('#f4c95d', false)).toBe('light');
    expect(navTone('#f4c95d', true)).toBe('dark');
  });

  it('follows the dark-mode toggle', async () => {
    serveHotel();
    const { container } = renderNav();
    await screen.findByRole('link', { name: 'Demo Grand Hotel – home' });
    expect(container.querySelector('header')?.dataset.tone).toBe('light');
    act(() => useDarkModeStore.getState().setDarkMode(true));
    expect(container.querySelector('header')?.dataset.tone).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => useDarkModeStore.getState().setDarkMode(false));
  });
});
