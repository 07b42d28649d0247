/**
 * Content translation (issue 13): the demo hotel's content into the 40 languages besides English through
 * the LibreTranslate adapter, against the local server that speaks LibreTranslate's API, then again after
 * one dish is renamed. Baseline, in the same run: the very batches the product sent, sent straight to the
 * same server with the same adapter (no jobs, no database) — the ratio is what the job machinery costs.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { libreTranslate } from '../../apps/server/src/platform/providers/libretranslate.ts';
import type { FakeTranslationServer } from '../../apps/server/test/translation-server.ts';
import { loginDemoGuest } from '../../e2e/support/product-server.ts';

export interface TranslationPass {
  languages: number;
  seconds: number;
  providerCalls: number;
  textsSent: number;
  /** The same calls straight to the provider, one after another. */
  baselineSeconds: number;
}

export interface TranslationBenchResult {
  simulatedProviderDelayMs: number;
  contentTexts: number;
  first: TranslationPass;
  afterOneDishRenamed: TranslationPass & { renamedTo: string };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function get<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks for every language (each ask queues its job), then polls until none is active. */
async function translateAll(baseUrl: string, token: string, languages: readonly string[]): Promise<number> {
  const started = performance.now();
  for (const language of languages)
    await get(`${baseUrl}/api/translations/?language_code=${language}`, token);
  for (;;) {
    const states = await Promise.all(
      languages.map((language) =>
        get<{ status: string }>(`${baseUrl}/api/translations/status/?language_code=${language}`, token),
      ),
    );
    const failed = states.filter((state) => state.status === 'error').length;
    if (failed > 0) throw new Error(`${failed} translation jobs failed`);
    if (states.every((state) => state.status === 'complete')) return (performance.now() - started) / 1000;
    if (performance.now() - started > 600_000)
      throw new Error('translation jobs did not finish in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function replayDirectly(
  fake: FakeTranslationServer,
  calls: FakeTranslationServer['calls'],
): Promise<number> {
  const provider = libreTranslate({ baseUrl: fake.url, timeoutMs: 30_000 });
  const started = performance.now();
  for (const call of calls) await provider.translate(call.texts, 'en', call.target);
  return (performance.now() - started) / 1000;
}

async function pass(
  baseUrl: string,
  fake: FakeTranslationServer,
  token: string,
  languages: readonly string[],
): Promise<TranslationPass> {
  fake.calls.length = 0;
  const seconds = await translateAll(baseUrl, token, languages);
  const calls = [...fake.calls];
  const textsSent = calls.reduce((sum, call) => sum + call.texts.length, 0);
  const baselineSeconds = await replayDirectly(fake, calls);
  return {
    languages: languages.length,
    seconds: round(seconds),
    providerCalls: calls.length,
    textsSent,
    baselineSeconds: round(baselineSeconds),
  };
}

export async function benchContentTranslation(
  baseUrl: string,
  databaseUrl: string,
  fake: FakeTranslationServer,
): Promise<TranslationBenchResult> {
  const token = await loginDemoGuest(baseUrl);
  const languages = LANGUAGE_CODES.filter((code) => code !== 'en');
  const first = await pass(baseUrl, fake, token, languages);
  const contentTexts = first.textsSent / languages.length;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let renamedTo: string;
  try {
    const renamed = await db.query<{ name: string }>(
      `update dining_items set name = name || ' (new recipe)'
       where id = (select min(id) from dining_items where hotel_id = (select id from hotels where unique_id = 'HOTEL-DEMO'))
       returning name`,
    );
    renamedTo = renamed.rows[0]!.name;
  } finally {
    await db.end();
  }
  const again = await pass(baseUrl, fake, token, languages);
  return {
    simulatedProviderDelayMs: fake.delayMs,
    contentTexts,
    first,
    afterOneDishRenamed: { ...again, renamedTo },
  };
}
