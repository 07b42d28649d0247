import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/opening-hours';
import { createTestApp, createTestHotel, type TestApp } from '../../../test/test-app.ts';
import { locations } from '../dining/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/hotels/{hotelId}/', () => {
  it('returns branding, colours, flags and subscription', async () => {
    const hotel = await createTestHotel(t.ctx, {
      primaryColor: '#12355b',
      chatEnabled: true,
      guestsCanRequestTowels: false,
    });
    const response = await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      unique_id: hotel.uniqueId,
      primary_color: '#12355b',
      currency_symbol: '฿',
      timezone: 'Asia/Bangkok',
      subscription: { chat_enabled: true },
      guests_can_request_towels: false,
      guests_can_request_cleaning: true,
    });
  });

  it('answers an unknown hotel with 404 and a malformed id with the spec text', async () => {
    const missing = await t.app.inject({ url: '/api/hotels/HOTEL-DOES-NOT-EXIST/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Hotel not found. Please try scanning the QR code again.');
    for (const id of [
      'demo',
      'HOTEL-',
      'HOTEL-a b',
      "HOTEL-1'%20OR%201=1",
      '%3Cscript%3E',
      'HOTEL-' + 'x'.repeat(150),
    ]) {
      const bad = await t.app.inject({ url: `/api/hotels/${id}/` });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().detail, id).toMatch(/Invalid hotel ID format|Hotel ID is too long/);
    }
  });
});

describe('GET /api/hotels/{hotelId}/locations/', () => {
  it("lists only that hotel's locations, in order, with their opening hours", async () => {
    const hotel = await createTestHotel(t.ctx);
    const other = await createTestHotel(t.ctx);
    const evenings = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens: '18:00', closes: '02:00' }]]));
    await t.ctx.db.insert(locations).values([
      { hotelId: hotel.hotelId, name: 'Bar', sortOrder: 2, openingHours: evenings as OpeningHours },
      { hotelId: hotel.hotelId, name: 'Restaurant', sortOrder: 1 },
      { hotelId: other.hotelId, name: 'Elsewhere', sortOrder: 0 },
    ]);
    const response = await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/locations/` });
    expect(response.json().map((location: { name: string }) => location.name)).toEqual(['Restaurant', 'Bar']);
    expect(response.json().map((location: { opening_hours: unknown }) => location.opening_hours)).toEqual([
      null,
      evenings,
    ]);
  });
});

describe('platform', () => {
  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      redis: t.ctx.config.REDIS_URL ? 'ok' : 'not_configured',
    });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/guest-login/', '/api/hotels/{hotelId}/']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
