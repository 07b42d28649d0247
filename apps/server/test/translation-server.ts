import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local server speaking the documented wire formats of the three translation providers:
 * LibreTranslate (GET /languages, POST /translate with `q` an array → {translatedText: [...]}, errors
 * {error}), DeepL v2 (POST /v2/translate, `DeepL-Auth-Key` header, {text: [...], target_lang} →
 * {translations: [{detected_source_language, text}]}, 403 for a bad key, 456 when the quota is used up) and
 * OpenAI-compatible chat completions (POST /v1/chat/completions → choices[0].message.content). It
 * "translates" by tagging each text with its target ('[ja] Pad Thai'), so a test can see what was sent
 * where. Tests and the bench switch it between answering, failing and answering slowly.
 */
export type TranslationServerMode = 'ok' | 'error' | 'garbage';

export interface TranslationCall {
  path: string;
  target: string;
  texts: string[];
  authorization: string | undefined;
}

export interface FakeTranslationServer {
  url: string;
  calls: TranslationCall[];
  mode: TranslationServerMode;
  /** Milliseconds each translation call waits before answering. */
  delayMs: number;
  /** LibreTranslate targets its /languages lists (default: every code the guest app uses, but Khmer). */
  libreTargets: string[];
  /** The DeepL key it accepts. */
  deepLKey: string;
  /** Texts translated so far, summed over every call. */
  textsTranslated(): number;
  /** The most translation calls it was answering at one time. */
  maxInFlight: number;
  close(): Promise<void>;
}

export function fakeTranslation(target: string, text: string): string {
  return `[${target}] ${text}`;
}

export async function startFakeTranslationServer(): Promise<FakeTranslationServer> {
  let inFlight = 0;
  const fake: FakeTranslationServer = {
    url: '',
    calls: [],
    mode: 'ok',
    delayMs: 0,
    libreTargets: ['en', 'th', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'ar', 'fr', 'de', 'es', 'nb', 'he', 'ru'],
    deepLKey: 'test-key:fx',
    textsTranslated: () => fake.calls.reduce((sum, call) => sum + call.texts.length, 0),
    maxInFlight: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function answer(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'GET' && path === '/languages') {
        answer(
          res,
          200,
          fake.libreTargets.map((code) => ({ code, name: code, targets: fake.libreTargets })),
        );
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        answer(res, 400, { error: 'Invalid request: body is not JSON' });
        return;
      }
      inFlight += 1;
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        respond(path, body, req, res);
      }, fake.delayMs);
    });
  });

  function respond(
    path: string,
    body: Record<string, unknown>,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): void {
    const authorization = req.headers.authorization;
    if (path === '/translate') {
      const texts = ([] as unknown[]).concat(body.q ?? []).map(String);
      const target = String(body.target);
      if (!fake.libreTargets.includes(target)) {
        answer(res, 400, { error: `${target} is not supported` });
        return;
      }
      fake.calls.push({ path, target, texts, authorization });
      if (fake.mode === 'error') return answer(res, 500, { error: 'Translation engine crashed' });
      if (fake.mode === 'garbage') return answer(res, 200, { translatedText: 'half' });
      answer(res, 200, { translatedText: texts.map((text) => fakeTranslation(target, text)) });
      return;
    }
    if (path === '/v2/translate') {
      if (authorization !== `DeepL-Auth-Key ${fake.deepLKey}`) {
        answer(res, 403, { message: 'Wrong endpoint. Use https://api.deepl.com' });
        return;
      }
      const texts = ((body.text as unknown[]) ?? []).map(String);
      const target = String(body.target_lang);
      fake.calls.push({ path, target, texts, authorization });
      if (fake.mode === 'error') return answer(res, 456, { message: 'Quota exceeded' });
      if (fake.mode === 'garbage') return answer(res, 200, { translations: [] });
      answer(res, 200, {
        translations: texts.map((text) => ({
          detected_source_language: String(body.source_lang ?? 'EN'),
          text: fakeTranslation(target, text),
        })),
      });
      return;
    }
    if (path === '/v1/chat/completions') {
      const messages = (body.messages as Array<{ role: string; content: string }>) ?? [];
      const system = messages.find((message) => message.role === 'system')?.content ?? '';
      const target = /into (.+?)\. /.exec(system)?.[1] ?? '?';
      let texts: string[] = [];
      try {
        texts = JSON.parse(messages.find((message) => message.role === 'user')?.content ?? '[]') as string[];
      } catch {
        return answer(res, 400, { error: { message: 'user message is not JSON' } });
      }
      fake.calls.push({ path, target, texts, authorization });
      if (fake.mode === 'error') return answer(res, 503, { error: { message: 'model is loading' } });
      const content =
        fake.mode === 'garbage'
          ? 'Sure! Here are your translations.'
          : JSON.stringify({ translations: texts.map((text) => fakeTranslation(target, text)) });
      answer(res, 200, {
        id: 'chatcmpl-local',
        object: 'chat.completion',
        model: String(body.model),
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
      return;
    }
    answer(res, 404, { error: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
