import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffAccountCreate,
  StaffAccountUpdate,
  StaffMember,
  StaffSignInLockout,
} from '@hotel/contracts/staff';
import { api } from '../../lib/api-client.ts';

/** Query keys start with the live topic, so a staff_update about 'staff' refreshes this list. */
const ACCOUNTS_KEY = ['staff', 'accounts'] as const;

export function useAccounts() {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async () => (await api('/api/staff/accounts/')).accounts,
  });
}

/** Sign-ins paused after repeated failures (decision 0145); a staff_update 'staff' refreshes them too. */
const PAUSES_KEY = ['staff', 'sign-in-lockouts'] as const;

export function useSignInPauses() {
  return useQuery({
    queryKey: PAUSES_KEY,
    queryFn: async () =>
      (await api<{ lockouts: StaffSignInLockout[] }>('/api/staff/sign-in-lockouts/')).lockouts,
  });
}

/** The manager's Clear: the pause ends and its failed attempts are forgotten. */
export function useClearSignInPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/staff/sign-in-lockouts/${id}/clear/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAUSES_KEY }),
  });
}

export function useHotelLocations(hotelUniqueId: string) {
  return useQuery({
    queryKey: ['menu', 'locations', hotelUniqueId],
    queryFn: () =>
      api<{ id: number; name: string }[]>(`/api/hotels/${encodeURIComponent(hotelUniqueId)}/locations/`),
  });
}

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  return {
    create: useMutation({
      mutationFn: (input: StaffAccountCreate) => api('/api/staff/accounts/', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: StaffAccountUpdate }) =>
        api<StaffMember>(`/api/staff/accounts/${id}/`, { method: 'PATCH', body: changes }),
      onSuccess: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: number; password: string }) =>
        api<StaffMember>(`/api/staff/accounts/${id}/reset-password/`, {
          method: 'POST',
          body: { new_password: password },
        }),
      // A new password ends the account's sign-in pauses.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: PAUSES_KEY }),
    }),
  };
}
