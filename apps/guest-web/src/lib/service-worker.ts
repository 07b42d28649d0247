/**
 * The guest app's service worker (src/service-worker/sw.ts, docs/decisions/0157), from the page's side: its
 * registration, and the caches it keeps of the signed-in guest, which the page deletes when the guest leaves.
 */

/** The worker's caches besides its precache (the build's own files, which are nobody's). */
export const GUEST_CACHES = {
  /** The pages the server wrote (the dashboard's carries the guest's name and room). */
  pages: 'guest-pages',
  /** The last answers of the guest's reads (offline-reads.ts). */
  reads: 'guest-reads',
  /** The hotel's pictures the screens showed. */
  media: 'guest-media',
  /** Built files outside the precache: the catalogue of the guest's language. */
  assets: 'guest-assets',
} as const;

/** What the page asks the worker: keep these built files, which the page loaded before the worker was there. */
export const KEEP_ASSETS_MESSAGE = 'keep-assets';

export interface KeepAssetsMessage {
  type: typeof KEEP_ASSETS_MESSAGE;
  urls: string[];
}

/** What the page asks the worker: keep the page at this address, which the app reached without loading it. */
export const KEEP_PAGE_MESSAGE = 'keep-page';

/**
 * Asks the worker controlling the page to keep the page at `path` for offline use (after a login the app shows the
 * dashboard without loading it, and an offline reload would find only the login kept, deleted with the last guest).
 * Without a worker in control yet, the worker keeps the open page itself when it takes over.
 */
export function keepPageForOffline(path: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  navigator.serviceWorker.controller.postMessage({ type: KEEP_PAGE_MESSAGE, url: path });
}

/**
 * Registers /sw.js once the page has loaded, so that it never competes with the first paint or the first
 * screen's downloads. Production builds only: in development Vite serves modules no worker should keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A worker taking over (the first, or a deploy's) keeps the page the guest is on: the app may have reached it
  // without loading it (the dashboard after a login), and a deploy's page names the new build's files.
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    keepPageForOffline(`${window.location.pathname}${window.location.search}`),
  );
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(keepLoadedAssets, () => {
      // No worker (a private window, a browser that refuses): the app works as before, without offline pages.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * On the first visit the page loaded its language's catalogue before the worker existed, and the worker
 * precaches only English: it is asked to keep what the page loaded, so that an offline reload finds it.
 */
async function keepLoadedAssets(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  const message: KeepAssetsMessage = { type: KEEP_ASSETS_MESSAGE, urls };
  registration.active?.postMessage(message);
}

/**
 * Deletes what the worker kept of the guest (pages, answers, pictures): at sign-out and when the server ends the
 * session, so that the next guest on a shared phone or tablet finds nothing of the last, even offline.
 */
export async function forgetOfflineGuestData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(
    [GUEST_CACHES.pages, GUEST_CACHES.reads, GUEST_CACHES.media].map((name) =>
      caches.delete(name).catch(() => false),
    ),
  );
}
