import {
  exactlyOnePerText,
  postJson,
  TranslationProviderError,
  type TranslationProvider,
  type TranslationProviderOptions,
} from './translation-provider.ts';

/** The guest app's codes LibreTranslate spells differently (its /languages list). */
const LIBRETRANSLATE_CODES: Record<string, string> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', no: 'nb' };
const LANGUAGES_FRESH_MS = 60 * 60 * 1000;
/** After /languages failed, asking again waits this long: a guest's page must not wait on a server that is down. */
const LANGUAGES_RETRY_MS = 60 * 1000;
/** /languages is asked while a guest waits for the page: never longer than this. */
const LANGUAGES_TIMEOUT_MS = 3_000;

/**
 * LibreTranslate (self-hosted or libretranslate.com): POST /translate with `q` as an array translates many
 * texts in one call; GET /languages says which targets the server's installed models cover.
 */
export function libreTranslate(options: TranslationProviderOptions): TranslationProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  let targets: { codes: Set<string>; readAt: number } | undefined;
  let failedAt: number | undefined;
  const code = (language: string) => LIBRETRANSLATE_CODES[language] ?? language;

  async function readTargets(): Promise<Set<string>> {
    if (targets && Date.now() - targets.readAt < LANGUAGES_FRESH_MS) return targets.codes;
    if (failedAt !== undefined && Date.now() - failedAt < LANGUAGES_RETRY_MS) {
      throw new TranslationProviderError('LibreTranslate /languages was unreachable a moment ago');
    }
    let answer: unknown;
    try {
      const response = await fetch(`${base}/languages`, {
        signal: AbortSignal.timeout(Math.min(options.timeoutMs, LANGUAGES_TIMEOUT_MS)),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      answer = await response.json();
    } catch (error) {
      failedAt = Date.now();
      throw new TranslationProviderError('LibreTranslate /languages is unreachable', { cause: error });
    }
    failedAt = undefined;
    if (!Array.isArray(answer)) throw new TranslationProviderError('LibreTranslate /languages is not a list');
    const codes = new Set<string>();
    for (const entry of answer as Array<{ code?: unknown; targets?: unknown }>) {
      if (typeof entry.code === 'string') codes.add(entry.code);
      if (Array.isArray(entry.targets)) for (const target of entry.targets) codes.add(String(target));
    }
    targets = { codes, readAt: Date.now() };
    return codes;
  }

  return {
    name: 'libretranslate',
    batchSize: 50,
    async supports(language) {
      return (await readTargets()).has(code(language));
    },
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      const answer = await postJson(
        'LibreTranslate',
        `${base}/translate`,
        {
          q: texts,
          source: code(from),
          target: code(to),
          format: 'text',
          ...(options.apiKey && { api_key: options.apiKey }),
        },
        { timeoutMs: options.timeoutMs },
      );
      return exactlyOnePerText(
        'LibreTranslate',
        texts,
        (answer as { translatedText?: unknown }).translatedText,
      );
    },
  };
}
