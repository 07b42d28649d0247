/** A Chromium trace event: the fields read here. `ts`, `dur` and `tdur` are in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration. */
  dur?: number;
  /** The thread's CPU time over the same span. */
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** The page's main-thread tasks after its first contentful paint, the span Lighthouse counts blocking time in. */
export interface MainThreadBlocking {
  /** Σ max(0, slowdown × wall time − 50 ms) per task: how Lighthouse's simulation counts an observed task. */
  byWallTimeMs: number;
  /** The same with each task's CPU time: the blocking of the page's own work, had its thread never waited for a core. */
  byCpuTimeMs: number;
  /** The tasks' CPU time as a share of their wall time (1: the thread ran all along). */
  onCpuShare: number;
  /** The longest task's CPU time, unslowed. */
  longestTaskCpuMs: number;
}

/** Lighthouse's long-task threshold: the part of a (slowed) task beyond it blocks input. */
const LONG_TASK_MS = 50;

/**
 * The page's main-thread blocking in a trace of its load, by wall time and by CPU time (decision 0128). On a
 * host whose cores are shared with the browser's other processes, the server and Lighthouse itself, the
 * renderer's thread waits for a core inside its tasks; Lighthouse's simulation multiplies the wall time,
 * waits included. The two figures side by side tell a busy host from a slow page. Tasks are counted to the end
 * of the trace (Lighthouse stops at its simulated time to interactive): an upper bound of the same sum.
 * Null when the trace holds no page load with a first contentful paint.
 */
export function mainThreadBlocking(events: TraceEvent[], cpuSlowdown: number): MainThreadBlocking | null {
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      (event.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) return null;
  const { pid } = navigation;
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  );
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
  );
  if (!mainThread || !firstPaint) return null;

  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === pid &&
        event.tid === mainThread.tid &&
        event.ts >= firstPaint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let byWallTimeMs = 0;
  let byCpuTimeMs = 0;
  let wallMs = 0;
  let cpuMs = 0;
  let longestTaskCpuMs = 0;
  let endOfLastTask = -Infinity;
  for (const task of tasks) {
    // A task nested in another (a nested run loop) is already inside its parent's time.
    if (task.ts < endOfLastTask) continue;
    endOfLastTask = task.ts + (task.dur ?? 0);
    const taskWallMs = (task.dur ?? 0) / 1000;
    const taskCpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    byWallTimeMs += Math.max(0, cpuSlowdown * taskWallMs - LONG_TASK_MS);
    byCpuTimeMs += Math.max(0, cpuSlowdown * taskCpuMs - LONG_TASK_MS);
    wallMs += taskWallMs;
    cpuMs += taskCpuMs;
    longestTaskCpuMs = Math.max(longestTaskCpuMs, taskCpuMs);
  }
  return { byWallTimeMs, byCpuTimeMs, onCpuShare: wallMs > 0 ? cpuMs / wallMs : 1, longestTaskCpuMs };
}
