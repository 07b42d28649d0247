import { LANGUAGE_CODES, RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from '@hotel/contracts/languages';

/** Both apps' reading of the contract's language list: codes, direction, the document's language. */

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The server and older links may say 'zh-CN' or 'ZH_tw'; the catalogue codes are lower case with a dash. */
export function normaliseLanguage(value: string | null | undefined): LanguageCode | null {
  const candidate = value?.trim().toLowerCase().replace('_', '-');
  return isLanguageCode(candidate) ? candidate : null;
}

/** Browser tags the list names otherwise: Norwegian Bokmål and Nynorsk, Chinese by script or region. */
const BROWSER_TAG_ALIASES: Record<string, LanguageCode> = {
  nb: 'no',
  nn: 'no',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  fil: 'tl',
  iw: 'he',
  in: 'id',
};

/**
 * The first of the browser's preferred languages (navigator.languages) the list has: 'pt-BR' is Portuguese,
 * 'zh-Hant-TW' traditional Chinese, 'nb-NO' Norwegian. Null when none is.
 */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode | null {
  for (const tag of preferred) {
    const parts = tag.toLowerCase().replace(/_/g, '-').split('-');
    const candidates = [parts.slice(0, 2).join('-'), parts[0] ?? ''];
    for (const candidate of candidates) {
      const code = normaliseLanguage(candidate) ?? BROWSER_TAG_ALIASES[candidate];
      if (code) return code;
    }
  }
  return null;
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT_LANGUAGES.has(language.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** <html lang> and dir follow the chosen language so screen readers and layout switch with it. */
export function applyDocumentLanguage(language: string, root = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}
