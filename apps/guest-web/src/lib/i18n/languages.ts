import { LANGUAGE_COOKIE } from '@hotel/contracts/first-paint';

// The one list of languages, their groups, native names and directions is the contract's.
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_GROUPS,
  LANGUAGE_NAMES,
  type LanguageCode,
  type LanguageGroupId,
} from '@hotel/contracts/languages';

export {
  applyDocumentLanguage,
  isLanguageCode,
  normaliseLanguage,
  textDirection,
} from '@hotel/client-kit/languages';

/** A year: the language outlives a stay, as the device's localStorage does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language in a cookie too, so the server writes the next login page's texts and direction in it before
 * any script runs (decision 0118).
 */
export function rememberLanguageForServer(language: string, doc = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
