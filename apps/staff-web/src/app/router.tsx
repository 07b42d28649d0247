import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import LoginPage from '../features/auth/login-page.tsx';
import { useCan } from '../lib/session.ts';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { RequireSession } from './layout/require-session.tsx';
import { LiveProvider } from '../lib/live-provider.tsx';
import { SCREENS, type Screen } from './screens.ts';

/** The first screen the member's role may use: where the console opens. */
function Landing() {
  const can = useCan();
  const first = SCREENS.find((screen) => !screen.fullScreen && can(screen.permission));
  return <Navigate to={first ? `/${first.path}` : '/my-account'} replace />;
}

/** A screen the role may not use sends to the landing screen (its API would answer 403 anyway). */
function Permitted({ screen }: { screen: Screen }) {
  const can = useCan();
  const Component = screen.component;
  return can(screen.permission) ? <Component /> : <Landing />;
}

function FullScreen({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="p-8 text-ink-muted">{t('common.loading')}</p>}>
      <Permitted screen={screen} />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <LiveProvider>
              <ConsoleLayout />
            </LiveProvider>
          </RequireSession>
        }
      >
        <Route index element={<Landing />} />
        {SCREENS.filter((screen) => !screen.fullScreen).map((screen) => (
          <Route key={screen.path} path={`${screen.path}/*`} element={<Permitted screen={screen} />} />
        ))}
        <Route path="*" element={<Landing />} />
      </Route>
      {SCREENS.filter((screen) => screen.fullScreen).map((screen) => (
        <Route
          key={screen.path}
          path={`${screen.path}/*`}
          element={
            <RequireSession>
              <LiveProvider>
                <FullScreen screen={screen} />
              </LiveProvider>
            </RequireSession>
          }
        />
      ))}
    </Routes>
  );
}
