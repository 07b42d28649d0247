import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ContentTranslationsProvider } from '../lib/translation/use-content-translation.ts';

/** Shows where the app navigated to, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` inside the providers the app's shell gives it; other paths render the location probe.
 * The query cache is a fresh one unless the test passes the one it has filled.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    url,
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: { path: string; url: string; queryClient?: QueryClient },
) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ContentTranslationsProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ContentTranslationsProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
