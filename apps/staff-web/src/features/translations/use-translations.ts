import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTranslationsResponse } from '@hotel/contracts/translations';
import { api } from '../../lib/api-client.ts';

/** Starts with the live topic 'content': a guest's report refreshes the screen at once. */
const KEY = ['content', 'translations'] as const;

export function useStaffTranslations() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<StaffTranslationsResponse>('/api/staff/translations/'),
  });
}

export interface CorrectionInput {
  language: string;
  source_text: string;
  text: string;
  report_id?: number;
}

export function useTranslationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    correct: useMutation({
      mutationFn: (correction: CorrectionInput) =>
        api('/api/staff/translations/corrections/', { method: 'PUT', body: correction }),
      onSuccess: refresh,
    }),
    dismiss: useMutation({
      mutationFn: (reportId: number) =>
        api(`/api/staff/translations/reports/${reportId}/dismiss/`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}
