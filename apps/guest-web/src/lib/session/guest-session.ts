import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestSessionResponse } from '@hotel/contracts/auth';
import { api } from '../api-client.ts';
import { GUEST_QUERY_KEY, appQueryClient } from '../query-client.ts';
import { forgetOfflineGuestData, keepPageForOffline } from '../service-worker.ts';
import { STORAGE_KEYS, writeStorage } from '../storage.ts';

function storeGuestSession(session: GuestSessionResponse): void {
  writeStorage(STORAGE_KEYS.bookingId, String(session.booking.id));
  writeStorage(STORAGE_KEYS.hotelId, session.hotel_id);
  writeStorage(STORAGE_KEYS.hotelUniqueId, session.session.hotel.unique_id);
  writeStorage(STORAGE_KEYS.roomNumber, session.room.room_number);
}

export function guestSessionQueryOptions() {
  return queryOptions({
    queryKey: [...GUEST_QUERY_KEY, 'session'],
    queryFn: async ({ signal }) => {
      const session = await api.get<GuestSessionResponse>('guest-session', {
        signal,
        schema: import.meta.env.DEV
          ? (await import('@hotel/contracts/auth')).guestSessionResponse
          : undefined,
      });
      storeGuestSession(session);
      return session;
    },
  });
}

/** Who is logged in: booking, room, family name and stay dates. */
export function useGuestSession(options: { enabled: boolean }) {
  return useQuery({ ...guestSessionQueryOptions(), enabled: options.enabled });
}

/**
 * Right after a login (the login page loads this module then, with the shell's code): the previous guest's
 * answers are dropped and the new guest's session is read, which also stores bookingId. A failure is left to the
 * dashboard, which shows its own error.
 */
export async function startGuestSession(): Promise<void> {
  appQueryClient.removeQueries({ queryKey: GUEST_QUERY_KEY });
  // Nor what the service worker kept of them for offline use: deleted before the new guest's first read is kept.
  await forgetOfflineGuestData();
  // The new guest's dashboard, which the app draws next without loading it: kept for an offline reload.
  keepPageForOffline('/dashboard');
  await prefetchGuestSession();
}

/**
 * Reads the session into the cache before any screen asks; a failure is left to the screen that does, whose
 * query asks again. `request`: the call already on its way (start-app.tsx makes it before this module is in).
 */
export async function prefetchGuestSession(request?: Promise<GuestSessionResponse>): Promise<void> {
  if (!request) return appQueryClient.prefetchQuery(guestSessionQueryOptions());
  try {
    const session = await request;
    storeGuestSession(session);
    appQueryClient.setQueryData(guestSessionQueryOptions().queryKey, session);
  } catch {
    // The dashboard's query asks again and explains a failure.
  }
}
