import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffTranslationsResponse, translationsResponse } from '@hotel/contracts/translations';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import {
  fakeTranslation,
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../../../test/translation-server.ts';
import { diningItems, subCategories } from '../dining/schema.ts';
import { hotels } from '../hotels/schema.ts';
import { hotelContentTexts } from './content-texts.ts';

let fake: FakeTranslationServer;
let t: TestApp;
const providerConfig = () => ({ TRANSLATION_PROVIDER: 'libretranslate', TRANSLATION_API_URL: fake.url });

beforeAll(async () => {
  fake = await startFakeTranslationServer();
  t = await createTestApp(providerConfig());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.delayMs = 0;
  fake.calls.length = 0;
  fake.maxInFlight = 0;
});

/**
 * A hotel whose menu holds `count` dishes named uniquely for this test (the translation cache is shared by
 * every hotel of the database, so shared names would come back translated without a provider call).
 */
async function hotelWithMenu(app: TestApp, count = 3): Promise<TestHotel & { token: string; tag: string }> {
  const hotel = await createTestHotel(app.ctx);
  const tag = uniqueSuffix();
  const [category] = await app.ctx.db
    .insert(subCategories)
    .values({ hotelId: hotel.hotelId, name: `Mains ${tag}` })
    .returning({ id: subCategories.id });
  await app.ctx.db.insert(diningItems).values(
    Array.from({ length: count }, (_, index) => ({
      hotelId: hotel.hotelId,
      subCategoryId: category!.id,
      name: `Dish ${index + 1} ${tag}`,
      description: `Slow-cooked ${index + 1} ${tag}`,
      priceMinor: 10_000,
    })),
  );
  return { ...hotel, token: await loginTestGuest(app.app, hotel), tag };
}

async function translations(app: TestApp, token: string, language: string, force = false) {
  const response = await app.app.inject({
    url: `/api/translations/?language_code=${language}${force ? '&force=true' : ''}`,
    headers: auth(token),
  });
  expect(response.statusCode).toBe(200);
  return translationsResponse.parse(response.json());
}

/** Polls the status as the banner does until the job leaves `active`; returns every progress seen. */
async function waitForJob(app: TestApp, token: string, language: string) {
  const seen: { status: string; progress: number }[] = [];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.app.inject({
      url: `/api/translations/status/?language_code=${language}`,
      headers: auth(token),
    });
    const state = response.json<{ status: string; progress: number }>();
    seen.push(state);
    if (state.status !== 'active') return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the ${language} job never finished: ${JSON.stringify(seen.at(-1))}`);
}

describe('content translation', () => {
  it('queues a job on the first ask, reports its progress, then serves every text translated', async () => {
    const hotel = await hotelWithMenu(t);
    const texts = await hotelContentTexts(t.ctx.db, hotel.hotelId);
    fake.delayMs = 30;

    const first = await translations(t, hotel.token, 'ja');
    expect(first.translation_status).toBe('active');
    expect(first.content).toEqual({});
    const seen = await waitForJob(t, hotel.token, 'ja');
    expect(seen.at(-1)).toEqual({ status: 'complete', progress: 100, language: 'ja' });
    const progress = seen.map((state) => state.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const after = await translations(t, hotel.token, 'ja');
    expect(after).toMatchObject({ translation_status: 'complete', translation_progress: 100 });
    expect(after.content).toEqual(
      Object.fromEntries(texts.map((text) => [text, fakeTranslation('ja', text)])),
    );
    expect(after.content[`Dish 1 ${hotel.tag}`]).toBe(`[ja] Dish 1 ${hotel.tag}`);
    // Each text went to the provider once, in LibreTranslate's batches.
    expect(fake.textsTranslated()).toBe(texts.length);
    expect(texts.length).toBeGreaterThan(6);
  });

  it('sends only what changed: nothing when asked again, one text after one dish is renamed', async () => {
    const hotel = await hotelWithMenu(t);
    await translations(t, hotel.token, 'fr');
    await waitForJob(t, hotel.token, 'fr');
    fake.calls.length = 0;

    expect((await translations(t, hotel.token, 'fr')).translation_status).toBe('complete');
    expect(fake.calls).toEqual([]);

    await t.ctx.db
      .update(diningItems)
      .set({ name: `Renamed dish ${hotel.tag}` })
      .where(eq(diningItems.name, `Dish 2 ${hotel.tag}`));
    expect((await translations(t, hotel.token, 'fr')).translation_status).toBe('active');
    await waitForJob(t, hotel.token, 'fr');
    expect(fake.calls.flatMap((call) => call.texts)).toEqual([`Renamed dish ${hotel.tag}`]);
    const content = (await translations(t, hotel.token, 'fr')).content;
    expect(content[`Renamed dish ${hotel.tag}`]).toBe(`[fr] Renamed dish ${hotel.tag}`);
    expect(content[`Dish 2 ${hotel.tag}`]).toBeUndefined();
  });

  it('reuses the cache across hotels: the same texts in the same language cost no call', async () => {
    const hotel = await hotelWithMenu(t);
    await translations(t, hotel.token, 'de');
    await waitForJob(t, hotel.token, 'de');
    const twin = await createTestHotel(t.ctx, { name: (await hotelName(hotel.hotelId))! });
    await t.ctx.db.insert(subCategories).values({ hotelId: twin.hotelId, name: `Mains ${hotel.tag}` });
    fake.calls.length = 0;
    const twinToken = await loginTestGuest(t.app, twin);
    await translations(t, twinToken, 'de');
    expect((await waitForJob(t, twinToken, 'de')).at(-1)?.status).toBe('complete');
    expect(fake.calls).toEqual([]);
    expect((await translations(t, twinToken, 'de')).content[`Mains ${hotel.tag}`]).toBe(
      `[de] Mains ${hotel.tag}`,
    );
  });

  it('reports an error when the provider fails, keeps it for a minute, and tries again when forced', async () => {
    const hotel = await hotelWithMenu(t);
    fake.mode = 'error';
    await translations(t, hotel.token, 'es');
    expect((await waitForJob(t, hotel.token, 'es')).at(-1)?.status).toBe('error');
    fake.mode = 'ok';
    expect((await translations(t, hotel.token, 'es')).translation_status).toBe('error');
    expect((await translations(t, hotel.token, 'es', true)).translation_status).toBe('active');
    expect((await waitForJob(t, hotel.token, 'es')).at(-1)?.status).toBe('complete');
  });

  it('counts a failed job on /metrics, beside the queue lag', async () => {
    const scrape = async (metric: string) => {
      const text = (await t.app.inject({ url: '/metrics' })).body;
      const line = new RegExp(`^${metric}\\{job="content_translations"\\} (\\S+)$`, 'm').exec(text);
      return line ? Number(line[1]) : undefined;
    };
    const before = await scrape('hotel_job_failures_total');
    expect(before).toBeGreaterThanOrEqual(0);
    expect(await scrape('hotel_job_lag_seconds')).toBeGreaterThanOrEqual(0);
    const hotel = await hotelWithMenu(t);
    fake.mode = 'error';
    await translations(t, hotel.token, 'de');
    expect((await waitForJob(t, hotel.token, 'de')).at(-1)?.status).toBe('error');
    expect(await scrape('hotel_job_failures_total')).toBe(before! + 1);
  });

  it('says none for the hotel’s own language and a language the provider lacks, and before login', async () => {
    const hotel = await hotelWithMenu(t);
    expect((await translations(t, hotel.token, 'en')).translation_status).toBe('none');
    expect((await translations(t, hotel.token, 'km')).translation_status).toBe('none');
    const anonymous = await t.app.inject({ url: '/api/translations/?language_code=ja' });
    expect(anonymous.json()).toMatchObject({ content: {}, translation_status: 'none' });
    expect(fake.calls).toEqual([]);
  });

  it('works TRANSLATION_CONCURRENCY languages at once on one instance, and no more', async () => {
    const hotel = await hotelWithMenu(t);
    fake.delayMs = 100;
    const languages = ['ja', 'fr', 'de', 'ko'];
    for (const language of languages) await translations(t, hotel.token, language);
    for (const language of languages) await waitForJob(t, hotel.token, language);
    expect(t.ctx.config.TRANSLATION_CONCURRENCY).toBe(2);
    expect(fake.maxInFlight).toBe(2);
  });

  it('does the work once with two instances asking at the same moment', async () => {
    const second = await createTestApp(providerConfig());
    try {
      const hotel = await hotelWithMenu(t, 8);
      const texts = await hotelContentTexts(t.ctx.db, hotel.hotelId);
      fake.delayMs = 20;
      await Promise.all([translations(t, hotel.token, 'ko'), translations(second, hotel.token, 'ko')]);
      await Promise.all([waitForJob(t, hotel.token, 'ko'), waitForJob(second, hotel.token, 'ko')]);
      expect(fake.textsTranslated()).toBe(texts.length);
    } finally {
      await second.close();
    }
  });

  it('survives a restart: the job left by a stopped instance is finished by the next, without redoing a batch', async () => {
    const modelConfig = { TRANSLATION_PROVIDER: 'openai', TRANSLATION_API_URL: `${fake.url}/v1` };
    const first = await createTestApp(modelConfig);
    // 30 dishes: 60 texts and more, in batches of 20.
    const hotel = await hotelWithMenu(first, 30);
    const texts = await hotelContentTexts(first.ctx.db, hotel.hotelId);
    fake.delayMs = 150;
    await translations(first, hotel.token, 'th');
    for (let attempt = 0; fake.calls.length === 0 && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.close();
    const stoppedAt = fake.textsTranslated();
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(texts.length);

    const next = await createTestApp(modelConfig);
    try {
      // Still active and held by the stopped instance until its lease runs out.
      expect((await translations(next, hotel.token, 'th')).translation_status).toBe('active');
      next.setNow(new Date(Date.now() + 61_000));
      await translations(next, hotel.token, 'th');
      const seen = await waitForJob(next, hotel.token, 'th');
      expect(seen.at(-1)?.status).toBe('complete');
      expect(fake.textsTranslated()).toBe(texts.length);
      expect(Object.keys((await translations(next, hotel.token, 'th')).content)).toHaveLength(texts.length);
    } finally {
      await next.close();
    }
  });

  it('serves content as written and says none when no provider is configured', async () => {
    const plain = await createTestApp();
    try {
      const hotel = await hotelWithMenu(plain);
      const body = await translations(plain, hotel.token, 'ja');
      expect(body).toMatchObject({ content: {}, translation_status: 'none', translation_progress: 0 });
      expect(fake.calls).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

async function hotelName(hotelId: number): Promise<string | undefined> {
  const [row] = await t.ctx.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId));
  return row?.name;
}

describe('reports and corrections', () => {
  it("takes a guest's report to the console, where a manager's correction replaces the machine's for good", async () => {
    const hotel = await hotelWithMenu(t);
    const dish = `Dish 1 ${hotel.tag}`;
    await translations(t, hotel.token, 'he');
    await waitForJob(t, hotel.token, 'he');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/translations/reports/',
      headers: auth(hotel.token),
      payload: { language: 'he', source_text: 'Not on the menu', shown_text: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/not part of the hotel's information/);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/translations/reports/',
      headers: auth(hotel.token),
      payload: { language: 'he', source_text: dish, shown_text: `[he] ${dish}`, note: 'Reads like a robot' },
    });
    expect(reported.statusCode).toBe(201);

    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const screen = async () =>
      staffTranslationsResponse.parse(
        (await t.app.inject({ url: '/api/staff/translations/', headers: auth(manager.token) })).json(),
      );
    const before = await screen();
    expect(before.provider).toBe('libretranslate');
    expect(before.jobs).toEqual([
      expect.objectContaining({ language: 'he', status: 'complete', progress: 100 }),
    ]);
    expect(before.reports).toEqual([
      expect.objectContaining({
        id: reported.json().id,
        language: 'he',
        source_text: dish,
        note: 'Reads like a robot',
        room_number: '101',
      }),
    ]);

    const kitchen = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const correctionBody = {
      language: 'he',
      source_text: dish,
      text: 'מנה ראשונה',
      report_id: reported.json().id,
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/translations/corrections/',
          headers: auth(kitchen.token),
          payload: correctionBody,
        })
      ).statusCode,
    ).toBe(403);
    const corrected = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/translations/corrections/',
      headers: auth(manager.token),
      payload: correctionBody,
    });
    expect(corrected.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/translations/corrections/',
      headers: auth(manager.token),
      payload: correctionBody,
    });
    expect(again.statusCode).toBe(404);

    const after = await screen();
    expect(after.reports).toEqual([]);
    expect(after.corrections).toEqual([
      expect.objectContaining({ language: 'he', source_text: dish, text: 'מנה ראשונה' }),
    ]);
    expect((await translations(t, hotel.token, 'he')).content[dish]).toBe('מנה ראשונה');
    // A new machine pass never overwrites the hotel's own wording.
    await translations(t, hotel.token, 'he', true);
    await waitForJob(t, hotel.token, 'he');
    expect((await translations(t, hotel.token, 'he')).content[dish]).toBe('מנה ראשונה');
  });

  it('lets a manager close a report without a correction', async () => {
    const hotel = await hotelWithMenu(t);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/translations/reports/',
      headers: auth(hotel.token),
      payload: { language: 'ru', source_text: `Mains ${hotel.tag}`, shown_text: 'Основные' },
    });
    const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
    const dismiss = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/translations/reports/${reported.json().id}/dismiss/`,
        headers: auth(manager.token),
      });
    expect((await dismiss()).statusCode).toBe(200);
    expect((await dismiss()).statusCode).toBe(404);
  });
});

