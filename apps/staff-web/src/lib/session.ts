import { useQuery } from '@tanstack/react-query';
import type { StaffPermission, StaffSessionResponse } from '@hotel/contracts/staff';
import { api, setCsrfToken } from './api-client.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(): Promise<StaffSessionResponse> {
  const session = await api('/api/staff/session/', { announceUnauthorized: false });
  setCsrfToken(session.csrf_token);
  return session;
}

/** Who is signed in. A 401 is an answer (not signed in), not an error to retry. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    retry: false,
    staleTime: 60_000,
  });
}

/** The signed-in session; only for components under RequireSession. */
export function useSignedInSession(): StaffSessionResponse {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInSession is used outside RequireSession');
  return data;
}

export function useCan(): (permission: StaffPermission | null) => boolean {
  const session = useSignedInSession();
  return (permission) => permission === null || session.permissions.includes(permission);
}
