import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelSettings, HotelSettingsChange } from '@hotel/contracts/hotel-settings';
import { api } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';

/** Starts with the live topic: another manager's change (a staff_update 'settings') refreshes it. */
export const SETTINGS_KEY = ['settings', 'hotel'] as const;

export function useHotelSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api('/api/staff/settings/') });
}

function useStoreSettings() {
  const queryClient = useQueryClient();
  return (settings: HotelSettings) => {
    queryClient.setQueryData(SETTINGS_KEY, settings);
    // The console's own frame shows the hotel's name and logo from the session.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

export function useSettingsMutations() {
  const store = useStoreSettings();
  return {
    save: useMutation({
      mutationFn: (changes: HotelSettingsChange) =>
        api('/api/staff/settings/', { method: 'PATCH', body: changes }),
      onSuccess: store,
    }),
    removeLogo: useMutation({
      mutationFn: (kind: 'logo' | 'small_logo') =>
        api<HotelSettings>(`/api/staff/settings/logos/${kind}/`, { method: 'DELETE' }),
      onSuccess: store,
    }),
    store,
  };
}

/** The hotel's own Stripe keys: set, replace or clear (both at once); the answer never holds them. */
export function useStripeKeyMutation() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: (keys: Pick<HotelSettingsChange, 'stripe_secret_key' | 'stripe_webhook_secret'>) =>
      api('/api/staff/settings/', { method: 'PATCH', body: keys }),
    onSuccess: store,
  });
}
