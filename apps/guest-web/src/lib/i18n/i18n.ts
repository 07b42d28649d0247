import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, applyDocumentLanguage, normaliseLanguage } from './languages.ts';

// English ships inside the bundle because it is the fallback for every missing key; every other catalogue is
// its own small chunk, fetched only when a guest picks that language. Adding `locales/<code>.json` is enough.
const lazyCatalogues = import.meta.glob<ResourceKey>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: ((language: string) => {
    const load = lazyCatalogues[`./locales/${language}.json`];
    // No catalogue yet for this language: an empty one makes i18next fall back to English key by key.
    return load ? load() : Promise.resolve({});
  }) as unknown as BackendModule['read'], // callbackApi false: i18next awaits the returned promise instead
};

/** Resolves once the stored (or default) language's catalogue is in, so the first paint is in that language. */
export async function initI18n(language: string | null): Promise<typeof i18next> {
  const initial = normaliseLanguage(language) ?? DEFAULT_LANGUAGE;
  if (i18next.isInitialized) {
    await i18next.changeLanguage(initial);
    return i18next;
  }
  i18next.on('languageChanged', (code) => applyDocumentLanguage(code));
  await i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.language);
  return i18next;
}
