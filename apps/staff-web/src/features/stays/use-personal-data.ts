import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestDataErasure, GuestDataStatus } from '@hotel/contracts/privacy';
import { api } from '../../lib/api-client.ts';
import { STAYS_KEY } from './use-stays.ts';

const statusKey = (stayId: number) => [...STAYS_KEY, 'personal-data', stayId] as const;

/** The JSON export: a plain link, so the browser downloads the file with the session cookie. */
export function personalDataExportUrl(stayId: number): string {
  return `/api/staff/stays/${stayId}/personal-data/`;
}

/** Whether the stay may be erased (checked out), and whether it was. Read when the section opens. */
export function usePersonalDataStatus(stayId: number) {
  return useQuery({
    queryKey: statusKey(stayId),
    queryFn: () => api<GuestDataStatus>(`/api/staff/stays/${stayId}/personal-data/status/`),
  });
}

export function useErasePersonalData(stayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<GuestDataErasure>(`/api/staff/stays/${stayId}/erase-personal-data/`, { method: 'POST' }),
    // The board shows the erased name from now on.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAYS_KEY }),
  });
}
