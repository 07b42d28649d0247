import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { event, testSlides, testWeather } from '../../test/content-fixtures.ts';
import { demoHotel, demoSession } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.lazy.tsx';
import { FIRST_PAINT_DASHBOARD_ELEMENT_ID } from '@hotel/contracts/first-paint';

function logIn(hotelId = 'HOTEL-DEMO') {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, hotelId);
}

function serve(session: () => Response | Promise<Response> = () => jsonResponse(200, demoSession)) {
  return mockFetch((request) => {
    if (request.url === '/api/guest-session/') return session();
    if (request.url === '/api/hotels/HOTEL-DEMO/') return jsonResponse(200, demoHotel);
    if (request.url.startsWith('/api/slideshow/')) return jsonResponse(200, testSlides);
    if (request.url.startsWith('/api/popular-items/')) return jsonResponse(200, []);
    if (request.url === '/api/weather/HOTEL-DEMO/') return jsonResponse(200, testWeather);
    if (request.url.startsWith('/api/calendar-events/'))
      return jsonResponse(200, [event(1, 'Cooking class', '2026-01-11T10:00:00Z')]);
    return jsonResponse(404, { detail: 'Not found' });
  });
}

const renderDashboard = () => renderRoute(<DashboardPage />, { path: '/dashboard', url: '/dashboard' });

beforeEach(() => {
  // Only the clock: the stay in the fixtures is in another year than "now", so dates show their year.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('dashboard', () => {
  it('shows the loading text, then welcome, room, stay dates and hotel logo', async () => {
    logIn();
    const answer = deferred<Response>();
    serve(() => answer.promise);
    renderDashboard();
    expect(screen.getByRole('status').textContent).toBe('Loading dashboard...');
    answer.resolve(jsonResponse(200, demoSession));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Tanaka');
    expect(screen.getByText('Room 101')).toBeTruthy();
    expect(screen.getByText('Check-in')).toBeTruthy();
    expect(screen.getByText('Fri, Mar 14, 2025')).toBeTruthy();
    expect(screen.getByText('Tue, Mar 18, 2025')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Demo Grand Hotel logo' }).getAttribute('src')).toBe(
      '/media/demo-logo-small.svg',
    );
  });

  it('keeps the top the server drew while the session loads: the hotel, the places of the guest texts, the slide', async () => {
    logIn();
    const paint = document.createElement('script');
    paint.type = 'application/json';
    paint.id = FIRST_PAINT_DASHBOARD_ELEMENT_ID;
    paint.textContent = JSON.stringify({
      hotel_unique_id: 'HOTEL-DEMO',
      slide_image_url: '/media/first-paint.jpg',
    });
    document.head.append(paint);
    // Gates rather than answers: a request asked twice gets a body of its own each time.
    const session = deferred<void>();
    const slides = deferred<void>();
    mockFetch((request) => {
      if (request.url === '/api/guest-session/')
        return session.promise.then(() => jsonResponse(200, demoSession));
      if (request.url.startsWith('/api/slideshow/'))
        return slides.promise.then(() => jsonResponse(200, testSlides));
      if (request.url === '/api/hotels/HOTEL-DEMO/') return jsonResponse(200, demoHotel);
      return jsonResponse(404, { detail: 'Not found' });
    });
    try {
      const { container } = renderDashboard();
      expect(await screen.findByText(demoHotel.name)).toBeTruthy();
      expect(screen.getByText('Check-in')).toBeTruthy();
      expect(screen.getByRole('status').textContent?.trim()).toBe('Loading dashboard...');
      const drawn = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
      expect(drawn()).toContain('/media/first-paint.jpg');
      // The slides arrive before the session: the slideshow shows them, the welcome still waits.
      slides.resolve();
      await screen.findByRole('region', { name: 'Hotel highlights' });
      expect(drawn()).not.toContain('/media/first-paint.jpg');
      session.resolve();
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Tanaka' });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      paint.remove();
    }
  });

  it('shows its sections in SPEC order: header, slideshow, dining, weather, events, tourist-info card', async () => {
    logIn();
    serve();
    renderDashboard();
    await screen.findByText('Cooking class');
    await screen.findByText('Bangkok');
    await screen.findByRole('region', { name: 'Hotel highlights' });
    // The last section: on the page's first dashboard the sections under the slideshow come one per frame.
    await screen.findByRole('link', { name: /Tourist information/ });
    const landmarks = [
      screen.getByRole('heading', { level: 1, name: 'Welcome, Tanaka' }),
      screen.getByRole('region', { name: 'Hotel highlights' }),
      screen.getByRole('heading', { level: 2, name: 'Popular dining' }),
      screen.getByRole('heading', { level: 2, name: 'Weather' }),
      screen.getByRole('heading', { level: 2, name: 'Upcoming events' }),
      screen.getByRole('link', { name: /Tourist information/ }),
    ];
    for (const [index, element] of landmarks.slice(1).entries()) {
      const before = landmarks[index]!;
      expect(
        before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        element.textContent ?? '',
      ).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Tourist information/ }).getAttribute('href')).toBe(
      '/tourist-info',
    );
  });

  it("formats the stay dates in the guest's language", async () => {
    logIn();
    serve();
    await i18n.changeLanguage('de');
    renderDashboard();
    expect(await screen.findByText('Fr., 14. März 2025')).toBeTruthy();
  });

  it('refuses a stored hotel ID that is not HOTEL-…, without calling the server', () => {
    logIn('hotel demo');
    const { fetchMock } = serve();
    renderDashboard();
    expect(screen.getByRole('alert').textContent).toBe('Error: Invalid hotel ID format');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([401, 403])('goes to the login of the hotel on %d', async (status) => {
    logIn();
    serve(() => jsonResponse(status, { detail: 'Authentication required' }));
    renderDashboard();
    expect((await screen.findByTestId('location')).textContent).toBe('/login?hotel=HOTEL-DEMO');
  });

  it('goes to the login when there is no session token', () => {
    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    serve();
    renderDashboard();
    expect(screen.getByTestId('location').textContent).toBe('/login?hotel=HOTEL-DEMO');
  });

  it('shows Error: {message} for any other failure', async () => {
    logIn();
    serve(() => jsonResponse(500, { detail: 'Database unavailable' }));
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Database unavailable');
  });
});
