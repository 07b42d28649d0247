import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons.tsx';
import { useCan, useSignedInSession } from '../../lib/session.ts';
import { api, setCsrfToken } from '../../lib/api-client.ts';
import { SCREEN_GROUPS, SCREENS } from '../screens.ts';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { HotelSwitch } from './hotel-switch.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ThemeSelect } from './theme-select.tsx';
import { stopDeviceAlerts } from '../../features/my-account/index.ts';
import { AttentionBanner } from './attention-banner.tsx';
import { QueueBadge, SoundArmingNotice, useMenuWaiting } from './attention-badges.tsx';
import { AttentionProvider } from './attention-provider.tsx';

/** The hotel the console acts in, at the top of the navigation: a switch for a person of several hotels. */
function HotelName() {
  const session = useSignedInSession();
  if (session.hotels.length > 1) return <HotelSwitch tone="sidebar" />;
  return <p className="px-7 pt-6 text-lg font-bold text-white">{session.hotel.name}</p>;
}

/**
 * The console's frame: a navigation rail (a drawer below 1280 px), the hotel (and, for a person of several
 * hotels, the switch between them), the signed-in member, language and theme, the live connection's state,
 * what waits in the queues (badges, the tab's count, a banner on every screen), and the screen. Only
 * screens the member's role may use are listed.
 */
export function ConsoleLayout() {
  return (
    <AttentionProvider>
      <ConsoleFrame />
    </AttentionProvider>
  );
}

function ConsoleFrame() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuWaiting = useMenuWaiting();
  const screens = SCREENS.filter((screen) => !screen.fullScreen && can(screen.permission));

  async function signOut() {
    try {
      // Before the session ends: the unsubscribe is the member's own call.
      await stopDeviceAlerts();
      await api('/api/staff/logout/', { method: 'POST' });
    } finally {
      setCsrfToken(null);
      queryClient.clear();
      navigate('/login', { replace: true });
    }
  }

  const navigation = (
    <nav aria-label={t('shell.navigation')} className="flex flex-col gap-6 p-4">
      {SCREEN_GROUPS.map((group) => {
        const inGroup = screens.filter((screen) => screen.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group}>
            <h2 className="mb-2 px-3 text-xs font-semibold tracking-wider text-on-sidebar/70 uppercase">
              {t(`shell.groups.${group}`)}
            </h2>
            <ul className="space-y-1">
              {inGroup.map((screen) => (
                <li key={screen.path}>
                  <NavLink
                    to={`/${screen.path}`}
                    onClick={() => setDrawerOpen(false)}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${
                        isActive
                          ? 'bg-sidebar-active text-white'
                          : 'text-on-sidebar hover:bg-sidebar-active/60'
                      }`
                    }
                  >
                    <Icon name={screen.icon} />
                    {t(`screens.${screen.titleKey}`)}
                    <QueueBadge path={screen.path} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );

  return (
    <div className="min-h-dvh xl:grid xl:grid-cols-[16rem_1fr] print:block">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="hidden bg-sidebar xl:block print:hidden">
        <div className="sticky top-0">
          <HotelName />
          {navigation}
        </div>
      </aside>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 xl:hidden print:hidden">
          <button
            type="button"
            aria-label={t('shell.closeMenu')}
            className="absolute inset-0 bg-black/50"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="absolute inset-y-0 start-0 w-72 overflow-y-auto bg-sidebar">
            <HotelName />
            {/* What the narrower header leaves out, at the drawer's top where it is seen without scrolling. */}
            <p className="px-7 pt-1 text-sm text-on-sidebar lg:hidden">
              {t('shell.signedInAs', { name: session.staff.name })} · {t(`roles.${session.staff.role}`)}
            </p>
            <div className="flex flex-wrap gap-2 px-7 pt-3 text-ink md:hidden">
              <ThemeSelect />
              <LanguageSelect />
            </div>
            {navigation}
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-col">
        {/* The attention lines under the top row stay in view with it and push the page down. */}
        <header className="sticky top-0 z-30 bg-surface-raised print:hidden">
          <div className="flex min-h-14 items-center gap-3 border-b border-line px-4">
            <button
              type="button"
              className="relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-sunken xl:hidden"
              aria-label={menuWaiting.label}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Icon name="menu" />
              {menuWaiting.badge}
            </button>
            <p className="truncate font-semibold xl:hidden">{session.hotel.name}</p>
            <div className="ms-auto flex items-center gap-3">
              <LiveStatusBadge />
              <div className="hidden items-center gap-2 md:flex">
                <LanguageSelect />
                <ThemeSelect />
              </div>
              {/* From 1024 px: on a tablet the hotel's name and the controls need the room (the drawer says who). */}
              <p className="hidden text-sm text-ink-muted lg:block">
                {t('shell.signedInAs', { name: session.staff.name })} · {t(`roles.${session.staff.role}`)}
              </p>
              <button
                type="button"
                onClick={() => void signOut()}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap hover:bg-surface-sunken"
              >
                <Icon name="logout" />
                <span className="sr-only sm:not-sr-only">{t('shell.signOut')}</span>
              </button>
            </div>
          </div>
          <AttentionBanner />
          <SoundArmingNotice />
        </header>
        <main
          id="content"
          className="mx-auto w-full max-w-7xl flex-1 p-4 md:p-6 lg:p-8 print:max-w-none print:p-0"
        >
          <Suspense fallback={<p className="text-ink-muted">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
