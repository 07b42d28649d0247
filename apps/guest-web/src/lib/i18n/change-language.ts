import i18next from 'i18next';
import { api } from '../api-client.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage.ts';
import type { LanguageCode } from './languages.ts';

/**
 * The one way to switch language: remembered on the device, applied to the UI (the catalogue is fetched if
 * needed; <html lang/dir> follow through i18next's languageChanged event) and, for a logged-in guest, saved on
 * the server so staff messages and content come back in it. A server failure is logged only (SPEC section 8).
 * Resolves to whether the server accepted it, so callers can refetch content.
 */
export async function changeLanguage(
  language: LanguageCode,
  { saveOnServer = true }: { saveOnServer?: boolean } = {},
): Promise<boolean> {
  writeStorage(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
  if (!saveOnServer || !readStorage(STORAGE_KEYS.sessionToken)) return false;
  try {
    await api.post('languages/set', { language });
    return true;
  } catch (error) {
    console.warn('Saving the language on the server failed', error);
    return false;
  }
}
