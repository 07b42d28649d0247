import type { Config } from '../config.ts';
import { deepL, deepLBaseUrl } from './deepl.ts';
import { libreTranslate } from './libretranslate.ts';
import { openAiTranslation } from './openai-translation.ts';
import type { TranslationProvider } from './translation-provider.ts';

/** The configured translation service, or null for TRANSLATION_PROVIDER=none. */
export function createTranslationProvider(
  config: Pick<
    Config,
    | 'TRANSLATION_PROVIDER'
    | 'TRANSLATION_API_URL'
    | 'TRANSLATION_API_KEY'
    | 'TRANSLATION_MODEL'
    | 'TRANSLATION_TIMEOUT_MS'
  >,
): TranslationProvider | null {
  const common = { apiKey: config.TRANSLATION_API_KEY, timeoutMs: config.TRANSLATION_TIMEOUT_MS };
  switch (config.TRANSLATION_PROVIDER) {
    case 'none':
      return null;
    case 'libretranslate':
      return libreTranslate({ ...common, baseUrl: config.TRANSLATION_API_URL! });
    case 'deepl':
      return deepL({
        ...common,
        baseUrl: config.TRANSLATION_API_URL ?? deepLBaseUrl(config.TRANSLATION_API_KEY!),
      });
    case 'openai':
      return openAiTranslation({
        ...common,
        baseUrl: config.TRANSLATION_API_URL!,
        model: config.TRANSLATION_MODEL,
      });
  }
}
