import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { Footer } from './footer.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { ThemeSync } from './theme-sync.tsx';

/** Every route: skip link, theme, scroll to the top of a new page, the page, the footer. The navigation bar is added by ShellLayout. */
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
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense
          fallback={
            // A screen tall, like the shell's page area: the footer stays below the fold while the code of a
            // page behind the login loads, instead of showing and then jumping down (Lighthouse counted it).
            <div className="min-h-dvh">
              <PageLoading>{t('common.loading')}</PageLoading>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Footer />
    </div>
  );
}
