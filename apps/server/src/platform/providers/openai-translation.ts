import {
  exactlyOnePerText,
  postJson,
  TranslationProviderError,
  type TranslationProvider,
  type TranslationProviderOptions,
} from './translation-provider.ts';

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The guest app's Chinese codes name a script more than a country. */
const SCRIPT_TAGS: Record<string, string> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant' };

/** 'zh-tw' → 'Traditional Chinese', 'no' → 'Norwegian': what a model is told to write. */
export function languageName(code: string): string {
  return englishNames.of(SCRIPT_TAGS[code] ?? code) ?? code;
}

/**
 * Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp): the texts go as one JSON
 * array and the model answers a JSON object `{"translations": [...]}` in the same order, which is checked.
 * A model translates into every language; how well is the hotel's judgement (decision 0114).
 */
export function openAiTranslation(options: TranslationProviderOptions): TranslationProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'openai',
    batchSize: 20,
    async supports() {
      return true;
    },
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      const answer = await postJson(
        'The translation model',
        `${base}/chat/completions`,
        {
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'system',
              content:
                `You translate a hotel's guest-facing texts (menu items, activities, notices) from ` +
                `${languageName(from)} into ${languageName(to)}. Keep names of dishes, places and brands ` +
                `recognisable, keep numbers, prices and line breaks, add nothing. Answer only with a JSON ` +
                `object {"translations": [...]} holding one translated string per input string, in order.`,
            },
            { role: 'user', content: JSON.stringify(texts) },
          ],
        },
        {
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          timeoutMs: options.timeoutMs,
        },
      );
      const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]
        ?.message?.content;
      if (typeof content !== 'string')
        throw new TranslationProviderError('The translation model answered no text');
      let parsed: unknown;
      try {
        parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        throw new TranslationProviderError('The translation model did not answer JSON');
      }
      return exactlyOnePerText(
        'The translation model',
        texts,
        (parsed as { translations?: unknown } | null)?.translations,
      );
    },
  };
}
