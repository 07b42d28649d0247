import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { appQueryClient } from '../../lib/query-client.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { event, testSlides, testWeather } from '../../test/content-fixtures.ts';
import { popularPadThai } from '../../test/dining-fixtures.ts';
import { demoBooking, demoHotel, demoSession } from '../../test/fixtures.ts';
import { seedHotel } from '../../lib/hotel/use-hotel.ts';
import { renderRoute } from '../../test/render.tsx';
import { prefetchDashboardContent } from './dashboard-content.ts';
import { DashboardPage } from './dashboard-page.lazy.tsx';

function serve() {
  return mockFetch((request) => {
    if (request.url === '/api/guest-session/') return jsonResponse(200, demoSession);
    if (request.url === '/api/hotels/HOTEL-DEMO/') return jsonResponse(200, demoHotel);
    if (request.url === '/api/bookings/42/') return jsonResponse(200, demoBooking);
    if (request.url.startsWith('/api/slideshow/')) return jsonResponse(200, testSlides);
    if (request.url.startsWith('/api/popular-items/')) return jsonResponse(200, [popularPadThai]);
    if (request.url.startsWith('/api/popular-activities/')) return jsonResponse(200, []);
    if (request.url === '/api/weather/HOTEL-DEMO/') return jsonResponse(200, testWeather);
    if (request.url.startsWith('/api/calendar-events/'))
      return jsonResponse(200, [event(1, 'Cooking class', '2026-01-11T10:00:00Z')]);
    if (request.url.startsWith('/api/translations/'))
      return jsonResponse(200, {
        ui: {},
        content: {},
        language: 'ja',
        translation_status: 'complete',
        translation_progress: 100,
      });
    return jsonResponse(404, { detail: 'Not found' });
  });
}

/** Every call answered (the first import of a contracts module, for its schema, is slow under the test runner). */
const settled = () => vi.waitFor(() => expect(appQueryClient.isFetching()).toBe(0), { timeout: 5000 });

const paths = (requests: { url: string }[]) => requests.map((request) => request.url.split('?')[0]).sort();

beforeEach(() => {
  // Only the clock: the calendar shows what is still to come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  // The dashboard off the page before its cache is emptied, or its queries would ask again.
  cleanup();
  appQueryClient.clear();
  await i18n.changeLanguage('en');
});

describe("the dashboard's content asked for at start", () => {
  it('is what the sections read: drawing the dashboard asks for none of it again', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    writeStorage(STORAGE_KEYS.language, 'ja');
    await i18n.changeLanguage('ja');
    // The hotel the served page carried (seedFirstPaintHotel): it offers the service requests' toggles.
    seedHotel(demoHotel);
    const { requests } = serve();

    prefetchDashboardContent(Promise.resolve(demoSession));
    await settled();
    expect(paths(requests)).toEqual([
      '/api/bookings/42/',
      '/api/calendar-events/',
      '/api/popular-activities/',
      '/api/popular-items/',
      '/api/slideshow/',
      '/api/translations/',
      '/api/weather/HOTEL-DEMO/',
    ]);

    const asked = requests.length;
    renderRoute(<DashboardPage />, { path: '/dashboard', url: '/dashboard', queryClient: appQueryClient });
    expect(await screen.findByText('Pad Thai')).toBeTruthy();
    expect(await screen.findByText('Cooking class')).toBeTruthy();
    // The session only (the page's own call, not among the content): the hotel came with the served page.
    expect(paths(requests.slice(asked))).toEqual(['/api/guest-session/']);
  });

  it('leaves out what the screen would not ask: no translations in English, nothing hotel-bound without a hotel', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'token');
    const { requests } = serve();

    prefetchDashboardContent(Promise.resolve(demoSession));
    await settled();
    expect(paths(requests)).toEqual(['/api/popular-activities/', '/api/popular-items/', '/api/slideshow/']);
  });
});
