/**
 * What content translation needs from any machine-translation service. Knows nothing of hotels: callers pass
 * texts and language codes (the guest app's codes: en, zh-cn, zh-tw, no, …; each adapter maps them to its own).
 */
export interface TranslationProvider {
  /** Stored with each cached translation: which service wrote it. */
  readonly name: 'libretranslate' | 'deepl' | 'openai';
  /** Most texts sent in one call. */
  readonly batchSize: number;
  /** Whether the service translates into `language`; a language it lacks keeps the hotel's own texts. */
  supports(language: string): Promise<boolean>;
  /** One translation per text, in the same order. Throws TranslationProviderError. */
  translate(texts: readonly string[], from: string, to: string): Promise<string[]>;
}

/** The service answered nothing usable: unreachable, timed out, refused, or a malformed body. */
export class TranslationProviderError extends Error {}

export interface TranslationProviderOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  /** For the OpenAI-compatible adapter: which model translates. */
  model?: string;
  timeoutMs: number;
}

/** POSTs JSON and returns the parsed answer, turning every failure into a TranslationProviderError. */
export async function postJson(
  service: string,
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
    throw new TranslationProviderError(`${service} ${reason}`, { cause: error });
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // handled below
  }
  if (!response.ok) {
    throw new TranslationProviderError(
      `${service} answered ${response.status}: ${errorMessageOf(parsed, text)}`,
    );
  }
  if (parsed === undefined) throw new TranslationProviderError(`${service} answered with something not JSON`);
  return parsed;
}

function errorMessageOf(parsed: unknown, raw: string): string {
  if (parsed && typeof parsed === 'object') {
    const record = parsed as { error?: unknown; message?: unknown };
    if (typeof record.error === 'string') return record.error;
    if (record.error && typeof record.error === 'object') {
      const message = (record.error as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
    if (typeof record.message === 'string') return record.message;
  }
  return raw.slice(0, 200);
}

/** Checks an answer carries exactly one string per text sent. */
export function exactlyOnePerText(service: string, texts: readonly string[], answer: unknown): string[] {
  if (!Array.isArray(answer) || answer.length !== texts.length || answer.some((t) => typeof t !== 'string')) {
    throw new TranslationProviderError(`${service} did not answer one translation per text`);
  }
  return answer as string[];
}
