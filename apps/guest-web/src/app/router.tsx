import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { loadEnglish } from '../lib/i18n/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { registerRoutePreloader } from '../lib/route-preload.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { UnknownPath } from './layout/unknown-path.tsx';

interface RouteHandle {
  /** Starts downloading the route's code; see `preloadMatchedRoutes`. */
  preload?: () => Promise<unknown>;
}

/** A code-split screen (see `lazyComponent`), with its preloader as the route's handle. */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): { Component: ComponentType; handle: RouteHandle } {
  const { Component, preload } = lazyComponent(() => load().then((module) => module[name]));
  return { Component, handle: { preload } };
}

function route(path: string, screen: ReturnType<typeof lazyScreen>): RouteObject {
  return { path, element: <screen.Component />, handle: screen.handle };
}

// Only the login ships in the entry bundle (the QR code lands there); everything behind it is fetched on demand.
// Every screen behind the login is inside the shell, so the shell also brings the rest of the English catalogue.
const shell = lazyScreen(
  () => Promise.all([import('./layout/shell-layout.tsx'), loadEnglish()]).then(([module]) => module),
  'ShellLayout',
);
const dashboard = lazyScreen(() => import('../features/dashboard/dashboard-page.lazy.tsx'), 'DashboardPage');
const menu = lazyScreen(() => import('../features/dining/menu-page.lazy.tsx'), 'MenuPage');
const cart = lazyScreen(() => import('../features/dining/cart-page.lazy.tsx'), 'CartPage');
const confirmation = lazyScreen(
  () => import('../features/dining/confirmation-page.lazy.tsx'),
  'ConfirmationPage',
);
const activities = lazyScreen(
  () => import('../features/activities/activities-page.lazy.tsx'),
  'ActivitiesPage',
);
const account = lazyScreen(() => import('../features/account/account-page.lazy.tsx'), 'AccountPage');
const touristInfo = lazyScreen(
  () => import('../features/tourist-info/tourist-info-page.lazy.tsx'),
  'TouristInfoPage',
);
const order = lazyScreen(() => import('../features/orders/order-page.lazy.tsx'), 'OrderPage');
const booking = lazyScreen(() => import('../features/activities/booking-page.lazy.tsx'), 'BookingPage');
const chat = lazyScreen(() => import('../features/chat/chat-page.lazy.tsx'), 'ChatPage');

/** SPEC section 2's route table, plus the notification targets /orders/:id, /bookings/:id and /chat/:id. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <shell.Component />,
        handle: shell.handle,
        children: [
          route('dashboard', dashboard),
          route('menu', menu),
          route('cart', cart),
          route('confirmation', confirmation),
          route('activities', activities),
          route('account', account),
          route('tourist-info', touristInfo),
          route('orders/:id', order),
          route('bookings/:id', booking),
          route('chat/:id', chat),
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/**
 * Starts every code chunk a path needs at once. Without it a cold load of /dashboard would fetch the shell,
 * render it, and only then discover and fetch the dashboard: two round trips instead of one. Each route's files
 * are asked for in a task of their own: the bundler's preloader adds a link element per file (about thirty for
 * the shell and the dashboard), and on a slow phone doing it all at once was one of the load's long tasks.
 * Settles when they are in (or failed: the route's error boundary then says so).
 */
export async function preloadMatchedRoutes(pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const preload = (match.route.handle as RouteHandle | undefined)?.preload;
    if (!preload) continue;
    if (loads.length > 0) await new Promise((resolve) => setTimeout(resolve));
    loads.push(preload());
  }
  await Promise.allSettled(loads);
}

/** Preloads the code of every later navigation's path, and now the current one's (settled as above). */
export function startRoutePreloading(): Promise<void> {
  registerRoutePreloader(preloadMatchedRoutes);
  return preloadMatchedRoutes(window.location.pathname);
}

export function AppRoutes() {
  return useRoutes(routes);
}
