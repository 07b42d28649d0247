import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import type { Root } from 'react-dom/client';
import { AppRoutes, startRoutePreloading } from './app/router.tsx';
import { seedFirstPaintHotel } from './lib/hotel/first-paint-hotel.ts';
import type { GuestSessionResponse } from '@hotel/contracts/auth';
import { api } from './lib/api-client.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { nextTask } from './lib/next-task.ts';
import { STORAGE_KEYS, readHotelId, readStorage } from './lib/storage.ts';

/**
 * The app's start, once main.tsx has let the browser paint what the server drew: the route's code, the hotel
 * the page carries, the language, then React. `linkHotel` is the hotel a login link names. Returns React's root.
 */
export async function startApp(linkHotel: string | undefined): Promise<Root> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // react-dom's renderer, asked for apart: its code came with the app's start, but setting it up was the largest
  // part of evaluating it, one long task on a slow phone. Its entry file (a few bytes) is asked for now, beside
  // what follows, and sets it up in a task of its own when it arrives (decision 0126).
  const reactDomClient = import('react-dom/client');
  reactDomClient.catch(() => undefined);
  // A page the server has drawn stays until the app can draw the same, rather than giving way to a loading
  // screen and then coming back: the screen's code, and on the dashboard the session its welcome card shows.
  // The session's call goes out now, beside the code's downloads rather than after them (on a slow network,
  // dozens of files over six connections).
  const serverDrawn = root.hasChildNodes();
  const sessionRequest =
    serverDrawn && window.location.pathname === '/dashboard'
      ? api.get<GuestSessionResponse>('guest-session')
      : undefined;
  sessionRequest?.catch(() => undefined);
  // The sections' content too: what arrives before React draws the dashboard is drawn with it. Asked for in the
  // task after the one that evaluates the content's code (decision 0129): together they were one long task.
  if (sessionRequest)
    void import('./features/dashboard/index.ts').then(
      async (module) => {
        await nextTask();
        module.prefetchDashboardContent(sessionRequest);
      },
      () => undefined,
    );
  // The screen's code and the language in the next task: each import and call above and below costs the browser
  // a request to start, and together they made one long task on a slow phone (decision 0129).
  await nextTask();
  const routeCode = startRoutePreloading();
  // The hotel the server wrote into this page (the link's on the login, the signed-in one's on the dashboard):
  // shown without asking for it again.
  seedFirstPaintHotel(linkHotel || readHotelId());

  // The guest's language must be in before anything renders, or an Arabic guest sees English first.
  await initI18n(readStorage(STORAGE_KEYS.language));

  if (serverDrawn) {
    const session = sessionRequest
      ? import('./lib/session/guest-session.ts').then((module) => module.prefetchGuestSession(sessionRequest))
      : undefined;
    await Promise.all([routeCode, session]);
  }
  // As a transition: React renders the first screen in slices, yielding to the browser between them, instead
  // of in one long task on a slow phone; what the server drew stays on screen until the screen is ready.
  const { createRoot } = await reactDomClient;
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  return reactRoot;
}
