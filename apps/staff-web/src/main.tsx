import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './app/router.tsx';
import { defaultConsoleLanguage, initI18n, showConsoleIn } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { applyTheme, readThemeChoice } from './lib/theme.ts';
import './index.css';

applyTheme(readThemeChoice());
window
  .matchMedia?.('(prefers-color-scheme: dark)')
  .addEventListener('change', () => applyTheme(readThemeChoice()));

// Live updates keep screens current; a refetch on focus covers a tab that slept.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: true, retry: 1 } },
});

await initI18n();
// The sign-in page in this browser's language; the session then says the account's own (RequireSession).
await showConsoleIn(defaultConsoleLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/staff">
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
// The kept page for a flaky Wi-Fi and this device's alerts, once the console has loaded.
registerServiceWorker();
