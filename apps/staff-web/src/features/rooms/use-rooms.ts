import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QrSheet, RoomCreate, RoomRangeCreate, RoomUpdate, StaffRoom } from '@hotel/contracts/rooms';
import { api } from '../../lib/api-client.ts';

/** Query keys start with the live topic: a staff_update about 'rooms' refreshes these. */
export const ROOMS_KEY = ['rooms'] as const;

export function useRooms(enabled = true) {
  return useQuery({
    queryKey: [...ROOMS_KEY, 'list'],
    queryFn: () => api('/api/staff/rooms/'),
    enabled,
  });
}

export function useQrSheet(roomIds: number[] | null) {
  return useQuery({
    queryKey: [...ROOMS_KEY, 'qr-codes', roomIds?.join(',') ?? 'all'],
    queryFn: () =>
      api<QrSheet>('/api/staff/rooms/qr-codes/', { query: { rooms: roomIds?.join(',') ?? undefined } }),
  });
}

export function useRoomMutations() {
  const queryClient = useQueryClient();
  // Not awaited, so mutate() callbacks run before the refreshed list re-renders the row.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
  return {
    add: useMutation({
      mutationFn: (input: RoomCreate) => api('/api/staff/rooms/', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    addRange: useMutation({
      mutationFn: (input: RoomRangeCreate) =>
        api<{ created: StaffRoom[] }>('/api/staff/rooms/range/', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: RoomUpdate }) =>
        api<StaffRoom>(`/api/staff/rooms/${id}/`, { method: 'PATCH', body: changes }),
      onSuccess: refresh,
    }),
  };
}
