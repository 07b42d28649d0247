import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CorrectionRequest,
  DeskPaymentRequest,
  DeskRefundRequest,
  ManualChargeRequest,
  StaffFolio,
} from '@hotel/contracts/billing';
import type { StaffStay } from '@hotel/contracts/stays';
import { api } from '../../lib/api-client.ts';

/** Query keys start with the live topic: a staff_update about 'billing' refreshes the folio. */
export const BILLING_KEY = ['billing'] as const;

export function useFolio(stayId: number) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'folio', stayId],
    queryFn: () => api<StaffFolio>(`/api/staff/stays/${stayId}/folio/`),
  });
}

export function useFolioMutations(stayId: number) {
  const queryClient = useQueryClient();
  const base = `/api/staff/stays/${stayId}/folio`;
  const store = (folio: StaffFolio) => queryClient.setQueryData([...BILLING_KEY, 'folio', stayId], folio);
  return {
    /** A retry of one payment sends its first Idempotency-Key: the server takes it once. */
    pay: useMutation({
      mutationFn: ({ idempotencyKey, ...input }: DeskPaymentRequest & { idempotencyKey: string }) =>
        api<StaffFolio>(`${base}/payments/`, {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      onSuccess: store,
    }),
    refund: useMutation({
      mutationFn: (input: DeskRefundRequest) =>
        api<StaffFolio>(`${base}/refunds/`, { method: 'POST', body: input }),
      onSuccess: store,
    }),
    charge: useMutation({
      mutationFn: (input: ManualChargeRequest) =>
        api<StaffFolio>(`${base}/charges/`, { method: 'POST', body: input }),
      onSuccess: store,
    }),
    correct: useMutation({
      mutationFn: ({ lineId, ...input }: CorrectionRequest & { lineId: number }) =>
        api<StaffFolio>(`${base}/lines/${lineId}/reverse/`, { method: 'POST', body: input }),
      onSuccess: store,
    }),
    answer: useMutation({
      mutationFn: ({ questionId, answer }: { questionId: number; answer: string }) =>
        api<StaffFolio>(`${base}/questions/${questionId}/answer/`, { method: 'POST', body: { answer } }),
      onSuccess: store,
    }),
    checkOut: useMutation({
      mutationFn: (overrideReason: string | null) =>
        api<StaffStay>(`/api/staff/stays/${stayId}/check-out/`, {
          method: 'POST',
          body: overrideReason ? { override_reason: overrideReason } : {},
        }),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
        void queryClient.invalidateQueries({ queryKey: ['stays'] });
      },
    }),
  };
}
