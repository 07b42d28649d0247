import { describe, expect, it } from 'vitest';
import { languageFromBrowser, normaliseLanguage, textDirection } from './languages.ts';

describe('languages', () => {
  it('reads the browser’s preferences as codes of the list', () => {
    expect(languageFromBrowser(['pt-BR', 'en'])).toBe('pt');
    expect(languageFromBrowser(['zh-TW'])).toBe('zh-tw');
    expect(languageFromBrowser(['zh-Hant-HK'])).toBe('zh-tw');
    expect(languageFromBrowser(['zh-Hans-CN'])).toBe('zh-cn');
    expect(languageFromBrowser(['zh'])).toBe('zh-cn');
    expect(languageFromBrowser(['nb-NO'])).toBe('no');
    expect(languageFromBrowser(['ar-AE'])).toBe('ar');
    expect(languageFromBrowser(['xx', 'gd', 'de-CH'])).toBe('de');
    expect(languageFromBrowser(['xx'])).toBeNull();
    expect(languageFromBrowser([])).toBeNull();
  });

  it('normalises codes and knows the direction', () => {
    expect(normaliseLanguage(' ZH_cn ')).toBe('zh-cn');
    expect(normaliseLanguage('klingon')).toBeNull();
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
