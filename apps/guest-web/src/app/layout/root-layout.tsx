import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { Footer } from './footer.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ThemeSync } from './theme-sync.tsx';

/** Every route: skip link, theme, the page, the footer. The navigation bar is added by ShellLayout. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface-raised px-4 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('common.skipToContent')}
      </a>
      <ThemeSync />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading>{t('common.loading')}</PageLoading>}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Footer />
    </div>
  );
}
