import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@hotel/contracts/languages';
import { applyDocumentLanguage, languageFromBrowser, normaliseLanguage } from '@hotel/client-kit/languages';
import en from './locales/en.json';

/**
 * The console's words in the guest app's 41 languages (issue 36). English ships with the console and is the
 * fallback key by key; every other catalogue is its own chunk, fetched when someone picks that language.
 * Which language: the account's choice (the session says it), else the one this browser last showed, else the
 * browser's preference, else English. Guest content the console shows stays as it was written.
 */
const lazyCatalogues = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

/** The language this browser showed last: the sign-in page speaks it before anyone has signed in. */
const LAST_LANGUAGE_KEY = 'console.language';

function lastLanguage(): LanguageCode | null {
  try {
    return normaliseLanguage(window.localStorage.getItem(LAST_LANGUAGE_KEY));
  } catch {
    return null;
  }
}

/** The browser's preferred language, when the list has it; else English. */
export function browserConsoleLanguage(): LanguageCode {
  return languageFromBrowser(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** What the sign-in page shows: the language this browser showed last, else the browser's. */
export function defaultConsoleLanguage(): LanguageCode {
  return lastLanguage() ?? browserConsoleLanguage();
}

export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}

/**
 * Shows the console in `language` (its catalogue fetched first, so no screen flashes English keys); an
 * unknown code or a catalogue that cannot be fetched leaves English. Sets <html lang dir>.
 */
export async function showConsoleIn(language: string | null): Promise<void> {
  const code = normaliseLanguage(language) ?? DEFAULT_LANGUAGE;
  const loader = lazyCatalogues[`./locales/${code}.json`];
  let shown: string = DEFAULT_LANGUAGE;
  if (code !== DEFAULT_LANGUAGE && loader) {
    try {
      if (!i18next.hasResourceBundle(code, 'translation'))
        i18next.addResourceBundle(code, 'translation', await loader());
      shown = code;
    } catch {
      // Offline or a stale deploy: English, which is always here, rather than keys.
    }
  }
  await i18next.changeLanguage(shown);
  applyDocumentLanguage(shown);
  try {
    window.localStorage.setItem(LAST_LANGUAGE_KEY, shown);
  } catch {
    // Private mode: the choice lasts for this page.
  }
}

/**
 * The locale the console writes dates, times and amounts in: its language now, English as in Britain (day
 * before month, as hotels write it); times on the 24-hour clock where a shift reads them.
 */
export function consoleLocale(): string {
  const language = i18next.language || DEFAULT_LANGUAGE;
  return language === DEFAULT_LANGUAGE ? 'en-GB' : language;
}
