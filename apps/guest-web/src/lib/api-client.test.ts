import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiRequest,
  buildApiPath,
  hasSessionEnded,
  subscribeSessionEnd,
} from './api-client.ts';
import { deferred, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage.ts';

describe('paths', () => {
  it.each([
    ['guest-login', '/api/guest-login/'],
    ['/guest-login', '/api/guest-login/'],
    ['/hotels/HOTEL-DEMO', '/api/hotels/HOTEL-DEMO/'],
    ['/api/hotels/HOTEL-DEMO/', '/api/hotels/HOTEL-DEMO/'],
    ['api/guest/orders', '/api/guest/orders/'],
  ])('%s becomes %s', (input, expected) => {
    expect(buildApiPath(input).pathname).toBe(expected);
  });

  it('keeps a query string after the trailing slash and adds query options', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, []));
    await api.get('/items?location=room_service', { query: { page: 2, empty: undefined } });
    expect(requests[0]?.url).toBe('/api/items/?location=room_service&page=2');
  });

  it('adds hotel_id for slideshow, popular items, popular activities, notifications and translations only', async () => {
    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    const { requests } = mockFetch(() => jsonResponse(200, []));
    for (const path of [
      'slideshow',
      'popular-items',
      'popular-activities',
      'notifications',
      'translations/status',
    ]) {
      await api.get(path);
    }
    await api.get('activities');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/slideshow/?hotel_id=HOTEL-DEMO',
      '/api/popular-items/?hotel_id=HOTEL-DEMO',
      '/api/popular-activities/?hotel_id=HOTEL-DEMO',
      '/api/notifications/?hotel_id=HOTEL-DEMO',
      '/api/translations/status/?hotel_id=HOTEL-DEMO',
      '/api/activities/',
    ]);
  });
});

describe('headers', () => {
  it('sends Token authorization, X-Hotel-ID and credentials', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'secret-token');
    writeStorage(STORAGE_KEYS.hotelUniqueId, 'HOTEL-SEA');
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    await api.post('orders', { items: [] });
    expect(requests[0]?.headers.Authorization).toBe('Token secret-token');
    expect(requests[0]?.headers['X-Hotel-ID']).toBe('HOTEL-SEA');
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.body).toEqual({ items: [] });
  });

  it('sends no Authorization or X-Hotel-ID when nothing is stored', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    await api.get('hotels/HOTEL-DEMO');
    expect(requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(requests[0]?.headers).not.toHaveProperty('X-Hotel-ID');
  });

  it('lets a call send another kind of authorization', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'secret-token');
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    await api.get('chat/history', { headers: { Authorization: 'Bearer other' } });
    expect(requests[0]?.headers.Authorization).toBe('Bearer other');
  });
});

