import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../../test/translation-server.ts';
import { testConfig } from '../../../test/test-app.ts';
import { deepL, deepLBaseUrl } from './deepl.ts';
import { libreTranslate } from './libretranslate.ts';
import { languageName, openAiTranslation } from './openai-translation.ts';
import { TranslationProviderError } from './translation-provider.ts';
import { createTranslationProvider } from './translation-providers.ts';

let fake: FakeTranslationServer;
beforeAll(async () => {
  fake = await startFakeTranslationServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.delayMs = 0;
  fake.calls.length = 0;
});

describe('LibreTranslate', () => {
  const provider = () => libreTranslate({ baseUrl: fake.url, apiKey: 'libre-key', timeoutMs: 500 });

  it('sends the texts as one `q` array in its own codes and reads `translatedText` in order', async () => {
    expect(await provider().translate(['Green curry', 'Mango sticky rice'], 'en', 'zh-cn')).toEqual([
      '[zh-Hans] Green curry',
      '[zh-Hans] Mango sticky rice',
    ]);
    expect(fake.calls).toEqual([
      expect.objectContaining({
        path: '/translate',
        target: 'zh-Hans',
        texts: ['Green curry', 'Mango sticky rice'],
      }),
    ]);
  });

  it("knows its targets from the server's /languages (Norwegian is nb there)", async () => {
    const libre = provider();
    expect(await libre.supports('no')).toBe(true);
    expect(await libre.supports('ja')).toBe(true);
    expect(await libre.supports('km')).toBe(false);
  });

  it('fails with the reason of an error answer, and on an answer that is not one text per text', async () => {
    fake.mode = 'error';
    await expect(provider().translate(['Tea'], 'en', 'ja')).rejects.toThrow(
      /LibreTranslate answered 500: Translation engine crashed/,
    );
    fake.mode = 'garbage';
    await expect(provider().translate(['Tea', 'Coffee'], 'en', 'ja')).rejects.toThrow(
      /one translation per text/,
    );
  });

  it('does not keep a guest waiting on a server that is down: /languages is not asked again for a minute', async () => {
    const down = libreTranslate({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(down.supports('ja')).rejects.toThrow(/unreachable/);
    const started = Date.now();
    await expect(down.supports('ja')).rejects.toThrow(/a moment ago/);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('gives up after its timeout', async () => {
    fake.delayMs = 1500;
    await expect(provider().translate(['Tea'], 'en', 'ja')).rejects.toThrow(/LibreTranslate timed out/);
  });
});

describe('DeepL', () => {
  const provider = (apiKey = fake.deepLKey) => deepL({ baseUrl: fake.url, apiKey, timeoutMs: 500 });

  it('POSTs /v2/translate with the key in its header and its own target codes', async () => {
    expect(await provider().translate(['Pool bar'], 'en', 'pt')).toEqual(['[PT-PT] Pool bar']);
    expect(await provider().translate(['Pool bar'], 'en', 'zh-tw')).toEqual(['[ZH-HANT] Pool bar']);
    expect(fake.calls[0]).toMatchObject({ authorization: `DeepL-Auth-Key ${fake.deepLKey}` });
  });

  it('says which of the 41 languages it lacks, and refuses a wrong key with its message', async () => {
    expect(await provider().supports('ja')).toBe(true);
    expect(await provider().supports('km')).toBe(false);
    expect(await provider().supports('hi')).toBe(false);
    await expect(provider('wrong').translate(['Tea'], 'en', 'ja')).rejects.toThrow(/403: Wrong endpoint/);
    fake.mode = 'error';
    await expect(provider().translate(['Tea'], 'en', 'ja')).rejects.toThrow(/456: Quota exceeded/);
  });

  it('finds its own address from the key: free keys end in :fx', () => {
    expect(deepLBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deepLBaseUrl('abc')).toBe('https://api.deepl.com');
  });
});

describe('OpenAI-compatible model', () => {
  const provider = () =>
    openAiTranslation({
      baseUrl: `${fake.url}/v1`,
      apiKey: 'sk-local',
      model: 'local-model',
      timeoutMs: 500,
    });

  it('asks for a JSON object of translations in order and checks there is one per text', async () => {
    expect(await provider().translate(['Spa', 'Sunset cruise'], 'en', 'ar')).toEqual([
      '[Arabic] Spa',
      '[Arabic] Sunset cruise',
    ]);
    expect(fake.calls[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-local' });
    expect(await provider().supports('km')).toBe(true);
  });

  it('fails on a reply that is not the JSON asked for, and on an error status', async () => {
    fake.mode = 'garbage';
    await expect(provider().translate(['Spa'], 'en', 'ja')).rejects.toBeInstanceOf(TranslationProviderError);
    fake.mode = 'error';
    await expect(provider().translate(['Spa'], 'en', 'ja')).rejects.toThrow(/503: model is loading/);
  });

  it('names the language in English, Chinese by its script', () => {
    expect(languageName('zh-tw')).toBe('Traditional Chinese');
    expect(languageName('no')).toBe('Norwegian');
    expect(languageName('km')).toBe('Khmer');
  });
});

describe('configuration', () => {
  it('builds no provider for none, and the named one otherwise', () => {
    expect(createTranslationProvider(testConfig())).toBeNull();
    const libre = testConfig({ TRANSLATION_PROVIDER: 'libretranslate', TRANSLATION_API_URL: fake.url });
    expect(createTranslationProvider(libre)?.name).toBe('libretranslate');
    const deepl = testConfig({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_KEY: 'k:fx' });
    expect(createTranslationProvider(deepl)?.name).toBe('deepl');
  });

  it('refuses a provider without what it needs to be reached', () => {
    expect(() => testConfig({ TRANSLATION_PROVIDER: 'openai' })).toThrow(/TRANSLATION_API_URL/);
    expect(() => testConfig({ TRANSLATION_PROVIDER: 'deepl' })).toThrow(/TRANSLATION_API_KEY/);
  });
});
