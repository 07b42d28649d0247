import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKeepablePage, keepPage, latestKeptPage } from './service-worker-pages.ts';

afterEach(() => vi.unstubAllGlobals());

const page = (status: number, type: string, headers: Record<string, string> = {}) =>
  ({ status, type: type as ResponseType, headers: new Headers(headers) }) as Response;

describe('the pages a worker keeps', () => {
  it('keeps a whole page the server wrote, not an error, a redirect or a file', () => {
    expect(isKeepablePage(page(200, 'basic', { 'content-type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isKeepablePage(page(503, 'basic', { 'content-type': 'text/html; charset=utf-8' }))).toBe(false);
    expect(isKeepablePage(page(404, 'basic', { 'content-type': 'application/json' }))).toBe(false);
    expect(isKeepablePage(page(0, 'opaqueredirect'))).toBe(false);
    expect(isKeepablePage(page(200, 'basic', { 'content-type': 'application/javascript' }))).toBe(false);
  });
});

/** A CacheStorage of one cache, holding the given pages in the order they were written. */
function cacheStorageWith(name: string, pages: [url: string, date: string][]): CacheStorage {
  const entries = pages.map(([url, date]) => ({
    request: new Request(url),
    response: new Response(url, { headers: { date } }),
  }));
  const cache = {
    keys: async () => entries.map((entry) => entry.request),
    match: async (request: Request) => entries.find((entry) => entry.request.url === request.url)?.response,
  };
  return {
    has: async (cacheName: string) => cacheName === name,
    open: async () => cache,
  } as unknown as CacheStorage;
}

describe("offline, an address never kept gets the worker's latest page", () => {
  it('by the date the server wrote on it, and by the order of writing for the same second', async () => {
    const storage = cacheStorageWith('pages', [
      ['https://hotel.test/menu', 'Sun, 29 Nov 2026 10:00:05 GMT'],
      ['https://hotel.test/?hotel=HOTEL-DEMO', 'Sun, 29 Nov 2026 09:00:00 GMT'],
      ['https://hotel.test/dashboard', 'Sun, 29 Nov 2026 10:00:05 GMT'],
    ]);
    expect(await (await latestKeptPage(storage, 'pages'))?.text()).toBe('https://hotel.test/dashboard');
  });

  it('is nothing when no page was kept', async () => {
    expect(await latestKeptPage(cacheStorageWith('pages', []), 'pages')).toBeUndefined();
    expect(await latestKeptPage(cacheStorageWith('pages', []), 'another')).toBeUndefined();
  });
});

describe('a page the worker fetches to keep', () => {
  function recordingCacheStorage() {
    const kept = new Map<string, Response>();
    const storage = {
      open: async () => ({ put: async (url: string, response: Response) => void kept.set(url, response) }),
    } as unknown as CacheStorage;
    return { kept, storage };
  }

  it('is asked for with the session cookie, as a navigation would, and kept when it is a whole page', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { kept, storage } = recordingCacheStorage();
    await keepPage(storage, 'pages', 'https://hotel.test/dashboard');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect([...kept.keys()]).toEqual(['https://hotel.test/dashboard']);
  });

  it('is not kept when the server answers with an error, nor when there is no network', async () => {
    const { kept, storage } = recordingCacheStorage();
    vi.stubGlobal(
      'fetch',
      async () => new Response('{}', { status: 503, headers: { 'content-type': 'text/html' } }),
    );
    await keepPage(storage, 'pages', 'https://hotel.test/dashboard');
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(keepPage(storage, 'pages', 'https://hotel.test/menu')).resolves.toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
