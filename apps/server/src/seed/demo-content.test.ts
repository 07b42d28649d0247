import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginTestGuest, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  // No provider at all: what the demo shows offline.
  t = await createTestApp({ WEATHER_PROVIDER: 'none' });
});
afterAll(() => t.close());

describe('demo content seed', () => {
  it('gives the demo guest slides, upcoming events, tourist info and weather with no network', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    await seedDemo(t.ctx.db, t.ctx.now());
    const hotel = { uniqueId: 'HOTEL-DEMO', roomNumber: '101', familyName: 'Tanaka' };
    const token = await loginTestGuest(t.app, hotel);
    const get = async (url: string) => {
      const response = await t.app.inject({ url, headers: auth(token) });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };

    const slides = await get('/api/slideshow/');
    expect(slides).toHaveLength(3);
    for (const slide of slides as { image_url: string }[]) {
      const file = path.join(t.ctx.config.mediaDir, slide.image_url.replace('/media/', ''));
      expect(fs.existsSync(file), file).toBe(true);
    }

    const events = (await get('/api/calendar-events/?hotel_unique_id=HOTEL-DEMO')) as { title: string }[];
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(new Set(events.map((event) => event.title)).size).toBe(events.length);

    const info = await get('/api/tourist-info/');
    expect(info).toMatchObject({ emergency_call_center: '191', tourist_police_contact: '1155' });
    expect(info.consular_affairs_contact).toBeNull();

    const weather = await get('/api/weather/HOTEL-DEMO/');
    expect(weather).toMatchObject({ townName: 'Bangkok', stale: false });
    expect(weather.forecast).toHaveLength(5);
  });
});
