import { LANGUAGE_COOKIE } from '@hotel/contracts/first-paint';
import { LANGUAGE_CODES, RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from '@hotel/contracts/languages';

// The one list of languages, their groups, native names and directions is the contract's.
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_GROUPS,
  LANGUAGE_NAMES,
  type LanguageCode,
  type LanguageGroupId,
} from '@hotel/contracts/languages';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The server and older links may say 'zh-CN' or 'ZH_tw'; the catalogue codes are lower case with a dash. */
export function normaliseLanguage(value: string | null | undefined): LanguageCode | null {
  const candidate = value?.trim().toLowerCase().replace('_', '-');
  return isLanguageCode(candidate) ? candidate : null;
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT_LANGUAGES.has(language.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** <html lang> and dir follow the chosen language so screen readers and layout switch with it. */
export function applyDocumentLanguage(language: string, root = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}

/** A year: the language outlives a stay, as the device's localStorage does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language in a cookie too, so the server writes the next login page's texts and direction in it before
 * any script runs (decision 0118).
 */
export function rememberLanguageForServer(language: string, doc = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
