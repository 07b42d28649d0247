import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { QueryClientProvider } from '@tanstack/react-query';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { loginPath } from '../../lib/session/login-path.ts';
import { useDarkModeStore } from '../../features/preferences/index.ts';
import { preloadRoute } from '../../lib/route-preload.ts';
import { hasSessionEnded, subscribeSessionEnd } from '../../lib/api-client.ts';
import { appQueryClient, warmAfterData } from '../../lib/query-client.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { OutboxSender } from '../../components/outbox/waiting-to-send.tsx';
import { ContentTranslationsProvider } from '../../lib/translation/use-content-translation.ts';
import { ChatButton, chatDialog } from '../../features/chat/index.ts';
import { confirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notificationPopover } from '../../features/notifications/index.ts';
import { mobileMenuPanel } from './mobile-menu.tsx';
import { LiveConnection } from './live-connection.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { NavBar } from './nav-bar.tsx';
import { registerGuestOutboxKinds } from '../outbox-kinds.ts';

registerGuestOutboxKinds();

/** SPEC section 9: at most 5 toasts at once, at the top right. */
const MAX_VISIBLE_TOASTS = 5;
/** Just under the 64 px navigation bar, so the bell and its badge stay in sight while a toast shows. */
const TOAST_OFFSET = { top: 72 };

/** SPEC sections 6 and 8: on the menu a 401 shows the session-expired message, with the way back to the login. */
const MENU_PATH = '/menu';

/**
 * Every route but the login: navigation bar above the page, toasts at the top right (SPEC section 2). Without a
 * session token there is nothing to show, so the guest goes to the login: of their room when the session said
 * which, with the reason when the server ended the session (a 401 on any screen: checked out, expired). The menu
 * explains a 401 itself and leaves the shell at the guest's next step.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const sessionEnded = useSyncExternalStore(subscribeSessionEnd, hasSessionEnded, () => false);
  const { pathname } = useLocation();
  const darkMode = useDarkModeStore((state) => state.darkMode);
  useEffect(
    // Once the page has settled, fetch the code of what the bar opens and links to, so a tap shows it at once.
    () =>
      warmAfterData([
        ...[notificationPopover, mobileMenuPanel, confirmDialog, chatDialog].map(
          (overlay) => overlay.preload,
        ),
        ...['/account', '/cart', ...NAV_LINKS.map((link) => link.to)].map((path) => () => preloadRoute(path)),
        // A phone with updates on sends its subscription again: the server may have dropped it meanwhile.
        () => import('../../features/push/index.ts').then((push) => push.renewPushDevice()),
      ]),
    [],
  );
  if (!readStorage(STORAGE_KEYS.sessionToken) && !(sessionEnded && pathname === MENU_PATH)) {
    return <Navigate to={loginPath({ sessionExpired: sessionEnded })} replace />;
  }
  return (
    // The server-state cache starts here: the login before the shell reads nothing through it (decision 0117).
    <QueryClientProvider client={appQueryClient}>
      <ContentTranslationsProvider>
        <NavBar />
        {/*
          At least a screen tall: the footer starts below the fold, so content arriving after the first paint
          grows the page without moving anything the guest already sees (Lighthouse counted the footer's jump).
        */}
        <main id="main-content" className="flex min-h-dvh flex-1 flex-col">
          <Suspense fallback={<PageLoading>{t('common.loading')}</PageLoading>}>
            <Outlet />
          </Suspense>
        </main>
        {/* In the shell, not around the whole app: the login never toasts, and sonner would weigh on its budget. */}
        <Toaster
          position="top-right"
          theme={darkMode ? 'dark' : 'light'}
          richColors
          closeButton
          visibleToasts={MAX_VISIBLE_TOASTS}
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_OFFSET}
        />
        <LiveConnection />
        <OutboxSender />
        <ChatButton />
      </ContentTranslationsProvider>
    </QueryClientProvider>
  );
}
