import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage.ts';
import { changeLanguage, switchLanguage } from './change-language.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('changing the language', () => {
  it('applies the Arabic catalogue, stores the choice and turns the page right-to-left', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await changeLanguage('ar');
    expect(readStorage(STORAGE_KEYS.language)).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('login.submit')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('login.submit')).toBe('Se connecter');
    await changeLanguage('km');
    expect(i18n.t('login.submit')).toBe('ចូល');
    // A key a catalogue lacks (none does today: catalogues.test.ts) is filled in from English.
    i18n.addResourceBundle('en', { test: { onlyInEnglish: 'English only' } });
    const untypedT = i18n.t as unknown as (key: string) => string;
    expect(untypedT('test.onlyInEnglish')).toBe('English only');
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
    expect(i18n.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("SPEC 'Language change': saves on the server, then reloads the translations, then the page", async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    const steps: string[] = [];
    const { requests } = mockFetch((request) => {
      steps.push(`${request.method} ${request.url}`);
      return jsonResponse(200, {});
    });
    await switchLanguage('th', () => steps.push('reload'));
    expect(steps).toEqual(['POST /api/languages/set/', 'GET /api/translations/?language_code=th', 'reload']);
    expect(requests[0]?.body).toEqual({ language: 'th' });
    expect(readStorage(STORAGE_KEYS.language)).toBe('th');
  });

  it('still reloads in the chosen language when the server is down', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    mockFetch(() => jsonResponse(503, { detail: 'down' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    await switchLanguage('de', reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(readStorage(STORAGE_KEYS.language)).toBe('de');
  });
});
