import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { demoHotel } from '../../test/fixtures.ts';
import { hotelRetry, refreshHotels, seedHotel, useHotel } from './use-hotel.ts';

const HOTEL_PATH = '/api/hotels/HOTEL-DEMO/';

afterEach(() => {
  hotelRetry.delaysMs = [];
});

describe('the hotel store', () => {
  it('asks once however many screens read the hotel, and shows loading until the answer', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, demoHotel));
    const first = renderHook(() => useHotel('HOTEL-DEMO'));
    const second = renderHook(() => useHotel('HOTEL-DEMO'));
    expect(first.result.current.isLoading).toBe(true);
    await waitFor(() => expect(second.result.current.data?.name).toBe(demoHotel.name));
    expect(first.result.current).toMatchObject({ isLoading: false, isError: false });
    expect(requests.map((request) => request.url)).toEqual([HOTEL_PATH]);
  });

  it('is idle without a hotel id, and asks nothing for a hotel the served page carried', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, demoHotel));
    expect(renderHook(() => useHotel(null)).result.current).toMatchObject({
      isLoading: false,
      data: undefined,
    });
    seedHotel(demoHotel);
    expect(renderHook(() => useHotel('HOTEL-DEMO')).result.current.data).toEqual(demoHotel);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
  });

  it('retries a 5xx and a lost network, never a 4xx, and keeps the error as the answer', async () => {
    hotelRetry.delaysMs = [5, 5];
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return calls === 2 ? jsonResponse(503, { detail: 'Down' }) : jsonResponse(200, demoHotel);
    });
    const recovered = renderHook(() => useHotel('HOTEL-DEMO'));
    await waitFor(() => expect(recovered.result.current.data?.name).toBe(demoHotel.name));
    expect(calls).toBe(3);

    const missing = mockFetch(() => jsonResponse(404, { detail: 'Hotel not found' }));
    const unknown = renderHook(() => useHotel('HOTEL-NONE'));
    await waitFor(() => expect(unknown.result.current.isError).toBe(true));
    expect(unknown.result.current.error).toMatchObject({ status: 404 });
    expect(missing.requests).toHaveLength(1);
  });

  it('asks again on a live change, and when a screen mounts after five minutes', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(200, { ...demoHotel, name: `Name ${requests.length}` }),
    );
    const screen = renderHook(() => useHotel('HOTEL-DEMO'));
    await waitFor(() => expect(screen.result.current.data?.name).toBe('Name 1'));
    act(() => refreshHotels());
    await waitFor(() => expect(screen.result.current.data?.name).toBe('Name 2'));
    // Data stays on screen while the new answer is on its way: no loading state for a refresh.
    expect(screen.result.current.isLoading).toBe(false);

    renderHook(() => useHotel('HOTEL-DEMO'));
    expect(requests).toHaveLength(2);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 60_000 + 1);
    renderHook(() => useHotel('HOTEL-DEMO'));
    await waitFor(() => expect(requests).toHaveLength(3));
  });
});