describe('identical writes in flight', () => {
  it('sends an identical POST once and gives both callers the same answer', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = mockFetch(() => answer.promise);
    const first = api.post('orders', { items: [{ dining_item: 1, quantity: 2 }] });
    const second = api.post('orders', { items: [{ dining_item: 1, quantity: 2 }] });
    answer.resolve(jsonResponse(201, { id: 7 }));
    await expect(first).resolves.toEqual({ id: 7 });
    await expect(second).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['PUT', 'PATCH'] as const)('deduplicates %s too', async (method) => {
    const answer = deferred<Response>();
    const { fetchMock } = mockFetch(() => answer.promise);
    const calls = [1, 2].map(() => apiRequest('bookings/5', { method, body: { request_towels: true } }));
    answer.resolve(jsonResponse(200, { ok: true }));
    await Promise.all(calls);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends writes with different bodies separately', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    await Promise.all([api.post('orders', { quantity: 1 }), api.post('orders', { quantity: 2 })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the same write again once the first has settled', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    await api.post('orders', { quantity: 1 });
    await api.post('orders', { quantity: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too, and forgets it afterwards', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = mockFetch(() => answer.promise);
    const first = api.post('orders', {});
    const second = api.post('orders', {});
    answer.resolve(jsonResponse(400, { detail: 'Your cart is empty' }));
    await expect(first).rejects.toMatchObject({ status: 400 });
    await expect(second).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not merge GETs', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    await Promise.all([api.get('guest-session'), api.get('guest-session')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('answers', () => {
  it('stores a session_token from any JSON answer', async () => {
    mockFetch(() => jsonResponse(200, { session_token: 'fresh', welcome_message: 'Hi' }));
    await api.post('chat/start', { hotel_id: 'HOTEL-DEMO' });
    expect(readStorage(STORAGE_KEYS.sessionToken)).toBe('fresh');
  });

  it('clears the stored session token on 401 and throws an ApiError', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'expired');
    mockFetch(() => jsonResponse(401, { detail: 'Session expired', code: 'session_expired' }));
    const error = await api.get('guest-session').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Session expired', code: 'session_expired' });
    expect(readStorage(STORAGE_KEYS.sessionToken)).toBeNull();
  });

  it('tells its listeners when a 401 ends the session the device held, and only then', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionEnd(listener);
    mockFetch(() => jsonResponse(401, { detail: 'Invalid credentials' }));
    await api.post('guest-login', {}).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    writeStorage(STORAGE_KEYS.sessionToken, 'checked-out');
    await api.get('guest-session').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasSessionEnded()).toBe(true);
    writeStorage(STORAGE_KEYS.sessionToken, 'next-stay');
    expect(hasSessionEnded()).toBe(false);
    unsubscribe();
    removeStorage(STORAGE_KEYS.sessionToken);
  });

  it('keeps the token on other errors', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'valid');
    mockFetch(() => jsonResponse(403, { detail: 'Forbidden' }));
    await expect(api.get('guest-session')).rejects.toMatchObject({ status: 403, detail: 'Forbidden' });
    expect(readStorage(STORAGE_KEYS.sessionToken)).toBe('valid');
  });

  it('adopts the hotel time zone from an answer, ignoring invalid zones', async () => {
    mockFetch(() => jsonResponse(200, { timezone: 'Asia/Bangkok' }));
    await api.get('guest-session');
    expect(readStorage(STORAGE_KEYS.hotelTimezone)).toBe('Asia/Bangkok');
    mockFetch(() => jsonResponse(200, { timezone: 'Not/AZone' }));
    await api.get('guest-session');
    expect(readStorage(STORAGE_KEYS.hotelTimezone)).toBe('Asia/Bangkok');
  });

  it('builds no formatter for the zone it already keeps', async () => {
    // Zones no other test here uses: intl-format keeps the formatters it has built.
    writeStorage(STORAGE_KEYS.hotelTimezone, 'Pacific/Auckland');
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    mockFetch(() => jsonResponse(200, { timezone: 'Pacific/Auckland' }));
    await api.get('guest-session');
    expect(formatter).not.toHaveBeenCalled();
    mockFetch(() => jsonResponse(200, { timezone: 'America/Lima' }));
    await api.get('guest-session');
    expect(formatter).toHaveBeenCalled();
    expect(readStorage(STORAGE_KEYS.hotelTimezone)).toBe('America/Lima');
    formatter.mockRestore();
  });

  it('throws ApiError without detail for a body that is not the error shape', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    await expect(api.get('hotels/HOTEL-DEMO')).rejects.toMatchObject({ status: 502, detail: undefined });
  });

  it('turns a network failure into ApiError status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('hotels/HOTEL-DEMO')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('returns undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('guest-logout', {})).resolves.toBeUndefined();
  });

  it('checks the answer against the contract schema in development', async () => {
    const { hotelResponse } = await import('@hotel/contracts/hotels');
    mockFetch(() => jsonResponse(200, { unique_id: 'HOTEL-DEMO' }));
    await expect(api.get('hotels/HOTEL-DEMO', { schema: hotelResponse })).rejects.toThrow(
      /does not match its contract/,
    );
  });
});

describe('calls started together', () => {
  it('reach fetch after the task that asked, in the order asked', async () => {
    const order: string[] = [];
    mockFetch((request) => {
      order.push(request.url);
      return jsonResponse(200, []);
    });
    const calls = [api.get('slideshow'), api.get('weather/HOTEL-DEMO')];
    await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all(calls);
    expect(order).toEqual(['/api/slideshow/', '/api/weather/HOTEL-DEMO/']);
  });
});
