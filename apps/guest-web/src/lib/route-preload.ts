/**
 * Lets a screen warm up the next screen's code (login → dashboard while the login call runs) without importing
 * the router, which would import every screen. The router registers the real preloader at start-up.
 */
let preloader: (pathname: string) => void = () => undefined;

export function registerRoutePreloader(preload: (pathname: string) => void): void {
  preloader = preload;
}

export function preloadRoute(pathname: string): void {
  preloader(pathname);
}
