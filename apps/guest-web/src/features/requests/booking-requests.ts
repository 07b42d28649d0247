import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HotelResponse } from '@hotel/contracts/hotels';
import type { BookingRequestField, BookingResponse } from '@hotel/contracts/requests';
import { api } from '../../lib/api-client.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { BOOKING_REQUEST_FIELDS } from '@hotel/contracts/request-fields';

/**
 * The service requests (SPEC: Booking entity; section 4, service request toggles; PATCH /api/bookings/{id}/):
 * six booleans on the guest's booking, each a toggle in the navigation bar.
 */

export { BOOKING_REQUEST_FIELDS };

type HotelFlag = Extract<keyof HotelResponse, `guests_can_${string}`>;

/** Which hotel flag shows which toggle (SPEC section 6). */
export const HOTEL_FLAG_OF_FIELD = {
  request_cleaning: 'guests_can_request_cleaning',
  request_towels: 'guests_can_request_towels',
  request_toiletries: 'guests_can_request_toiletries',
  request_sheets: 'guests_can_request_sheets',
  request_general_assistance: 'guests_can_request_general_assistance',
  do_not_disturb: 'guests_can_set_do_not_disturb',
} as const satisfies Record<BookingRequestField, HotelFlag>;

export function offeredFields(hotel: HotelResponse | undefined): BookingRequestField[] {
  if (!hotel) return [];
  return BOOKING_REQUEST_FIELDS.filter((field) => hotel[HOTEL_FLAG_OF_FIELD[field]] === true);
}

/** SPEC section 6: the requests hint depends on the cleaning and towels flags. */
export function offersRequestsHint(hotel: HotelResponse | undefined): boolean {
  return hotel?.guests_can_request_cleaning === true || hotel?.guests_can_request_towels === true;
}

export const bookingQueryKey = (bookingId: number) => [...GUEST_QUERY_KEY, 'booking', bookingId] as const;

/**
 * The guest's booking as the toggles read it; asked for only where the hotel offers any of them. The dashboard
 * also asks for it as the app starts (dashboard-content.ts).
 */
export function bookingQueryOptions(bookingId: number | null, hotel: HotelResponse | undefined) {
  return queryOptions({
    queryKey: bookingQueryKey(bookingId ?? 0),
    queryFn: ({ signal }) => fetchBooking(bookingId ?? 0, signal),
    enabled: bookingId !== null && offeredFields(hotel).length > 0,
  });
}

export async function fetchBooking(bookingId: number, signal?: AbortSignal): Promise<BookingResponse> {
  return api.get<BookingResponse>(`bookings/${bookingId}`, {
    signal,
    schema: import.meta.env.DEV ? (await import('@hotel/contracts/requests')).bookingResponse : undefined,
  });
}

/** Exactly one field per call (SPEC section 7). */
export async function patchBooking(
  bookingId: number,
  field: BookingRequestField,
  value: boolean,
): Promise<BookingResponse> {
  return api.patch<BookingResponse>(
    `bookings/${bookingId}`,
    { [field]: value },
    {
      schema: import.meta.env.DEV ? (await import('@hotel/contracts/requests')).bookingResponse : undefined,
    },
  );
}

export function setRequestField(
  queryClient: QueryClient,
  bookingId: number,
  field: BookingRequestField,
  value: boolean,
): void {
  queryClient.setQueryData<BookingResponse>(bookingQueryKey(bookingId), (booking) =>
    booking ? { ...booking, [field]: value } : booking,
  );
}

const isRequestField = (field: unknown): field is BookingRequestField =>
  (BOOKING_REQUEST_FIELDS as readonly unknown[]).includes(field);

/**
 * A live request_update (booking channel): each change whose status is deactivated turns its toggle off, activated
 * turns it on. Returns the fields it changed.
 */
export function applyRequestUpdate(
  queryClient: QueryClient,
  bookingId: number,
  message: Record<string, unknown>,
): BookingRequestField[] {
  const body = message.message;
  if (typeof body !== 'object' || body === null) return [];
  const { booking_id: target, changes } = body as { booking_id?: unknown; changes?: unknown };
  if (target !== undefined && Number(target) !== bookingId) return [];
  if (!Array.isArray(changes)) return [];
  const changed: BookingRequestField[] = [];
  for (const change of changes as unknown[]) {
    if (typeof change !== 'object' || change === null) continue;
    const { field, status } = change as { field?: unknown; status?: unknown };
    if (!isRequestField(field) || (status !== 'activated' && status !== 'deactivated')) continue;
    setRequestField(queryClient, bookingId, field, status === 'activated');
    changed.push(field);
  }
  return changed;
}
