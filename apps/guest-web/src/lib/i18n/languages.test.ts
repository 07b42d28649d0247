import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, applyDocumentLanguage, normaliseLanguage, textDirection } from './languages.ts';

// SPEC section 9, in its order.
const SPEC_CODES =
  'en, th, zh-cn, ja, ko, zh-tw, km, my, vi, hi, bn, ta, ur, id, ms, tl, fr, de, es, pt, it, nl, pl, ru, uk, cs, hu, ro, sk, hr, sr, bg, el, sv, da, fi, no, ar, he, fa, tr'.split(
    ', ',
  );

describe('supported languages', () => {
  it('are exactly the 41 codes of the spec, each once', () => {
    expect(SPEC_CODES).toHaveLength(41);
    expect([...LANGUAGE_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(new Set(LANGUAGE_CODES).size).toBe(41);
  });

  it('normalises spellings the server or an old link may use', () => {
    expect(normaliseLanguage('zh-CN')).toBe('zh-cn');
    expect(normaliseLanguage('ZH_tw')).toBe('zh-tw');
    expect(normaliseLanguage(' ar ')).toBe('ar');
    expect(normaliseLanguage('xx')).toBeNull();
    expect(normaliseLanguage(null)).toBeNull();
  });
});

describe('text direction', () => {
  it.each(['ar', 'he', 'fa', 'ur'])('%s is right-to-left', (code) => {
    expect(textDirection(code)).toBe('rtl');
  });

  it('every other supported language is left-to-right', () => {
    const others = LANGUAGE_CODES.filter((code) => !['ar', 'he', 'fa', 'ur'].includes(code));
    expect(others).toHaveLength(37);
    for (const code of others) expect(textDirection(code)).toBe('ltr');
  });

  it('sets <html lang> and dir', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('zh-tw');
    expect(document.documentElement.lang).toBe('zh-tw');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
