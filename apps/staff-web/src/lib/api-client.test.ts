import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorText, fieldErrorOf, onSignedOut, setCsrfToken } from './api-client.ts';

function answer(status: number, body: unknown) {
  return vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => setCsrfToken(null));

describe('api()', () => {
  it('sends the CSRF token on changes only, with the cookie (same origin)', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    setCsrfToken('csrf-123');
    await api('/api/staff/session/');
    await api('/api/staff/menu/locations/', { method: 'POST', body: { name: 'A' } });
    const [readUrl, read] = fetchMock.mock.calls[0]!;
    const [, change] = fetchMock.mock.calls[1]!;
    expect(readUrl).toBe('/api/staff/session/');
    expect(read!.credentials).toBe('same-origin');
    expect((read!.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
    expect((change!.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
    expect(change!.body).toBe(JSON.stringify({ name: 'A' }));
  });

  it("throws the server's detail and code, and tells listeners when the session ended", async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { detail: 'Your staff session has ended.', code: 'not_authenticated' }),
    );
    const listener = vi.fn();
    const stop = onSignedOut(listener);
    const error = await api('/api/staff/accounts/').catch((caught: unknown) => caught);
    await api('/api/staff/session/', { announceUnauthorized: false }).catch(() => undefined);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      detail: 'Your staff session has ended.',
      code: 'not_authenticated',
    });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('turns a network failure into status 0 with a sentence staff can act on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api('/api/staff/session/').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
    expect(errorText(error, 'Could not load.')).toBe('The server could not be reached.');
  });

  it('drops empty query values', async () => {
    const fetchMock = answer(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/staff/orders/', { query: { status: 'pending', open: undefined, location: '' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/orders/?status=pending');
  });
});

describe('error words', () => {
  it("shows the server's detail, else the screen's sentence", () => {
    expect(errorText(new ApiError(409, { detail: 'Room 101 is taken.' }), 'Could not save.')).toBe(
      'Room 101 is taken.',
    );
    expect(errorText(new ApiError(500), 'Could not save.')).toBe('Could not save.');
    expect(errorText(new Error('boom'), 'Could not save.')).toBe('Could not save.');
  });

  it('puts a refusal about a field beside that field, without the field’s name in front', () => {
    const refusal = new ApiError(400, { detail: 'price: Price must not be negative', field: 'price' });
    expect(fieldErrorOf(refusal, ['price', 'name'])).toEqual({
      field: 'price',
      message: 'Price must not be negative',
    });
    expect(fieldErrorOf(refusal, ['name'])).toBeUndefined();
  });
});
