/**
 * The console's service worker (src/service-worker/sw.ts, docs/decisions/0157), from the page's side. It keeps
 * the console's page and built files, nothing of its data, so signing out leaves nothing to delete.
 */

/** The worker's caches besides its precache. */
export const CONSOLE_CACHES = {
  /** The console's one page, under each address it was loaded from. */
  pages: 'console-pages',
  /** Built files outside the precache: the catalogue of the member's language. */
  assets: 'console-assets',
} as const;

/**
 * Registers /staff/sw.js once the console has loaded, so that it never delays the first screen. Production
 * builds only: in development Vite serves modules no worker should keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/staff/sw.js', { scope: '/staff/' }).catch(() => {
      // No worker (a browser that refuses one): the console works as before, without its page kept or alerts.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
