import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  MAX_KEPT_PAGES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  isKeepablePage,
  keepPage,
  latestKeptPage,
} from './service-worker-pages.ts';

/**
 * What both apps' service workers do first (docs/decisions/0157): take over at once (a new version's worker is the
 * open pages' at their next navigation), precache the build, keep the app's pages network first (offline, the kept
 * page of that address or else the last one kept), and keep the page that was open when the worker took over (it
 * came before the worker, so an offline reload would otherwise find nothing).
 */
export interface AppWorkerStart {
  /** `self.__WB_MANIFEST`, written as such in the worker's own file: the build replaces it with the file list. */
  precache: Array<PrecacheEntry | string>;
  /** The cache the app's pages are kept in. */
  pagesCache: string;
  /** The navigations that are the app's pages (`NavigationRoute`'s lists). */
  pages: { allowlist?: RegExp[]; denylist?: RegExp[] };
  /** Whether an open window's address is one of the app's pages (kept at take-over). */
  isAppPage: (url: URL) => boolean;
}

/**
 * The members of the service worker's globals used here. The kit is compiled against the DOM's typings (its other
 * files run in pages), where `self` is a window; each app's worker file has the WebWorker typings.
 */
interface WorkerScope {
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ url: string }>>;
  };
}

export function startAppWorker({ precache, pagesCache, pages, isAppPage }: AppWorkerStart): void {
  const worker = self as unknown as WorkerScope;
  worker.addEventListener('install', () => void worker.skipWaiting());
  clientsClaim();
  cleanupOutdatedCaches();
  precacheAndRoute(precache);

  registerRoute(
    new NavigationRoute(
      new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
        plugins: [
          { cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null) },
          new ExpirationPlugin({ maxEntries: MAX_KEPT_PAGES }),
          { handlerDidError: async () => latestKeptPage(caches, pagesCache) },
        ],
      }),
      pages,
    ),
  );

  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      worker.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) =>
          Promise.all(
            windows
              .filter((client) => isAppPage(new URL(client.url)))
              .map((client) => keepPage(caches, pagesCache, client.url)),
          ),
        ),
    );
  });
}

/**
 * Built files the precache leaves out (the other languages' catalogues), kept once loaded: a strategy for the
 * app's assets route, which the guest's worker also asks directly for the files its page names.
 */
export function keptBuiltFiles(cacheName: string): CacheFirst {
  return new CacheFirst({
    cacheName,
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  });
}
