import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { TOURIST_INFO_FIELDS } from '@hotel/contracts/content';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../../test/open-meteo-server.ts';
import { dateInZone } from '../../platform/time.ts';
import { insertEvent, insertSlide, saveTouristInfo, saveWeatherLocation } from './repository.ts';
import { uploadedImages } from './schema.ts';
import { WEATHER_UNAVAILABLE } from './weather-service.ts';

let t: TestApp;
let fake: FakeOpenMeteo;
beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  t = await createTestApp({
    OPEN_METEO_URL: fake.url,
    WEATHER_CACHE_MINUTES: '30',
    WEATHER_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  t.setNow(undefined);
  fake.mode = 'ok';
});

async function setUp() {
  const hotel = await createTestHotel(t.ctx);
  const token = await loginTestGuest(t.app, hotel);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...auth(token), ...headers } });
  return { hotel, token, get };
}

const minutes = (n: number) => n * 60_000;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

describe('GET /api/slideshow/', () => {
  it('lists the slides on show now, in order, and not another hotel’s', async () => {
    const { hotel, get } = await setUp();
    const other = await createTestHotel(t.ctx);
    const now = new Date();
    const db = t.ctx.db;
    const second = await insertSlide(db, hotel.hotelId, { imageUrl: '/media/b.svg', caption: 'B' });
    const first = await insertSlide(db, hotel.hotelId, { imageUrl: '/media/a.svg', caption: 'A' });
    await insertSlide(db, hotel.hotelId, {
      imageUrl: '/media/past.svg',
      caption: 'past',
      showUntil: at(now, -1000),
    });
    await insertSlide(db, hotel.hotelId, {
      imageUrl: '/media/soon.svg',
      caption: 'soon',
      showFrom: at(now, minutes(60)),
    });
    const window = await insertSlide(db, hotel.hotelId, {
      imageUrl: '/media/now.svg',
      caption: 'now',
      showFrom: at(now, -minutes(5)),
      showUntil: at(now, minutes(5)),
    });
    await insertSlide(db, other.hotelId, { imageUrl: '/media/other.svg', caption: 'other' });

    const response = await get(`/api/slideshow/?hotel_id=${hotel.uniqueId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: second.id, image_url: '/media/b.svg', caption: 'B' },
      { id: first.id, image_url: '/media/a.svg', caption: 'A' },
      { id: window.id, image_url: '/media/now.svg', caption: 'now' },
    ]);

    t.setNow(at(now, minutes(90)));
    const later = await get('/api/slideshow/');
    expect(later.json<{ caption: string }[]>().map((slide) => slide.caption)).toEqual(['B', 'A', 'soon']);
  });

  it('needs a guest session', async () => {
    expect((await t.app.inject({ url: '/api/slideshow/' })).statusCode).toBe(401);
  });
});

describe('GET /api/calendar-events/', () => {
  it('answers missing_hotel_id without hotel_unique_id', async () => {
    const { get } = await setUp();
    const response = await get('/api/calendar-events/');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'missing_hotel_id' });
  });

  it('refuses another hotel’s id', async () => {
    const { get } = await setUp();
    const other = await createTestHotel(t.ctx);
    const response = await get(`/api/calendar-events/?hotel_unique_id=${other.uniqueId}`);
    expect(response.statusCode).toBe(403);
  });

  it('lists only events that have not started, soonest first, of the session’s hotel', async () => {
    const { hotel, get } = await setUp();
    const other = await createTestHotel(t.ctx);
    const now = new Date();
    const event = (hotelId: number, title: string, startOffset: number) =>
      insertEvent(t.ctx.db, hotelId, {
        title,
        description: `${title} description`,
        location: 'Lobby',
        startTime: at(now, startOffset),
        endTime: null,
      });
    await event(hotel.hotelId, 'later', minutes(120));
    await event(hotel.hotelId, 'started', -minutes(10));
    const soon = await event(hotel.hotelId, 'soon', minutes(30));
    await event(other.hotelId, 'elsewhere', minutes(20));

    const response = await get(`/api/calendar-events/?hotel_unique_id=${hotel.uniqueId}`);
    expect(response.statusCode).toBe(200);
    const events = response.json<{ title: string }[]>();
    expect(events.map((e) => e.title)).toEqual(['soon', 'later']);
    expect(events[0]).toEqual({
      id: soon.id,
      title: 'soon',
      description: 'soon description',
      start_time: at(now, minutes(30)).toISOString(),
      end_time: null,
      location: 'Lobby',
    });

    t.setNow(at(now, minutes(60)));
    const later = await get(`/api/calendar-events/?hotel_unique_id=${hotel.uniqueId}`);
    expect(later.json<{ title: string }[]>().map((e) => e.title)).toEqual(['later']);
  });
});

describe('GET /api/tourist-info/', () => {
  it('answers every field, null until the hotel fills it', async () => {
    const { hotel, get } = await setUp();
    const empty = await get('/api/tourist-info/');
    expect(empty.statusCode).toBe(200);
    expect(Object.keys(empty.json()).sort()).toEqual([...TOURIST_INFO_FIELDS].sort());
    expect(Object.values(empty.json()).every((value) => value === null)).toBe(true);

    await saveTouristInfo(
      t.ctx.db,
      hotel.hotelId,
      { emergency_call_center: '191', railway_website: 'https://railway.example' },
      new Date(),
    );
    const filled = await get('/api/tourist-info/');
    expect(filled.json()).toMatchObject({
      emergency_call_center: '191',
      railway_website: 'https://railway.example',
      railway_contact: null,
    });
  });

  it('is the session’s hotel’s', async () => {
    const { get } = await setUp();
    const other = await createTestHotel(t.ctx);
    await saveTouristInfo(t.ctx.db, other.hotelId, { emergency_call_center: '112' }, new Date());
    expect((await get('/api/tourist-info/')).json()).toMatchObject({ emergency_call_center: null });
  });
});

describe('GET /api/weather/{hotelId}/', () => {
  async function hotelWithPlace() {
    const setup = await setUp();
    await saveWeatherLocation(t.ctx.db, setup.hotel.hotelId, {
      townName: 'Bangkok',
      latitude: 13.75,
      longitude: 100.5,
    });
    const weather = () =>
      setup.get(`/api/weather/${setup.hotel.uniqueId}/`, { 'x-hotel-id': setup.hotel.uniqueId });
    return { ...setup, weather };
  }
  const callsFor = (latitude: number) =>
    fake.requests.filter((request) => request.searchParams.get('latitude') === String(latitude)).length;

  it('reads the provider for the hotel’s place and maps the condition to a text and an icon', async () => {
    const { hotel, weather } = await hotelWithPlace();
    const now = new Date('2026-11-23T08:00:00Z');
    t.setNow(now);
    const response = await weather();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      townName: 'Bangkok',
      temperature: 31.5,
      condition: 'Partly cloudy',
      condition_key: 'partly_cloudy',
      icon: 'partly-cloudy-day',
      // Today (23 November in Bangkok) is the current reading; the forecast is the coming days.
      forecast: [
        {
          date: '2026-11-24',
          label: 'Tue',
          condition: 'Rain',
          condition_key: 'rain',
          icon: 'rain',
          temp_min: 23.9,
          temp_max: 30.2,
        },
        {
          date: '2026-11-25',
          label: 'Wed',
          condition: 'Thunderstorm',
          condition_key: 'thunderstorm',
          icon: 'thunderstorm',
          temp_min: 24.4,
          temp_max: 29.8,
        },
      ],
      observed_at: '2026-11-23T07:15:00.000Z',
      stale: false,
    });
    expect(dateInZone(now, hotel.timezone)).toBe('2026-11-23');
  });

  it('serves the kept reading within the cache time and asks again after it', async () => {
    const { weather } = await hotelWithPlace();
    // Each test hotel has its own place, so its calls can be counted apart from others'.
    const latitude = 13.75;
    const start = new Date('2026-11-23T08:00:00Z');
    t.setNow(start);
    const before = callsFor(latitude);
    await weather();
    t.setNow(at(start, minutes(29)));
    fake.current.temperature = 25;
    expect((await weather()).json()).toMatchObject({ temperature: 31.5, stale: false });
    expect(callsFor(latitude) - before).toBe(1);

    t.setNow(at(start, minutes(31)));
    expect((await weather()).json()).toMatchObject({ temperature: 25, stale: false });
    expect(callsFor(latitude) - before).toBe(2);
    fake.current.temperature = 31.46;
  });

  it('serves the last reading with its time while the provider is down, and asks again a minute later', async () => {
    const { weather } = await hotelWithPlace();
    const start = new Date('2026-11-23T08:00:00Z');
    t.setNow(start);
    await weather();

    fake.mode = 'hang';
    t.setNow(at(start, minutes(40)));
    const down = await weather();
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      stale: true,
      observed_at: '2026-11-23T07:15:00.000Z',
      temperature: 31.5,
    });

    // Within a minute of the failure the provider is not asked again: the guest does not wait for a timeout.
    fake.mode = 'error';
    const requestsBefore = fake.requests.length;
    t.setNow(at(start, minutes(40.5)));
    expect((await weather()).json()).toMatchObject({ stale: true });
    expect(fake.requests.length).toBe(requestsBefore);

    fake.mode = 'ok';
    t.setNow(at(start, minutes(42)));
    expect((await weather()).json()).toMatchObject({ stale: false });
  });

  it("fails with the spec's message when there is no reading at all", async () => {
    const { weather } = await hotelWithPlace();
    fake.mode = 'error';
    const response = await weather();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: WEATHER_UNAVAILABLE, code: 'weather_unavailable' });
    expect(WEATHER_UNAVAILABLE).toBe('Unable to retrieve weather data.');
  });

  it('fails the same way for a hotel without a weather place', async () => {
    const { hotel, get } = await setUp();
    const response = await get(`/api/weather/${hotel.uniqueId}/`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ detail: WEATHER_UNAVAILABLE });
  });

  it('answers 404 for another hotel in the path and 403 for another in X-Hotel-ID', async () => {
    const { get, hotel } = await hotelWithPlace();
    const other = await createTestHotel(t.ctx);
    expect((await get(`/api/weather/${other.uniqueId}/`)).statusCode).toBe(404);
    expect((await get(`/api/weather/${hotel.uniqueId}/`, { 'x-hotel-id': other.uniqueId })).statusCode).toBe(
      403,
    );
  });

  it('serves a kept reading without any provider (WEATHER_PROVIDER=none), marked stale once old', async () => {
    const offline = await createTestApp({ WEATHER_PROVIDER: 'none' });
    try {
      // The guest's stay is made around the test's clock, so the login below finds it whatever today is.
      const start = new Date('2026-11-23T08:00:00Z');
      t.setNow(start);
      const { hotel, weather } = await hotelWithPlace();
      await weather();
      offline.setNow(at(start, minutes(45)));
      const token = await loginTestGuest(offline.app, hotel);
      const response = await offline.app.inject({
        url: `/api/weather/${hotel.uniqueId}/`,
        headers: auth(token),
      });
      expect(response.json()).toMatchObject({ stale: true, townName: 'Bangkok' });
    } finally {
      await offline.close();
    }
  });
});

describe('staff content editors', () => {
  async function staffSetUp() {
    const setup = await setUp();
    const staff = await createTestStaff(t.app, t.ctx, setup.hotel.hotelId);
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth(staff.token), ...(payload && { payload }) });
    return { ...setup, staff, send };
  }

  it('adds, orders, schedules and removes slides; guests see each change on their next read', async () => {
    const { get, send } = await staffSetUp();
    const a = (
      await send('POST', '/api/staff/slides/', { image_url: '/media/slides/a.svg', caption: 'A' })
    ).json();
    const b = (
      await send('POST', '/api/staff/slides/', { image_url: '/media/slides/b.svg', caption: 'B' })
    ).json();
    expect(a).toMatchObject({ sort_order: 0, show_from: null, show_until: null });
    expect(b).toMatchObject({ sort_order: 1 });
    const captions = async () =>
      (await get('/api/slideshow/')).json<{ caption: string }[]>().map((s) => s.caption);
    expect(await captions()).toEqual(['A', 'B']);

    const ordered = await send('PUT', '/api/staff/slides/order/', { ids: [b.id, a.id] });
    expect(ordered.statusCode).toBe(200);
    expect(await captions()).toEqual(['B', 'A']);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await send('PATCH', `/api/staff/slides/${a.id}/`, {
      show_from: tomorrow,
      caption: 'A later',
    });
    expect(scheduled.json()).toMatchObject({ caption: 'A later', show_from: tomorrow });
    expect(await captions()).toEqual(['B']);

    expect((await send('DELETE', `/api/staff/slides/${b.id}/`)).statusCode).toBe(204);
    expect(await captions()).toEqual([]);
    expect((await send('GET', '/api/staff/slides/')).json<{ slides: unknown[] }>().slides).toHaveLength(1);
  });

  it('refuses a bad schedule, a foreign slide, an incomplete order and an unsafe image address', async () => {
    const { send } = await staffSetUp();
    const other = await staffSetUp();
    const mine = (await send('POST', '/api/staff/slides/', { image_url: '/media/slides/a.svg' })).json();
    const theirs = (
      await other.send('POST', '/api/staff/slides/', { image_url: '/media/slides/x.svg' })
    ).json();

    const backwards = await send('POST', '/api/staff/slides/', {
      image_url: '/media/slides/a.svg',
      show_from: '2026-12-02T00:00:00Z',
      show_until: '2026-12-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    await send('PATCH', `/api/staff/slides/${mine.id}/`, { show_until: '2026-12-01T00:00:00Z' });
    const flipped = await send('PATCH', `/api/staff/slides/${mine.id}/`, {
      show_from: '2026-12-05T00:00:00Z',
    });
    expect(flipped.statusCode).toBe(400);

    expect((await send('PATCH', `/api/staff/slides/${theirs.id}/`, { caption: 'mine now' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/staff/slides/${theirs.id}/`)).statusCode).toBe(404);
    expect((await send('PUT', '/api/staff/slides/order/', { ids: [theirs.id] })).statusCode).toBe(409);
    expect((await send('PUT', '/api/staff/slides/order/', { ids: [] })).statusCode).toBe(409);

    for (const image_url of ['javascript:alert(1)', 'http://plain.example/a.png', '/etc/passwd', '']) {
      expect((await send('POST', '/api/staff/slides/', { image_url })).statusCode).toBe(400);
    }
  });

  it('uploads a slide image into the one image store, resized, and refuses what is not one', async () => {
    const { send, staff, hotel } = await staffSetUp();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/images/',
        headers: { ...auth(staff.token), 'content-type': type },
        payload: body,
      });
    const created = await upload(png, 'image/png');
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/images\/sized\/[0-9a-f]{32}-w1280\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });
    expect((await send('POST', '/api/staff/slides/', { image_url: url })).statusCode).toBe(201);

    expect((await upload(Buffer.from('<html><script>alert(1)</script>'), 'image/png')).statusCode).toBe(400);
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 0xff), 'image/jpeg')).statusCode).toBe(413);

    // A slide stored before the one image store keeps its URL.
    const legacyKey = randomBytes(16).toString('hex');
    await t.ctx.db
      .insert(uploadedImages)
      .values({ hotelId: hotel.hotelId, key: legacyKey, contentType: 'image/png', bytes: png });
    const legacy = await t.app.inject({ url: `/api/images/${legacyKey}/` });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-type']).toBe('image/png');
    expect(legacy.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ url: '/api/images/00000000000000000000000000000000/' })).statusCode).toBe(
      404,
    );
  });

  it('edits calendar events', async () => {
    const { hotel, get, send } = await staffSetUp();
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const created = await send('POST', '/api/staff/calendar-events/', {
      title: 'Cooking class',
      description: 'Thai curry',
      start_time: start,
      location: 'Riverside kitchen',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const list = async () =>
      (await get(`/api/calendar-events/?hotel_unique_id=${hotel.uniqueId}`)).json<{ title: string }[]>();
    expect((await list()).map((e) => e.title)).toEqual(['Cooking class']);

    const backwards = await send('PATCH', `/api/staff/calendar-events/${id}/`, { end_time: start });
    expect(backwards.statusCode).toBe(400);
    const renamed = await send('PATCH', `/api/staff/calendar-events/${id}/`, { title: 'Curry class' });
    expect(renamed.json()).toMatchObject({
      title: 'Curry class',
      description: 'Thai curry',
      start_time: start,
    });
    expect((await list()).map((e) => e.title)).toEqual(['Curry class']);

    expect(
      (await send('POST', '/api/staff/calendar-events/', { title: '', start_time: start })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/staff/calendar-events/', { title: 'x', start_time: 'tomorrow' })).statusCode,
    ).toBe(400);
    expect((await send('DELETE', `/api/staff/calendar-events/${id}/`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await send('DELETE', `/api/staff/calendar-events/${id}/`)).statusCode).toBe(404);
  });

  it('replaces the tourist info, clearing what is left out, and refuses unsafe websites', async () => {
    const { get, send } = await staffSetUp();
    const saved = await send('PUT', '/api/staff/tourist-info/', {
      emergency_call_center: ' 191 ',
      tourist_police_contact: '1155',
      tourist_police_website: 'https://tourist.police.example',
      unknown_field: 'dropped',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ emergency_call_center: '191', tourist_police_contact: '1155' });
    expect((await get('/api/tourist-info/')).json()).toMatchObject({
      tourist_police_website: 'https://tourist.police.example',
    });
    expect(saved.json()).not.toHaveProperty('unknown_field');

    await send('PUT', '/api/staff/tourist-info/', {
      emergency_call_center: '191',
      tourist_police_contact: '',
    });
    expect((await get('/api/tourist-info/')).json()).toMatchObject({
      tourist_police_contact: null,
      tourist_police_website: null,
    });

    const unsafe = await send('PUT', '/api/staff/tourist-info/', { railway_website: 'javascript:alert(1)' });
    expect(unsafe.statusCode).toBe(400);
    expect((await get('/api/tourist-info/')).json()).toMatchObject({ emergency_call_center: '191' });
  });

  it('moves the weather place, dropping the old town’s reading', async () => {
    const { hotel, get, send } = await staffSetUp();
    expect((await send('GET', '/api/staff/weather-location/')).json()).toEqual({ location: null });
    const place = { town_name: 'Chiang Mai', latitude: 18.79, longitude: 98.98 };
    expect((await send('PUT', '/api/staff/weather-location/', place)).json()).toEqual({ location: place });
    const weather = () => get(`/api/weather/${hotel.uniqueId}/`);
    expect((await weather()).json()).toMatchObject({ townName: 'Chiang Mai', stale: false });

    fake.mode = 'error';
    await send('PUT', '/api/staff/weather-location/', {
      town_name: 'Phuket',
      latitude: 7.88,
      longitude: 98.39,
    });
    expect((await weather()).statusCode).toBe(503);
    expect((await send('PUT', '/api/staff/weather-location/', { ...place, latitude: 91 })).statusCode).toBe(
      400,
    );
  });

  it('needs a manager: other roles get 403, a guest token 401', async () => {
    const { token, hotel } = await setUp();
    const kitchen = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const frontDesk = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
    for (const staff of [kitchen, frontDesk]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/slides/',
        headers: auth(staff.token),
        payload: { image_url: '/media/slides/a.svg' },
      });
      expect(response.statusCode).toBe(403);
    }
    for (const url of [
      '/api/staff/slides/',
      '/api/staff/calendar-events/',
      '/api/staff/tourist-info/',
      '/api/staff/weather-location/',
    ]) {
      expect((await t.app.inject({ url, headers: auth(token) })).statusCode).toBe(401);
    }
  });
});
