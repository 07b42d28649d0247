import { useQueryClient } from '@tanstack/react-query';
import type { GuestSessionResponse } from '@hotel/contracts/auth';
import { api } from '../../lib/api-client.ts';
import { DEFAULT_LANGUAGE, rememberLanguageForServer } from '../../lib/i18n/languages.ts';
import { STORAGE_KEYS, removeStorage } from '../../lib/storage.ts';
import { applyDarkMode, readDarkModePreference } from '../../lib/theme.ts';
import { useCartStore } from '../dining/index.ts';
import { useNotificationStore } from '../notifications/index.ts';
import { guestSessionQueryOptions } from '../../lib/session/guest-session.ts';
import { loginPath } from '../../lib/session/login-path.ts';
import { forgetOfflineGuestData } from '../../lib/service-worker.ts';

/** The browser's next page after sign-out; a seam for tests (jsdom cannot navigate). */
export const signOutNavigation = { go: (url: string) => window.location.replace(url) };

/**
 * Sign out: POST /api/guest-logout/, then every stored key of SPEC section 3 (and the app's own: outbox,
 * theme, time zone) and the cart are cleared, memory too, and the page is replaced by the room's login
 * (a full load: nothing of this guest stays in memory, and Back does not return to their account).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    // The room for the next guest's login: from the session query, fetched now if no screen has read it.
    const session: GuestSessionResponse | undefined = await queryClient
      .fetchQuery(guestSessionQueryOptions())
      .catch(() => undefined);
    // The login page of the same room and hotel, so the next guest on a shared tablet only types a name.
    const target = loginPath({ room: session?.room.room_number });
    // This phone's pushes end with the stay's session (the module is loaded only now: signing out is rare).
    await import('../push/index.ts')
      .then(({ forgetPushDevice }) => forgetPushDevice())
      .catch(() => undefined);
    try {
      await api.post('guest-logout', {});
    } catch {
      // Signing out on this device must work offline too; the session expires at check-out anyway.
    }
    useCartStore.getState().clear();
    useNotificationStore.getState().clearNotifications();
    for (const key of Object.values(STORAGE_KEYS)) removeStorage(key);
    // What the service worker kept for offline use (the dashboard's page, the bill, the orders) goes too.
    await forgetOfflineGuestData();
    // The next guest's login page is written by the server: in the app's default language and the device's own
    // colours (this guest's dark-mode choice is gone with their storage), like the app.
    rememberLanguageForServer(DEFAULT_LANGUAGE);
    applyDarkMode(readDarkModePreference());
    queryClient.clear();
    signOutNavigation.go(target);
  };
}
