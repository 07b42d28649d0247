/// <reference lib="webworker" />
/**
 * The console's service worker, served as /staff/sw.js with scope /staff/ (docs/decisions/0157): the console's
 * built files precached and its page kept, so that a reload on a flaky Wi-Fi draws the console (which then says
 * it cannot reach the server) instead of the browser's error page; and the alerts pushed to this device. It keeps
 * none of the console's data: every call goes to the network as before.
 */
import { registerRoute } from 'workbox-routing';
import { keptBuiltFiles, startAppWorker } from '@hotel/client-kit/service-worker-start';
import {
  openNotificationTarget,
  pushNotification,
  readPushPayload,
} from '@hotel/client-kit/service-worker-push';
import { CONSOLE_CACHES } from '../lib/service-worker.ts';

declare const self: ServiceWorkerGlobalScope;

// The console's pages, and the console open when this worker took over (a first visit, signed in without a
// reload): kept, so that a reload on a dropped Wi-Fi finds it.
startAppWorker({
  precache: self.__WB_MANIFEST,
  pagesCache: CONSOLE_CACHES.pages,
  pages: { allowlist: [/^\/staff(\/|$)/], denylist: [/^\/staff\/assets\//] },
  isAppPage: (url) => url.href.startsWith(self.registration.scope),
});

// Built files the precache leaves out (the other languages' catalogues): kept once loaded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/staff/assets/'),
  keptBuiltFiles(CONSOLE_CACHES.assets),
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
