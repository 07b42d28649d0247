import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { StaffOrder } from '@hotel/contracts/dining';
import type { StaffSessionResponse } from '@hotel/contracts/staff';
import { ApiError, createApiClient, withQuery, type ApiClientConfig } from './api-client.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Answers every call with `answer` and records what was sent. */
function mockFetch(answer: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body,
        credentials: init.credentials,
      });
      return answer();
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const client = (config: Partial<ApiClientConfig> = {}) =>
  createApiClient({ credentials: 'same-origin', ...config });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it("adds the app's headers (the console's CSRF token on changes only) and its credentials", async () => {
    const sent = mockFetch(() => json(200, { ok: true }));
    const api = client({
      headers: (method): Record<string, string> => (method === 'GET' ? {} : { 'x-csrf-token': 'csrf-123' }),
    });
    await api.request('/api/staff/session/');
    await api.request('/api/staff/menu/locations/', { method: 'POST', body: { name: 'A' } });
    expect(sent[0]!.url).toBe('/api/staff/session/');
    expect(sent[0]!.credentials).toBe('same-origin');
    expect(sent[0]!.headers['x-csrf-token']).toBeUndefined();
    expect(sent[1]!.headers['x-csrf-token']).toBe('csrf-123');
    expect(sent[1]!.headers['Content-Type']).toBe('application/json');
    expect(sent[1]!.body).toBe(JSON.stringify({ name: 'A' }));
  });

  it("lets a call's own headers win over the app's", async () => {
    const sent = mockFetch(() => json(200, {}));
    const api = client({ headers: () => ({ Authorization: 'Token guest' }) });
    await api.request('/api/x/', { headers: { Authorization: 'Bearer other' } });
    expect(sent[0]!.headers.Authorization).toBe('Bearer other');
  });

  it('sends FormData as it is, and a file as its bytes under its own type', async () => {
    const sent = mockFetch(() => json(200, {}));
    const form = new FormData();
    form.set('name', 'logo');
    const image = new Blob(['png'], { type: 'image/png' });
    await client().request('/api/staff/settings/logos/light/', { method: 'PUT', body: form });
    await client().request('/api/staff/menu/items/1/image/', { method: 'PUT', body: image });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(sent[1]!.body).toBe(image);
    expect(sent[1]!.headers['Content-Type']).toBe('image/png');
  });

  it('drops empty query values, or builds the URL the app asks for', async () => {
    expect(
      withQuery('/api/staff/orders/', { status: 'pending', location: undefined, q: '', open: null }),
    ).toBe('/api/staff/orders/?status=pending');
    const sent = mockFetch(() => json(200, []));
    await client({ url: (path, query) => `https://api.test${withQuery(path, query)}` }).request(
      '/api/staff/orders/',
      { query: { status: 'ready' } },
    );
    expect(sent[0]!.url).toBe('https://api.test/api/staff/orders/?status=ready');
  });

  it('waits for the app before each call goes out', async () => {
    const sent = mockFetch(() => json(200, {}));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const call = client({ beforeSend: () => gate }).request('/api/x/');
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    release();
    await call;
    expect(sent).toHaveLength(1);
  });

  it('passes an abort through as the abort, not as a failed call', async () => {
    mockFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    await expect(client().request('/api/x/', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('answers', () => {
  it("throws the server's error body as ApiError, and tells the 401 listeners", async () => {
    mockFetch(() => json(401, { detail: 'Your staff session has ended.', code: 'not_authenticated' }));
    const api = client();
    const listener = vi.fn();
    const stop = api.onUnauthorized(listener);
    const error = await api.request('/api/staff/accounts/').catch((caught: unknown) => caught);
    stop();
    await api.request('/api/staff/accounts/').catch(() => undefined);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      detail: 'Your staff session has ended.',
      code: 'not_authenticated',
      message: 'Your staff session has ended.',
    });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps a 401 from the listeners when the call says it is its answer', async () => {
    mockFetch(() => json(401, { detail: 'Not signed in' }));
    const api = client();
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await api.request('/api/staff/session/', { announceUnauthorized: false }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the field, the problems and the help of an error body', async () => {
    mockFetch(() =>
      json(400, {
        detail: 'price: Price must not be negative',
        code: 'invalid_input',
        field: 'price',
        problems: ['line 2: no name', 7],
        help: 'Ask at the front desk.',
      }),
    );
    await expect(client().request('/api/x/', { method: 'POST', body: {} })).rejects.toMatchObject({
      field: 'price',
      problems: ['line 2: no name'],
      help: 'Ask at the front desk.',
    });
  });

  it('throws ApiError without detail for a body that is not the error shape', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    await expect(client().request('/api/x/')).rejects.toMatchObject({
      status: 502,
      detail: undefined,
      problems: [],
      message: 'Request failed with status 502',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client().request('/api/x/')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('returns undefined for 204, and text for an answer that is not JSON', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(client().request('/api/x/', { method: 'POST' })).resolves.toBeUndefined();
    mockFetch(() => new Response('id,name', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await expect(client().request('/api/x/')).resolves.toBe('id,name');
  });

  it('shows the app every answer, failed or not', async () => {
    const answers: [number, unknown][] = [];
    mockFetch(() => json(403, { detail: 'Forbidden' }));
    await client({ onAnswer: (status, body) => answers.push([status, body]) })
      .request('/api/x/')
      .catch(() => undefined);
    expect(answers).toEqual([[403, { detail: 'Forbidden' }]]);
  });

  it('checks an answer against its contract schema when asked to', async () => {
    const { hotelResponse } = await import('@hotel/contracts/hotels');
    mockFetch(() => json(200, { unique_id: 'HOTEL-DEMO' }));
    await expect(
      client({ checkSchemas: true }).request('/api/hotels/HOTEL-DEMO/', { schema: hotelResponse }),
    ).rejects.toThrow(/does not match its contract/);
    await expect(
      client({ checkSchemas: false }).request('/api/hotels/HOTEL-DEMO/', { schema: hotelResponse }),
    ).resolves.toEqual({ unique_id: 'HOTEL-DEMO' });
  });
});

describe('identical writes in flight', () => {
  it('are sent once when the app asks for it, and each time otherwise', async () => {
    const sent = mockFetch(() => json(200, { id: 1 }));
    const shared = client({ shareIdenticalWrites: true });
    const [first, second] = await Promise.all([
      shared.request('/api/outbox/', { method: 'POST', body: { items: [] } }),
      shared.request('/api/outbox/', { method: 'POST', body: { items: [] } }),
    ]);
    expect(sent).toHaveLength(1);
    expect(second).toBe(first);
    await shared.request('/api/outbox/', { method: 'POST', body: { items: [] } });
    expect(sent).toHaveLength(2);
    await Promise.all([
      client().request('/api/outbox/', { method: 'POST', body: { items: [] } }),
      client().request('/api/outbox/', { method: 'POST', body: { items: [] } }),
    ]);
    expect(sent).toHaveLength(4);
  });
});

describe('the route map', () => {
  it('types a call to a route it has, and leaves any other to the caller', () => {
    const api = client();
    const orderId: number = 12;
    // Types only: nothing is sent.
    const calls = () => {
      expectTypeOf(api.request('/api/staff/session/')).resolves.toEqualTypeOf<StaffSessionResponse>();
      expectTypeOf(
        api.request(`/api/staff/orders/${orderId}/`, { method: 'PATCH', body: { status: 'ready' } }),
      ).resolves.toEqualTypeOf<StaffOrder>();
      expectTypeOf(api.request<{ ok: true }>('/api/staff/not-in-the-map/')).resolves.toEqualTypeOf<{
        ok: true;
      }>();
      // @ts-expect-error: the map's body of a status change is { status, reason? }.
      void api.request('/api/staff/orders/12/', { method: 'PATCH', body: { state: 'ready' } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
