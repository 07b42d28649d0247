/**
 * Lets a screen warm up the next screen's code (login → dashboard while the login call runs) without importing
 * the router, which would import every screen. The router registers the real preloader at start-up.
 */
let preloader: (pathname: string) => Promise<void> = () => Promise.resolve();

export function registerRoutePreloader(preload: (pathname: string) => Promise<void>): void {
  preloader = preload;
}

/** Starts loading the code of the screen at `pathname`; settles when it is in (or failed). */
export function preloadRoute(pathname: string): Promise<void> {
  return preloader(pathname);
}

/**
 * Runs these loads (a screen's code, an overlay's) one after another, each once the browser is idle, so that no
 * single task evaluates them all (on a slow phone that was a long task in the first seconds, when the guest starts
 * to tap). A load that fails is left for its first use to retry. Returns a function that stops what has not started.
 */
export function warmWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const queue = [...loads];
  let stopped = false;
  let cancelWait = () => {};
  const next = () => {
    const load = queue.shift();
    if (stopped || load === undefined) return;
    cancelWait = whenIdle(() => void load().then(next, next));
  };
  next();
  return () => {
    stopped = true;
    cancelWait();
  };
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    // Safari has no requestIdleCallback.
    const timer = window.setTimeout(callback, 500);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(callback, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}
