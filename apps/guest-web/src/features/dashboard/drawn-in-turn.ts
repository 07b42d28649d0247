import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';

let firstDashboardDrawn = false;

/**
 * How many of the dashboard's `count` lower sections to draw: on the page's first dashboard, none at first, then
 * one more after each painted frame; on any later one (a guest coming back to it), all at once.
 *
 * The first dashboard of a cold load is drawn while the phone is busiest: drawn whole, React's one commit, the
 * effects of every section and the browser's layout of all their text were each a long task (decision 0126).
 * Drawn in turns, each section is a commit, a few effects and a layout of its own. The sections below the
 * welcome card and the slideshow are under the first screen of a phone, so the guest sees nothing arrive late;
 * the shell's main area is a screen tall, so nothing the guest sees moves. A later visit draws all at once: a
 * back navigation restores its scroll position into the page as it is drawn.
 */
export function useSectionsDrawnInTurn(count: number): number {
  const [drawn, setDrawn] = useState(firstDashboardDrawn ? count : 0);
  useEffect(() => {
    if (drawn >= count) {
      firstDashboardDrawn = true;
      return;
    }
    let unmounted = false;
    void afterNextPaint().then(() => {
      if (!unmounted) startTransition(() => setDrawn(drawn + 1));
    });
    return () => {
      unmounted = true;
    };
  }, [drawn, count]);
  return drawn;
}
