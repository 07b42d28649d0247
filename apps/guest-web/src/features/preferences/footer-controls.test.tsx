import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { DarkModeToggle } from './dark-mode-toggle.tsx';
import { useDarkModeStore } from './dark-mode-store.ts';
import { LanguageSelector } from './language-selector.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
  useDarkModeStore.getState().setDarkMode(false);
});

describe('language selector', () => {
  it('lists 41 languages in 7 groups by native name once the guest reaches for it', () => {
    renderRoute(<LanguageSelector />, { path: '*', url: '/' });
    const select = screen.getByLabelText('Language');
    // Until then only the language in use: the page does not lay out 41 names in a dozen scripts on every load.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English']);
    fireEvent.pointerDown(select);
    expect(within(select).getAllByRole('option')).toHaveLength(41);
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual([
      'Popular',
      'East Asian',
      'South Asian',
      'Southeast Asian',
      'European',
      'Nordic',
      'Middle Eastern',
    ]);
    expect(within(select).getByRole('option', { name: '日本語' })).toBeTruthy();
  });

  it('switches to Arabic: stored, saved on the server, translations reloaded, right-to-left', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    renderRoute(<LanguageSelector />, { path: '*', url: '/' });
    fireEvent.focus(screen.getByLabelText('Language'));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(readStorage(STORAGE_KEYS.language)).toBe('ar');
    await waitFor(() => expect(requests[0]?.body).toEqual({ language: 'ar' }));
    await waitFor(() => expect(requests[1]?.url).toBe('/api/translations/?language_code=ar'));
    expect((screen.getByLabelText('اللغة') as HTMLSelectElement).value).toBe('ar');
  });
});

describe('dark-mode toggle', () => {
  it('is a switch that persists under darkMode and sets the class on <html>', () => {
    renderRoute(<DarkModeToggle />, { path: '*', url: '/' });
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(readStorage(STORAGE_KEYS.darkMode)).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(toggle);
    expect(readStorage(STORAGE_KEYS.darkMode)).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
