import { describe, expect, it } from 'vitest';
import { hotelBrandOf, isKeepableRead, isKeptGuestRead } from './offline-reads.ts';

const origin = 'https://hotel.test';
const kept = (path: string, method = 'GET', at = origin) =>
  isKeptGuestRead(new URL(path, at), method, origin);

describe('the guest reads the service worker keeps for offline use', () => {
  it('keeps the reads that draw the dashboard, the menu, the account and the tourist information', () => {
    for (const path of [
      '/api/hotels/HOTEL-DEMO/',
      '/api/guest-session/',
      '/api/items/?location=2&hotel_id=HOTEL-DEMO',
      '/api/sub-categories/?location=2',
      '/api/tourist-info/',
      '/api/guest/billing/',
      '/api/guest/orders/?limit=20',
      '/api/guest/activities/',
      '/api/orders/12/',
      '/api/slideshow/?hotel_id=HOTEL-DEMO',
    ]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it('never a write, a console call, the login, the documentation, nor another site', () => {
    expect(kept('/api/guest/orders/', 'POST')).toBe(false);
    expect(kept('/api/bookings/4/', 'PATCH')).toBe(false);
    expect(kept('/api/staff/orders/')).toBe(false);
    expect(kept('/api/staff/session/')).toBe(false);
    expect(kept('/api/guest-login/')).toBe(false);
    expect(kept('/api/push/key/')).toBe(false);
    expect(kept('/api/docs/json')).toBe(false);
    expect(kept('/api/items/', 'GET', 'https://elsewhere.test')).toBe(false);
    expect(kept('/items/')).toBe(false);
    expect(kept('/media/hotels/logo.svg')).toBe(false);
  });

  it('keeps a whole JSON answer only, and nothing the server says not to store', () => {
    const answer = (status: number, headers: Record<string, string>) => ({
      status,
      headers: new Headers(headers),
    });
    expect(isKeepableRead(answer(200, { 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(isKeepableRead(answer(401, { 'content-type': 'application/json; charset=utf-8' }))).toBe(false);
    expect(isKeepableRead(answer(500, { 'content-type': 'application/json' }))).toBe(false);
    expect(
      isKeepableRead(answer(200, { 'content-type': 'text/calendar', 'cache-control': 'no-store' })),
    ).toBe(false);
    expect(
      isKeepableRead(
        answer(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' }),
      ),
    ).toBe(false);
  });
});

describe("a notification's fallback title and icon", () => {
  it("are the kept hotel's name and small logo, else its logo", () => {
    expect(
      hotelBrandOf({ name: 'Demo Hotel', small_logo_url: '/media/s.png', logo_url: '/media/l.png' }),
    ).toEqual({
      name: 'Demo Hotel',
      icon: '/media/s.png',
    });
    expect(hotelBrandOf({ name: 'Sea', small_logo_url: null, logo_url: '/media/l.png' })).toEqual({
      name: 'Sea',
      icon: '/media/l.png',
    });
    expect(hotelBrandOf({ name: '', small_logo_url: null, logo_url: null })).toEqual({});
    expect(hotelBrandOf(null)).toEqual({});
    expect(hotelBrandOf('Demo')).toEqual({});
  });
});
