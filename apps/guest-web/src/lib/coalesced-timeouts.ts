import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timers, long ones coalesced (decision 0129). Every query sets a garbage-collection timer
 * (five minutes) and every observer a staleness timer (thirty seconds), and clears them again as screens
 * mount: the dashboard's first commit alone set or cleared some forty. Each is a call into the browser, and
 * where the page is traced (Lighthouse, DevTools) each one records its JavaScript stack as well, 0.2–0.5 ms in
 * Lighthouse's own runs here. TanStack lets the app supply the timers (`timeoutManager.setTimeoutProvider`)
 * and suggests this: a timer of `COALESCE_FROM_MS` or more joins the others due in the same whole second, which
 * share one browser timer; clearing one forgets it without a call. It runs up to a second late, which neither
 * staleness nor garbage collection notices. Shorter timers (retries' back-off) and intervals are the browser's own.
 */
export const COALESCE_FROM_MS = 5_000;
const GRANULARITY_MS = 1_000;

/** Coalesced timers waiting, by the time they are due (a whole second), each by its id. */
const dueBuckets = new Map<number, Map<number, TimeoutCallback>>();
/** When each coalesced timer is due: which bucket holds it. */
const dueTimeById = new Map<number, number>();
/** The browser's own timers behind the ids handed out for short timeouts and intervals. */
const browserTimers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function runBucket(due: number) {
  const bucket = dueBuckets.get(due);
  dueBuckets.delete(due);
  for (const [id, callback] of bucket ?? []) {
    dueTimeById.delete(id);
    try {
      callback();
    } catch (error) {
      // As a timer of its own would have: reported, without keeping the rest of the bucket from running.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

function forget(id: number | undefined, clear: (timer: ReturnType<typeof setTimeout>) => void) {
  if (id === undefined) return;
  const browserTimer = browserTimers.get(id);
  if (browserTimer !== undefined) {
    browserTimers.delete(id);
    clear(browserTimer);
    return;
  }
  const due = dueTimeById.get(id);
  if (due === undefined) return;
  dueTimeById.delete(id);
  // An emptied bucket keeps its browser timer, which then finds nothing to run: cheaper than clearing it.
  dueBuckets.get(due)?.delete(id);
}

export const coalescedTimeouts: TimeoutProvider<number> = {
  setTimeout(callback, delay) {
    const id = ++lastId;
    if (!(delay >= COALESCE_FROM_MS)) {
      browserTimers.set(
        id,
        setTimeout(() => {
          browserTimers.delete(id);
          callback();
        }, delay),
      );
      return id;
    }
    const due = Math.ceil((Date.now() + delay) / GRANULARITY_MS) * GRANULARITY_MS;
    let bucket = dueBuckets.get(due);
    if (!bucket) {
      bucket = new Map();
      dueBuckets.set(due, bucket);
      setTimeout(() => runBucket(due), due - Date.now());
    }
    bucket.set(id, callback);
    dueTimeById.set(id, due);
    return id;
  },
  clearTimeout(id) {
    forget(id, clearTimeout);
  },
  setInterval(callback, delay) {
    const id = ++lastId;
    browserTimers.set(id, setInterval(callback, delay));
    return id;
  },
  clearInterval(id) {
    forget(id, clearInterval);
  },
};
