import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

// Keys the catalogues do not have, so the tests do not depend on today's wording.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t = () => i18n.t as unknown as LooseT;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the translator', () => {
  it('picks the plural form by the language’s rules, and key_zero for a count of 0 where it exists', async () => {
    i18n.addResourceBundle('en', { test: { item_one: '{{count}} item', item_other: '{{count}} items' } });
    i18n.addResourceBundle('ar', {
      test: {
        item_zero: 'zero',
        item_one: 'one',
        item_two: 'two',
        item_few: 'few',
        item_many: 'many',
        item_other: 'other',
      },
    });
    expect(t()('test.item', { count: 1 })).toBe('1 item');
    expect(t()('test.item', { count: 0 })).toBe('0 items');
    await i18n.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t()('test.item', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });

  it('falls back to English key by key, then to the default value, then to the key', async () => {
    i18n.addResourceBundle('en', { test: { onlyEnglish: 'English {{name}}' } });
    await i18n.changeLanguage('fr');
    expect(t()('test.onlyEnglish', { name: 'text' })).toBe('English text');
    expect(t()('test.nowhere', { defaultValue: 'fallback' })).toBe('fallback');
    expect(t()('test.nowhere')).toBe('test.nowhere');
    // A key that names a section, not a text, is not found.
    expect(t()('test')).toBe('test');
  });

  it('fills every placeholder, empty when a value is missing, never escaping (React does)', () => {
    i18n.addResourceBundle('en', { test: { line: '{{a}} & {{ b }} <{{c}}>' } });
    expect(t()('test.line', { a: 1, b: 'x' })).toBe('1 & x <>');
  });

  it('keeps a text already there unless told to overwrite it', () => {
    i18n.addResourceBundle('en', { test: { kept: 'first' } });
    i18n.addResourceBundle('en', { test: { kept: 'second' } });
    expect(t()('test.kept')).toBe('first');
    i18n.addResourceBundle('en', { test: { kept: 'third' } }, { overwrite: true });
    expect(t()('test.kept')).toBe('third');
  });

  it('loads a language’s catalogue, tells its listeners, and takes an unknown code as English', async () => {
    const heard: string[] = [];
    const stop = i18n.onLanguageChanged((code) => heard.push(code));
    await i18n.changeLanguage('JA');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('login.submit')).toBe('ログイン');
    expect(document.documentElement.lang).toBe('ja');
    // …and the server writes the next login page in it (decision 0118).
    expect(document.cookie).toContain('guestLanguage=ja');
    await i18n.changeLanguage('xx');
    expect(i18n.language).toBe('en');
    stop();
    await i18n.changeLanguage('de');
    expect(heard).toEqual(['ja', 'en']);
  });
});
