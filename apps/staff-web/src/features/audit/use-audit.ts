import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditKind, AuditPage } from '@hotel/contracts/audit';
import type { StaffMember } from '@hotel/contracts/staff';
import { api } from '../../lib/api-client.ts';

/** What the manager narrowed the log to; empty strings mean "any". */
export interface AuditFilters {
  actor: string;
  kind: AuditKind | '';
  day: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', kind: '', day: '' };

/** The filters as the API's query string (without `before`), shared by the list and the CSV link. */
export function auditQuery(filters: AuditFilters, before?: number): string {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.day) params.set('day', filters.day);
  if (before !== undefined) params.set('before', String(before));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The CSV of every entry the filters match: a plain link, so the browser downloads it with the session cookie. */
export function auditExportUrl(filters: AuditFilters): string {
  return `/api/staff/audit/export.csv${auditQuery(filters)}`;
}

/** Pages of 100, newest first; Load more asks for the entries before the last one shown. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) =>
      api<AuditPage>(`/api/staff/audit/${auditQuery(filters, pageParam ?? undefined)}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** The hotel's members, for the Person filter (the Staff accounts list; managers read both). */
export function useAuditPeople() {
  return useQuery({
    queryKey: ['staff', 'accounts'],
    queryFn: async () => (await api<{ accounts: StaffMember[] }>('/api/staff/accounts/')).accounts,
  });
}
