import { i18n } from './i18n.ts';
import { api } from '../api-client.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage.ts';
import type { LanguageCode } from './languages.ts';

/**
 * The one way to switch language: remembered on the device, applied to the UI (the catalogue is fetched if
 * needed; <html lang/dir> follow through the translator's language-changed listeners) and, for a logged-in guest, saved on
 * the server so staff messages and content come back in it. A server failure is logged only (SPEC section 8).
 * Resolves to whether the server accepted it, so callers can refetch content.
 */
export async function changeLanguage(
  language: LanguageCode,
  { saveOnServer = true }: { saveOnServer?: boolean } = {},
): Promise<boolean> {
  writeStorage(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  if (!saveOnServer || !readStorage(STORAGE_KEYS.sessionToken)) return false;
  try {
    await api.post('languages/set', { language });
    return true;
  } catch (error) {
    console.warn('Saving the language on the server failed', error);
    return false;
  }
}

/**
 * SPEC 'Language change', the footer selector's switch: the choice is saved on the server (for a logged-in
 * guest), the translations for it are reloaded, then the page reloads, so every screen, cached answer and
 * server-worded text (notifications, content) comes back in it. A failed step is logged; the page still
 * reloads in the chosen language, which the device remembers.
 */
export async function switchLanguage(
  language: LanguageCode,
  reloadPage: () => void = () => window.location.reload(),
): Promise<void> {
  await changeLanguage(language);
  try {
    await api.get('translations', { query: { language_code: language } });
  } catch (error) {
    console.warn('Reloading the translations failed', error);
  }
  reloadPage();
}
