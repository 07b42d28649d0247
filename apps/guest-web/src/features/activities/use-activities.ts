import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Activity,
  ActivityAvailability,
  ActivityBooking,
  ActivityBookingRequest,
  ActivityWithSlots,
  GuestActivityBookings,
  PopularActivity,
} from '@hotel/contracts/activities';
import { api, buildApiUrl } from '../../lib/api-client.ts';
import { refreshBill } from '../billing/index.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';

const contracts = () => import('@hotel/contracts/activities');

const ACTIVITIES_KEY = [...GUEST_QUERY_KEY, 'activities'] as const;
/** Every booking query of the guest starts with this key; a booking change refreshes them all. */
export const ACTIVITY_BOOKINGS_KEY = [...GUEST_QUERY_KEY, 'activity-bookings'] as const;
const bookingKey = (bookingId: number) => [...ACTIVITY_BOOKINGS_KEY, bookingId] as const;
/** Places left change with every booking: slots are read fresh, never from a stale cache. */
const SLOTS_STALE_MS = 0;

/** GET /api/activities/. */
export function useActivities() {
  return useQuery({
    queryKey: ACTIVITIES_KEY,
    queryFn: async ({ signal }) =>
      api.get<Activity[]>('activities', {
        signal,
        schema: import.meta.env.DEV ? (await contracts()).activityList : undefined,
      }),
  });
}

/** GET /api/popular-activities/?hotel_id= (the API client adds the hotel). */
export function popularActivitiesQueryOptions() {
  return queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'popular'],
    queryFn: async ({ signal }) =>
      api.get<PopularActivity[]>('popular-activities', {
        signal,
        schema: import.meta.env.DEV ? (await contracts()).popularActivityList : undefined,
      }),
  });
}

export function usePopularActivities() {
  return useQuery(popularActivitiesQueryOptions());
}

/** GET /api/activities/{id}/?date=: the day's slots with the places left (SPEC: reads available_slots). */
export function useActivityDay(activityId: number, date: string | null) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, activityId, 'day', date],
    queryFn: async ({ signal }) =>
      api.get<ActivityWithSlots>(`activities/${activityId}`, {
        signal,
        query: { date },
        schema: import.meta.env.DEV ? (await contracts()).activityWithSlots : undefined,
      }),
    enabled: date !== null,
    staleTime: SLOTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Per day, the most places one slot still has: which days the date picker offers for a party. */
export function useAvailability(activityId: number, from: string, to: string) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, activityId, 'availability', from, to],
    queryFn: async ({ signal }) =>
      api.get<ActivityAvailability>(`activities/${activityId}/availability`, {
        signal,
        query: { from, to },
        schema: import.meta.env.DEV ? (await contracts()).activityAvailability : undefined,
      }),
    staleTime: SLOTS_STALE_MS,
  });
}

export interface BookActivityInput {
  payload: ActivityBookingRequest;
  /** The same key for a retry of the same booking: the server then answers with the first one. */
  idempotencyKey: string;
}

/** POST /api/activity-bookings/ with an Idempotency-Key. */
export function useBookActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, idempotencyKey }: BookActivityInput) =>
      api.post<ActivityBooking>('activity-bookings', payload, {
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: import.meta.env.DEV ? (await contracts()).activityBooking : undefined,
      }),
    onSettled: () => refreshActivities(queryClient),
  });
}

/** GET /api/guest/activities/ (SPEC: a list, or an object with bookings: both are read). */
export function useGuestBookings() {
  return useQuery({
    queryKey: ACTIVITY_BOOKINGS_KEY,
    queryFn: async ({ signal }) => {
      const answer = await api.get<GuestActivityBookings | ActivityBooking[]>('guest/activities', { signal });
      const bookings = Array.isArray(answer) ? answer : answer.bookings;
      if (import.meta.env.DEV) (await contracts()).guestActivityBookings.parse({ bookings });
      return bookings;
    },
  });
}

/** One booking of the stay (/bookings/{id}), kept current by live booking updates. */
export function useGuestBooking(bookingId: number | null) {
  return useQuery({
    queryKey: bookingKey(bookingId ?? 0),
    queryFn: async ({ signal }) =>
      api.get<ActivityBooking>(`guest/activities/${bookingId}`, {
        signal,
        schema: import.meta.env.DEV ? (await contracts()).activityBooking : undefined,
      }),
    enabled: bookingId !== null,
  });
}

/** POST /api/guest/activities/{id}/cancel/, then the account data is reloaded (SPEC section 7). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => api.post<ActivityBooking>(`guest/activities/${bookingId}/cancel`),
    onSettled: () => refreshActivities(queryClient),
  });
}

/** Bookings, places left and the bill are read again (after a booking, a cancellation or a live update). */
export function refreshActivities(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ACTIVITY_BOOKINGS_KEY });
  void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
  refreshBill(queryClient);
}

/**
 * A live booking_update (SPEC section 7: message, booking_id, activity_booking_id, status): the bookings are
 * read again, so the account list and an open /bookings/{id} follow it.
 */
export function applyBookingUpdate(queryClient: QueryClient, _message: Record<string, unknown>): void {
  refreshActivities(queryClient);
}

/** The .ics download of one booking, or of the whole itinerary; the session cookie authenticates it. */
export function calendarUrl(bookingId?: number): string {
  return buildApiUrl(
    bookingId === undefined ? 'guest/activities/calendar.ics' : `guest/activities/${bookingId}/calendar.ics`,
  );
}
