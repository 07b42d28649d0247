/// <reference lib="webworker" />
/**
 * The console's service worker, served as /staff/sw.js with scope /staff/ (docs/decisions/0157): the console's
 * built files precached and its page kept, so that a reload on a flaky Wi-Fi draws the console (which then says
 * it cannot reach the server) instead of the browser's error page; and the alerts pushed to this device. It keeps
 * none of the console's data: every call goes to the network as before.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  MAX_KEPT_PAGES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  isKeepablePage,
  keepPage,
  latestKeptPage,
} from '@hotel/client-kit/service-worker-pages';
import {
  openNotificationTarget,
  pushNotification,
  readPushPayload,
} from '@hotel/client-kit/service-worker-push';
import { CONSOLE_CACHES } from '../lib/service-worker.ts';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once: the console's next navigation is the new one's.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CONSOLE_CACHES.pages,
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        { cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null) },
        new ExpirationPlugin({ maxEntries: MAX_KEPT_PAGES }),
        { handlerDidError: async () => latestKeptPage(caches, CONSOLE_CACHES.pages) },
      ],
    }),
    { allowlist: [/^\/staff(\/|$)/], denylist: [/^\/staff\/assets\//] },
  ),
);

// The console open when this worker took over came before it (a first visit, signed in without a reload): kept
// now, so that a reload on a dropped Wi-Fi finds it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        Promise.all(
          windows
            .filter((client) => client.url.startsWith(self.registration.scope))
            .map((client) => keepPage(caches, CONSOLE_CACHES.pages, client.url)),
        ),
      ),
  );
});

// Built files the precache leaves out (the other languages' catalogues): kept once loaded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/staff/assets/'),
  new CacheFirst({
    cacheName: CONSOLE_CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('push', (event) => {
  const { title, options } = pushNotification(readPushPayload(event.data), {
    // Worded on the server in the member's language; a message without a title still says where it is from.
    fallbackTitle: self.location.host,
    startUrl: self.registration.scope,
  });
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, event.notification.data, { scope: self.registration.scope }),
  );
});
