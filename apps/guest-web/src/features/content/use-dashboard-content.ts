import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent, Slide, TouristInfoResponse, WeatherResponse } from '@hotel/contracts/content';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { useStoredHotelId } from '../../lib/storage.ts';

/** SPEC section 9: the calendar-events widget refreshes every 300000 ms. */
export const CALENDAR_EVENTS_REFRESH_MS = 300_000;

const schemas = () => import('@hotel/contracts/content');
const contentKey = (hotelId: string | null, ...rest: unknown[]) => [
  ...GUEST_QUERY_KEY,
  'content',
  hotelId,
  ...rest,
];

/** GET /api/slideshow/?hotel_id= (the API client adds hotel_id). */
export function slidesQueryOptions(hotelId: string | null) {
  return queryOptions({
    queryKey: contentKey(hotelId, 'slides'),
    queryFn: async ({ signal }) =>
      api.get<Slide[]>('slideshow', {
        signal,
        schema: import.meta.env.DEV ? (await schemas()).slideList : undefined,
      }),
  });
}

export function useSlides() {
  return useQuery(slidesQueryOptions(useStoredHotelId()));
}

/** GET /api/weather/{hotelId}/ with X-Hotel-ID (the API client adds the header). */
export function weatherQueryOptions(hotelId: string | null) {
  return queryOptions({
    queryKey: contentKey(hotelId, 'weather'),
    queryFn: async ({ signal }) =>
      api.get<WeatherResponse>(`weather/${encodeURIComponent(hotelId ?? '')}`, {
        signal,
        schema: import.meta.env.DEV ? (await schemas()).weatherResponse : undefined,
      }),
    enabled: Boolean(hotelId),
    // The server keeps a reading for its cache time; asking more often than that buys nothing.
    staleTime: 10 * 60_000,
  });
}

export function useWeather() {
  return useQuery(weatherQueryOptions(useStoredHotelId()));
}

/** GET /api/calendar-events/?hotel_unique_id=, every 5 minutes. */
export function calendarEventsQueryOptions(hotelId: string | null) {
  return queryOptions({
    queryKey: contentKey(hotelId, 'calendar-events'),
    queryFn: async ({ signal }) =>
      api.get<CalendarEvent[]>('calendar-events', {
        query: { hotel_unique_id: hotelId },
        signal,
        schema: import.meta.env.DEV ? (await schemas()).calendarEventList : undefined,
      }),
    enabled: Boolean(hotelId),
    refetchInterval: CALENDAR_EVENTS_REFRESH_MS,
  });
}

/** With no stored hotel id there is nothing to ask: the widget says missing_hotel_id (`hotelId` is null). */
export function useCalendarEvents() {
  const hotelId = useStoredHotelId();
  const query = useQuery(calendarEventsQueryOptions(hotelId));
  return { ...query, hotelId };
}

/** GET /api/tourist-info/. */
export function useTouristInfo() {
  const hotelId = useStoredHotelId();
  return useQuery({
    queryKey: contentKey(hotelId, 'tourist-info'),
    queryFn: async ({ signal }) =>
      api.get<TouristInfoResponse>('tourist-info', {
        signal,
        schema: import.meta.env.DEV ? (await schemas()).touristInfoResponse : undefined,
      }),
  });
}
