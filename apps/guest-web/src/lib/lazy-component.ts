import { createElement, lazy, type ComponentType } from 'react';

export interface LazyComponent<P> {
  /** Suspends (to the nearest Suspense boundary) until the code is in, then renders the component. */
  Component: ComponentType<P>;
  /** Starts loading the code; settles when it is in, rejects when it failed (the next call tries again). */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is split off and loaded on first render or on `preload`: React.lazy for the first
 * render, plus a preloader for the same import. Once the module is in, the component renders synchronously
 * instead of through React.lazy, which would suspend once more and hold the content back for React's 300 ms
 * reveal throttle even though the code is already there. Screens (router.tsx) and overlays (lazy-overlay.tsx).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Let the next attempt (a retry after regaining signal) download it again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, preload };
}
