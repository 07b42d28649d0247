import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/**
 * The console's words. English today; a language is added as `locales/<code>.json` and listed here.
 * Guest-facing texts (notifications, the guest app) are translated separately, in the guest's language.
 */
export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
