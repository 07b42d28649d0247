/// <reference lib="webworker" />
/**
 * The guest app's service worker, served as /sw.js with scope / (docs/decisions/0157). It precaches the build's
 * fingerprinted files (not index.html: the server writes each page), keeps the pages and reads it was served so
 * that an offline reload draws the app with the last menu, account and tourist information, takes over at the
 * next navigation after a deploy, and shows the hotel's push messages.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { getCacheKeyForURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepPage } from '@hotel/client-kit/service-worker-pages';
import { keptBuiltFiles, startAppWorker } from '@hotel/client-kit/service-worker-start';
import {
  openNotificationTarget,
  pushNotification,
  readPushPayload,
} from '@hotel/client-kit/service-worker-push';
import { GUEST_CACHES, KEEP_ASSETS_MESSAGE, KEEP_PAGE_MESSAGE } from '../lib/service-worker.ts';
import { hotelBrandOf, isKeepableRead, isKeptGuestRead } from './offline-reads.ts';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const isSameOrigin = (url: URL) => url.origin === self.location.origin;
/** The console, inside this worker's scope: its pages and alerts are its own worker's (/staff/sw.js). */
const CONSOLE_PATH = '/staff';
/** Addresses that are not the guest app's pages. */
const NOT_GUEST_PAGES = [new RegExp(`^${CONSOLE_PATH}(/|$)`), /^\/(api|media|ws|assets)(\/|$)/];
const isGuestPage = (url: URL) =>
  isSameOrigin(url) && !NOT_GUEST_PAGES.some((pattern) => pattern.test(url.pathname));

// The page: from the network (it is written per hotel and session), the kept one after a few seconds without an
// answer, and offline the last page kept when this address has none. Not the console's pages (its own worker's).
startAppWorker({
  precache: self.__WB_MANIFEST,
  pagesCache: GUEST_CACHES.pages,
  pages: { denylist: NOT_GUEST_PAGES },
  isAppPage: isGuestPage,
});

registerRoute(
  ({ url, request }) => isKeptGuestRead(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: GUEST_CACHES.reads,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isKeepableRead(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

// The hotel's pictures (menu items, slides, logo): a file's address changes with its content.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isSameOrigin(url) && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: GUEST_CACHES.media,
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Built files the precache leaves out (the other languages' catalogues): kept once loaded.
const builtFiles = keptBuiltFiles(GUEST_CACHES.assets);
registerRoute(({ url }) => isSameOrigin(url) && url.pathname.startsWith('/assets/'), builtFiles);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type === KEEP_PAGE_MESSAGE && typeof url === 'string') {
    const page = new URL(url, self.location.origin);
    if (isGuestPage(page)) event.waitUntil(keepPage(caches, GUEST_CACHES.pages, page.href));
    return;
  }
  if (type !== KEEP_ASSETS_MESSAGE) return;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return;
  const wanted = urls
    .filter((url): url is string => typeof url === 'string')
    .slice(0, 200)
    .map((url) => new URL(url, self.location.origin))
    .filter(
      (url) => isSameOrigin(url) && url.pathname.startsWith('/assets/') && !getCacheKeyForURL(url.href),
    );
  event.waitUntil(
    Promise.all(
      wanted.map((url) =>
        builtFiles.handle({ request: new Request(url.href), event }).catch(() => undefined),
      ),
    ),
  );
});

/** The hotel of the last kept GET /api/hotels/{id}/ answer: its name and logo for a notification. */
async function keptHotelBrand(): Promise<{ name?: string; icon?: string }> {
  try {
    const cache = await caches.open(GUEST_CACHES.reads);
    const hotels = (await cache.keys()).filter((request) =>
      /^\/api\/hotels\/[^/]+\/$/.test(new URL(request.url).pathname),
    );
    const latest = hotels.at(-1);
    const response = latest && (await cache.match(latest));
    return response ? hotelBrandOf(await response.json()) : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const brand = await keptHotelBrand();
      const { title, options } = pushNotification(readPushPayload(event.data), {
        fallbackTitle: brand.name ?? self.location.host,
        startUrl: self.registration.scope,
        icon: brand.icon,
      });
      await self.registration.showNotification(title, options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, event.notification.data, {
      scope: self.registration.scope,
      others: [CONSOLE_PATH],
    }),
  );
});
