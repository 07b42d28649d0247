import {
  exactlyOnePerText,
  postJson,
  type TranslationProvider,
  type TranslationProviderOptions,
} from './translation-provider.ts';

/**
 * DeepL's target languages for the guest app's codes (developers.deepl.com, "Supported languages"). A code
 * missing here is a language DeepL does not translate into: that language keeps the hotel's own texts.
 */
const DEEPL_TARGETS: Record<string, string> = {
  en: 'EN-GB',
  th: 'TH',
  'zh-cn': 'ZH-HANS',
  'zh-tw': 'ZH-HANT',
  ja: 'JA',
  ko: 'KO',
  vi: 'VI',
  id: 'ID',
  fr: 'FR',
  de: 'DE',
  es: 'ES',
  pt: 'PT-PT',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  ru: 'RU',
  uk: 'UK',
  cs: 'CS',
  hu: 'HU',
  ro: 'RO',
  sk: 'SK',
  bg: 'BG',
  el: 'EL',
  sv: 'SV',
  da: 'DA',
  fi: 'FI',
  no: 'NB',
  ar: 'AR',
  he: 'HE',
  tr: 'TR',
};

/** DeepL's source codes carry no regional variant. */
function sourceCode(language: string): string {
  return (DEEPL_TARGETS[language] ?? language).split('-')[0]!.toUpperCase();
}

/**
 * DeepL API v2: POST /v2/translate with `text` as an array (up to 50 per call) and the key in an
 * `Authorization: DeepL-Auth-Key` header. Free keys (ending in :fx) use api-free.deepl.com.
 */
export function deepL(options: TranslationProviderOptions): TranslationProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'deepl',
    batchSize: 50,
    async supports(language) {
      return language in DEEPL_TARGETS;
    },
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      const answer = await postJson(
        'DeepL',
        `${base}/v2/translate`,
        { text: texts, source_lang: sourceCode(from), target_lang: DEEPL_TARGETS[to] ?? to.toUpperCase() },
        {
          headers: { authorization: `DeepL-Auth-Key ${options.apiKey ?? ''}` },
          timeoutMs: options.timeoutMs,
        },
      );
      const translations = (answer as { translations?: Array<{ text?: unknown }> }).translations;
      return exactlyOnePerText(
        'DeepL',
        texts,
        Array.isArray(translations) ? translations.map((entry) => entry?.text) : undefined,
      );
    },
  };
}

/** DeepL's own address for a key: free keys end in ':fx'. */
export function deepLBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}