describe('POST /api/toggle-language/', () => {
  it("goes to the hotel's own language and back to the guest's choice", async () => {
    const hotel = await hotelWithMenu(t);
    const toggle = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/toggle-language/', headers: auth(hotel.token) })
      ).json();
    expect(await toggle()).toEqual({ language: 'en', other_language: 'en' });
    await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(hotel.token),
      payload: { language: 'ja' },
    });
    expect(await toggle()).toEqual({ language: 'en', other_language: 'ja' });
    expect(await toggle()).toEqual({ language: 'ja', other_language: 'ja' });
    expect(await toggle()).toEqual({ language: 'en', other_language: 'ja' });
  });
});

describe('chat through the provider', () => {
  it("gives staff a Japanese guest's message in English and the guest the welcome and replies in Japanese", async () => {
    const name = `Chat hotel ${uniqueSuffix()}`;
    const hotel = await createTestHotel(t.ctx, { chatEnabled: true, name });
    const token = await loginTestGuest(t.app, hotel);
    await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(token),
      payload: { language: 'ja' },
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/start/',
      headers: auth(token),
      payload: { hotel_id: hotel.uniqueId },
    });
    const welcome = started.json().welcome_message;
    // The welcome is the server's own sentence: worded from the catalogues, not sent to the provider.
    expect(welcome.translated_content).toContain(`${name}へようこそ！`);
    const conversationId = started.json().conversation.id as number;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/message/`,
      headers: auth(token),
      payload: { message: 'タオルをください' },
    });
    expect(sent.json().guest_message).toMatchObject({
      original_content: 'タオルをください',
      translated_content: '[en] タオルをください',
    });

    // A language the provider lacks, or a provider that fails, leaves the message as written.
    fake.mode = 'error';
    const unsent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/message/`,
      headers: auth(token),
      payload: { message: 'ありがとう' },
    });
    expect(unsent.json().guest_message).toMatchObject({ translated_content: 'ありがとう' });
  });
});
