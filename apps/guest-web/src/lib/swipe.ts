import { useRef, type TouchEvent } from 'react';

/** SPEC section 9: more than 30 px across to change tab; tracking starts after 10 px; within 300 ms. */
export const SWIPE = { minDistance: 30, delta: 10, maxDurationMs: 300 } as const;

export interface SwipeGesture {
  dx: number;
  dy: number;
  durationMs: number;
}

/**
 * +1 for the next tab, -1 for the previous one, 0 for no change. In a left-to-right layout a finger moving left
 * brings the next tab; right to left, the mirror image. Mostly vertical movement is scrolling, not a swipe.
 */
export function swipeStep({ dx, dy, durationMs }: SwipeGesture, rtl = false): -1 | 0 | 1 {
  const across = Math.abs(dx);
  if (Math.max(across, Math.abs(dy)) < SWIPE.delta) return 0;
  if (across <= Math.abs(dy)) return 0;
  if (across <= SWIPE.minDistance) return 0;
  if (durationMs > SWIPE.maxDurationMs) return 0;
  const towardsStart = dx > 0;
  return towardsStart !== rtl ? -1 : 1;
}

/** Touches that start inside an element marked data-swipe-ignore (a scrolling tab strip, a form) are theirs. */
function ignores(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-swipe-ignore]') !== null;
}

/** Touch handlers for something that moves between tabs or slides on a horizontal swipe. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; time: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch && !ignores(event.target)
          ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp }
          : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const step = swipeStep(
        { dx: touch.clientX - from.x, dy: touch.clientY - from.y, durationMs: event.timeStamp - from.time },
        rtl,
      );
      if (step !== 0) onStep(step);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
