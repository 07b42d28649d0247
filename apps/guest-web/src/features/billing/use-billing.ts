import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Billing, GuestBill, PaymentLink } from '@hotel/contracts/billing';
import { decimalsOf } from '@hotel/contracts/currency';
import { api } from '../../lib/api-client.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/format-price.ts';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';

export const BILLING_KEY = [...GUEST_QUERY_KEY, 'billing'] as const;

/** GET /api/guest/billing/: totals and the lines that make them up. */
export function useBilling() {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: async ({ signal }) =>
      api.get<GuestBill>('guest/billing', {
        signal,
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/billing')).guestBill : undefined,
      }),
  });
}

/**
 * The bill is read again (now if a screen shows it, else when one does): orders, bookings and payments change it,
 * whether the guest did it here or staff did at the desk.
 */
export function refreshBill(queryClient: QueryClient): void {
  // A booking's change arrives as an update and a notice in the same moment: one read of the bill serves both.
  void queryClient.invalidateQueries({ queryKey: BILLING_KEY }, { cancelRefetch: false });
}

/** POST /api/guest/payment-link/ (a POST: it creates the link): the payment page for the outstanding balance. */
export function fetchPaymentLink(): Promise<Partial<PaymentLink>> {
  return api.post<Partial<PaymentLink>>('guest/payment-link');
}

/** POST a question about one line; the answer comes back as a notification. */
export function useAskAboutLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, question }: { lineId: number; question: string }) =>
      api.post<GuestBill>(`guest/billing/lines/${lineId}/question`, { question }),
    onSuccess: (billing) => queryClient.setQueryData(BILLING_KEY, billing),
  });
}

/**
 * An amount of the bill as every other price of the app shows it: the hotel's symbol first ('฿640.00', in Arabic
 * too) with the currency's decimals. Intl's currency style put the symbol after the number in some languages.
 */
export function formatBillAmount(
  amount: number,
  billing: Pick<Billing, 'currency_symbol' | 'currency_code'>,
  language: string,
): string {
  return formatPrice(
    amount,
    billing.currency_symbol,
    language,
    DEFAULT_CURRENCY,
    decimalsOf(billing.currency_code),
  );
}
