import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage.ts';
import { changeLanguage } from './change-language.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('changing the language', () => {
  it('applies the Arabic catalogue, stores the choice and turns the page right-to-left', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await changeLanguage('ar');
    expect(readStorage(STORAGE_KEYS.language)).toBe('ar');
    expect(i18next.language).toBe('ar');
    expect(i18next.t('login.submit')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('login.submit')).toBe('Se connecter');
    // No Khmer catalogue yet: English fills in key by key.
    await changeLanguage('km');
    expect(i18next.t('login.submit')).toBe('Log in');
  });

  it('saves the choice on the server when logged in', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    const { requests } = mockFetch(() => jsonResponse(200, { language: 'ja' }));
    await expect(changeLanguage('ja')).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/languages/set/',
      method: 'POST',
      body: { language: 'ja' },
    });
  });

  it('does not call the server before login', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    await expect(changeLanguage('de')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only logs a server failure, and keeps the new language', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    mockFetch(() => jsonResponse(500, { detail: 'boom' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(changeLanguage('he')).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(i18next.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
