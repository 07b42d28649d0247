import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import { api } from '../../lib/api-client.ts';
import { inRange, usePreference } from '../../lib/preferences.ts';
import { REALERT_SECONDS } from '@hotel/contracts/hotel-settings';
import { useSignedInSession } from '../../lib/session.ts';

/** Keys start with the live topic: every `requests` update reads the queue again (it is short). */
const OPEN_KEY = ['requests', 'open'] as const;
const DONE_KEY = ['requests', 'done'] as const;
const STATS_KEY = ['requests', 'stats'] as const;

/** The open requests; every `requests` update reads them again. `enabled` false for a role without the queue. */
export function useOpenRequests(enabled = true) {
  return useQuery({
    queryKey: OPEN_KEY,
    queryFn: async () => (await api<{ requests: StaffServiceRequest[] }>('/api/staff/requests/')).requests,
    enabled,
  });
}

/** How many finished requests the queue lists under it: the last hour or so of a busy shift. */
export const RECENTLY_DONE_SHOWN = 10;

/** The requests finished last, newest first: what was just marked done, and by whom. */
export function useRecentlyDoneRequests() {
  return useQuery({
    queryKey: DONE_KEY,
    queryFn: async () =>
      (
        await api<{ requests: StaffServiceRequest[] }>('/api/staff/requests/', { query: { status: 'done' } })
      ).requests.slice(0, RECENTLY_DONE_SHOWN),
  });
}

export function useRequestStats(days: number) {
  return useQuery({
    queryKey: [...STATS_KEY, days],
    queryFn: () => api('/api/staff/requests/stats/', { query: { days } }),
  });
}

export function useRequestActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['requests'] });
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'acknowledge' | 'complete' }) =>
      api<StaffServiceRequest>(`/api/staff/requests/${id}/${action}/`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** Seconds between two alerts of a request nobody has taken (the industry's 20–30 s): the hotel's, or this device's. */
export const REALERT_CHOICES = REALERT_SECONDS.choices;
export function useRealertSeconds() {
  const hotelDefault = useSignedInSession().hotel.request_realert_seconds;
  return usePreference<number>('staffRequestRealertSeconds', hotelDefault, inRange(2, REALERT_SECONDS.max));
}
