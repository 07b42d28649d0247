import { Suspense, useState, type ComponentType } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';

/** What every overlay takes: whether it is open. Left out, it is open whenever it is rendered. */
interface OverlayProps {
  isOpen?: boolean;
}

/** An overlay whose opener holds its state: open or not, and what to do when it opens or closes itself. */
export interface OverlayState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface LazyOverlay<P> {
  /** Renders nothing until first open, then the overlay, kept mounted so that its closing animation plays. */
  Overlay: ComponentType<P>;
  /** Starts loading its code (see `warmWhenIdle`); settles when it is in, rejects when it failed. */
  preload: () => Promise<unknown>;
}

/**
 * A dialog, panel or popover whose code loads when it is first opened. react-aria's overlays (focus trapping,
 * Escape, outside press, scroll lock) are 30 KB gzipped and, on a slow phone, a tenth of a second of
 * evaluation: most of what held the dashboard's start up, though no screen shows an overlay before the guest
 * opens one (decision 0120). Each overlay's module wraps itself in `OverlayLocale`.
 *
 * A failed download reaches the route's error boundary, which offers a reload, as a screen's does.
 */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  const { Component, preload } = lazyComponent(load);
  function Overlay(props: P) {
    const isOpen = (props as OverlayProps).isOpen ?? true;
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Overlay, preload };
}
