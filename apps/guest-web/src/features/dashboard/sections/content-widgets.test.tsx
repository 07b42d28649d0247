import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { STORAGE_KEYS, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { event, testWeather } from '../../../test/content-fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { CALENDAR_EVENTS_REFRESH_MS } from '../../content/use-dashboard-content.ts';
import { CalendarEventsWidget } from './calendar-events-widget.tsx';
import { WeatherWidget } from './weather-widget.tsx';

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  writeStorage(STORAGE_KEYS.hotelTimezone, 'Asia/Bangkok');
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('weather widget', () => {
  it('asks for the hotel’s weather with X-Hotel-ID and shows now and the coming days', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, testWeather));
    renderRoute(<WeatherWidget />, { path: '/', url: '/' });
    expect(await screen.findByText('Bangkok')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/weather/HOTEL-DEMO/');
    expect(requests[0]?.headers['X-Hotel-ID']).toBe('HOTEL-DEMO');
    expect(screen.getByText('31°C')).toBeTruthy();
    expect(screen.getByText('Partly cloudy')).toBeTruthy();
    const days = within(screen.getByRole('list', { name: 'Coming days' })).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'TueRainHigh 30°CLow 24°C',
      'WedThunderstormHigh 30°CLow 24°C',
    ]);
    expect(screen.getByText(/^Updated /)).toBeTruthy();
  });

  it('says when a kept reading was taken while the service is down', async () => {
    mockFetch(() => jsonResponse(200, { ...testWeather, stale: true }));
    renderRoute(<WeatherWidget />, { path: '/', url: '/' });
    expect(
      await screen.findByText(/The weather service is not answering\. Reading from .*2:15/),
    ).toBeTruthy();
  });

  it("shows 'Unable to retrieve weather data.' when there is no reading", async () => {
    mockFetch(() =>
      jsonResponse(503, { detail: 'Unable to retrieve weather data.', code: 'weather_unavailable' }),
    );
    renderRoute(<WeatherWidget />, { path: '/', url: '/' });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to retrieve weather data.');
  });

  it('names the condition in the guest’s language', async () => {
    await i18n.changeLanguage('ar');
    mockFetch(() => jsonResponse(200, testWeather));
    renderRoute(<WeatherWidget />, { path: '/', url: '/' });
    expect(await screen.findByText('غائم جزئيًا')).toBeTruthy();
  });
});

describe('calendar events widget', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const answer = [
    event(1, 'Past', '2026-11-23T11:00:00Z'),
    event(2, 'Yoga', '2026-11-24T00:00:00Z'),
    event(3, 'Cooking class', '2026-11-23T13:00:00Z'),
    event(4, 'Jazz', '2026-11-25T14:00:00Z'),
    event(5, 'Cruise', '2026-11-24T10:30:00Z'),
    event(6, 'Boxing', '2026-11-26T12:00:00Z'),
    event(7, 'Market walk', '2026-11-27T23:30:00Z'),
  ];

  it('shows the first 5 future events, soonest first, in the hotel’s time, and refreshes every 5 minutes', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(now);
    const { requests } = mockFetch(() => jsonResponse(200, answer));
    renderRoute(<CalendarEventsWidget />, { path: '/', url: '/' });
    const list = await screen.findByRole('list');
    // (Among them, it may be, the previous case's call for its Arabic translations, a task late.)
    const calendarCalls = () => requests.filter((request) => request.url.startsWith('/api/calendar-events/'));
    expect(calendarCalls().map((request) => request.url)).toEqual([
      '/api/calendar-events/?hotel_unique_id=HOTEL-DEMO',
    ]);
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Cooking class', 'Yoga', 'Cruise', 'Jazz', 'Boxing']);
    // 13:00 UTC is 20:00 in Bangkok.
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('8:00');

    expect(CALENDAR_EVENTS_REFRESH_MS).toBe(300_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CALENDAR_EVENTS_REFRESH_MS);
    });
    // The call reaches fetch a task later (api-client.ts), not within the timers' advance.
    await vi.waitFor(() => expect(calendarCalls()).toHaveLength(2));
    // An hour and a half later the cooking class has started and is gone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60_000);
    });
    const after = within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(after[0]).toBe('Yoga');
    expect(after).toContain('Market walk');
  });

  it('says missing_hotel_id without a hotel, and error_loading_events on failure', async () => {
    removeStorage(STORAGE_KEYS.hotelId);
    const { fetchMock } = mockFetch(() => jsonResponse(500, {}));
    const first = renderRoute(<CalendarEventsWidget />, { path: '/', url: '/' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Hotel ID is missing. Please scan the QR code in your room again.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();

    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    renderRoute(<CalendarEventsWidget />, { path: '/', url: '/' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading events');
  });

  it('says so when nothing is coming up', async () => {
    mockFetch(() => jsonResponse(200, [event(1, 'Past', '2020-01-01T00:00:00Z')]));
    renderRoute(<CalendarEventsWidget />, { path: '/', url: '/' });
    expect(await screen.findByText('No upcoming events.')).toBeTruthy();
  });
});
