/**
 * Resolves in a task after the browser's next frame: what ran before it has been laid out and painted, and what
 * runs after it is a task of its own. Where no frame comes (a page opened in a background tab), after a tenth of
 * a second instead.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, NO_FRAME_FALLBACK_MS);
  });
}

const NO_FRAME_FALLBACK_MS = 100;
