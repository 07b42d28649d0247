import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffStay,
  StayCreate,
  StayImportRequest,
  StayImportResult,
  StayUpdate,
} from '@hotel/contracts/stays';
import { api } from '../../lib/api-client.ts';

/** Query keys start with the live topic: a staff_update about 'stays' refreshes the board. */
export const STAYS_KEY = ['stays'] as const;

export function useStayBoard(date: string | null) {
  return useQuery({
    queryKey: [...STAYS_KEY, 'board', date ?? 'today'],
    queryFn: () => api('/api/staff/stays/', { query: { date } }),
  });
}

export function useStayMutations() {
  const queryClient = useQueryClient();
  // Not awaited: a row the refreshed list no longer holds (a checked-out guest) must still get its
  // mutate() callbacks, which React Query skips once the row has unmounted.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: STAYS_KEY });
    // The rooms screen shows who is in each room.
    void queryClient.invalidateQueries({ queryKey: ['rooms'] });
  };
  return {
    checkIn: useMutation({
      mutationFn: (input: StayCreate) => api('/api/staff/stays/', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: StayUpdate }) =>
        api<StaffStay>(`/api/staff/stays/${id}/`, { method: 'PATCH', body: changes }),
      onSuccess: refresh,
    }),
    checkOut: useMutation({
      mutationFn: (id: number) => api<StaffStay>(`/api/staff/stays/${id}/check-out/`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => api<{ ok: true }>(`/api/staff/stays/${id}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    importArrivals: useMutation({
      mutationFn: (request: StayImportRequest) =>
        api<StayImportResult>('/api/staff/stays/import/', { method: 'POST', body: request }),
      onSuccess: (result) => {
        if (!result.dry_run) refresh();
      },
    }),
  };
}
