import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from 'sonner';
import type { BookingRequestField, BookingResponse } from '@hotel/contracts/requests';
import { STORAGE_KEYS, useStoredHotelId, useStoredValue } from '../../lib/storage.ts';
import { liveSocketPaths, liveSocketUrl } from '../../lib/live-socket.ts';
import { useLiveSocket } from '../../lib/use-live-socket.ts';
import { useGuestSession } from '../../lib/session/guest-session.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { newIdempotencyKey } from '../../lib/outbox/outbox-entry.ts';
import { isOffline, useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { waitingToggles, type WaitingRequest } from './request-outbox.ts';
import {
  applyRequestUpdate,
  bookingQueryKey,
  bookingQueryOptions,
  offeredFields,
  patchBooking,
  setRequestField,
} from './booking-requests.ts';

/** The guest's booking id: stored at login time (bookingId), else read from the guest session. */
export function useBookingId(): number | null {
  const token = useStoredValue(STORAGE_KEYS.sessionToken);
  const stored = useStoredValue(STORAGE_KEYS.bookingId);
  const storedId = stored && /^\d+$/.test(stored) ? Number(stored) : null;
  const session = useGuestSession({ enabled: Boolean(token) && storedId === null });
  return storedId ?? session.data?.booking.id ?? null;
}

export interface ServiceRequests {
  /** The toggles this hotel offers, in SPEC order. */
  fields: BookingRequestField[];
  /** The booking's toggles; undefined until loaded. */
  booking: BookingResponse | undefined;
  /** The toggle whose change is on its way to the server. */
  pendingField: BookingRequestField | null;
  setRequest: (field: BookingRequestField, value: boolean) => void;
}

/**
 * The service-request toggles (SPEC section 4): turning one on goes to the server and shows when it answers
 * (the toggle is set from the response on 200); turning one off shows at once and is undone if the server refuses.
 * Failures are only logged (SPEC section 8, booking update failures).
 */
export function useServiceRequests(): ServiceRequests {
  const queryClient = useQueryClient();
  const { data: hotel } = useHotel(useStoredHotelId());
  const bookingId = useBookingId();
  const fields = offeredFields(hotel);

  const booking = useQuery(bookingQueryOptions(bookingId, hotel));

  const mutation = useMutation({
    mutationFn: ({ field, value }: { field: BookingRequestField; value: boolean }) =>
      patchBooking(bookingId ?? 0, field, value),
    onMutate: async ({ field, value }) => {
      if (bookingId === null || value) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: bookingQueryKey(bookingId) });
      const previous = queryClient.getQueryData<BookingResponse>(bookingQueryKey(bookingId));
      setRequestField(queryClient, bookingId, field, false);
      return { previous };
    },
    onSuccess: (response) => {
      if (bookingId !== null) queryClient.setQueryData(bookingQueryKey(bookingId), response);
    },
    onError: (error, _variables, context) => {
      if (bookingId !== null && context?.previous)
        queryClient.setQueryData(bookingQueryKey(bookingId), context.previous);
      console.error('Service request update failed', error);
    },
  });

  // A change made offline waits on the phone (decision 0033) and the toggle shows it as the guest set it.
  const { t } = useTranslation();
  const waiting = waitingToggles(
    useOutboxStore((state) => state.entries),
    bookingId,
  );
  const shown =
    booking.data && waiting.length > 0
      ? waiting.reduce((toggles, entry) => ({ ...toggles, [entry.field]: entry.value }), booking.data)
      : booking.data;
  const waitForNetwork = (bookingId: number, field: BookingRequestField, value: boolean) => {
    useOutboxStore.getState().add<WaitingRequest>({
      kind: 'request',
      key: newIdempotencyKey(),
      createdAt: new Date().toISOString(),
      bookingId,
      field,
      value,
    });
    toast(t('outbox.keptOffline'));
  };

  return {
    fields,
    booking: shown,
    pendingField: mutation.isPending ? (mutation.variables?.field ?? null) : null,
    setRequest: (field, value) => {
      if (bookingId === null) return;
      if (isOffline()) {
        waitForNetwork(bookingId, field, value);
        return;
      }
      mutation.mutate(
        { field, value },
        {
          onError: (error) => {
            if (isOffline(error)) waitForNetwork(bookingId, field, value);
          },
        },
      );
    },
  };
}

/**
 * The booking channel (/ws/booking_{id}/?token=…): a request_update turns the matching toggles off (deactivated,
 * e.g. staff completed it) or on (activated, e.g. from the guest's other phone). After a reconnect, or when the
 * page comes back to the foreground, the booking is re-read in case an update was missed.
 */
export function useBookingChannel(): void {
  const queryClient = useQueryClient();
  const token = useStoredValue(STORAGE_KEYS.sessionToken);
  const bookingId = useBookingId();
  const refresh = () => {
    if (bookingId !== null) void queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
  };
  useLiveSocket(
    token && bookingId !== null ? liveSocketUrl(liveSocketPaths.booking(bookingId, token)) : null,
    {
      onMessage: (message) => {
        if (message.type === 'request_update' && bookingId !== null)
          applyRequestUpdate(queryClient, bookingId, message);
      },
      onOpen: ({ reconnected }) => {
        if (reconnected) refresh();
      },
      onResume: refresh,
    },
  );
}
