/**
 * The app's pages as both service workers keep them (docs/decisions/0157). The server writes each page itself
 * (per hotel, per session, with its security policy), so the build's index.html is never precached: the worker
 * keeps the pages it was served, network first, and offline answers a reload with the same page, or else with
 * the last page it kept (the app then draws the route the address names).
 */

/** How long a navigation waits for the network before a kept page is drawn instead. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/** At most this many pages kept (a handful of routes, a login or two). */
export const MAX_KEPT_PAGES = 12;

/** A page worth keeping: a whole HTML page as the server wrote it (not an error, not a redirect). */
export function isKeepablePage(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  return (
    response.status === 200 &&
    response.type !== 'opaqueredirect' &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * The most recently kept page of `cacheName` (the `date` the server wrote on it; the cache's own order for
 * equal dates, which is the order of writing), or undefined when none was kept.
 */
export async function latestKeptPage(
  cacheStorage: CacheStorage,
  cacheName: string,
): Promise<Response | undefined> {
  if (!(await cacheStorage.has(cacheName))) return undefined;
  const cache = await cacheStorage.open(cacheName);
  let latest: { response: Response; at: number } | undefined;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const at = Date.parse(response.headers.get('date') ?? '') || 0;
    if (!latest || at >= latest.at) latest = { response, at };
  }
  return latest?.response;
}

/**
 * Fetches the page at `url` as a navigation would (with the session cookie, so the server writes the same page)
 * and keeps it. For pages the worker never saw loaded: the one open when it first took over (the page came
 * before the worker), and the page a guest's app reaches without loading it (the dashboard after the login).
 * Offline, nothing is kept: the next navigation keeps the page.
 */
export async function keepPage(cacheStorage: CacheStorage, cacheName: string, url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (isKeepablePage(response)) await (await cacheStorage.open(cacheName)).put(url, response);
  } catch {
    // No network: nothing to keep.
  }
}
