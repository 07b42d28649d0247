import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, type TraceEvent } from './main-thread-blocking.ts';

const PAGE = 20;
const MAIN = 1;
const ms = (milliseconds: number) => milliseconds * 1000;

/** A task on the page's main thread: start, wall time and CPU time in ms. */
function task(start: number, wall: number, cpu: number, thread = MAIN, pid = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid, tid: thread, ts: ms(start), dur: ms(wall), tdur: ms(cpu) };
}

function pageLoad(...tasks: TraceEvent[]): TraceEvent[] {
  return [
    // Lighthouse's blank page first, in another renderer.
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 10,
      tid: MAIN,
      ts: 0,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    },
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: 2, ts: 0, args: { name: 'Compositor' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PAGE,
      tid: MAIN,
      ts: ms(100),
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/dashboard' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: ms(400) },
    ...tasks,
  ];
}

describe("the page's main-thread blocking, by wall time and by CPU time", () => {
  it('counts each task after the first paint as Lighthouse does, once with its wall time, once with its CPU time', () => {
    const blocking = mainThreadBlocking(
      pageLoad(
        task(200, 80, 80), // before the first paint: not counted
        task(500, 30, 10), // 4 × 30 − 50 = 70 by wall time; 4 × 10 − 50 < 0 by CPU time
        task(600, 20, 20), // 30 either way
        task(700, 10, 10), // under the threshold either way
        task(800, 90, 90, 2), // the compositor thread: not the main thread
        task(900, 90, 90, MAIN, 30), // another renderer
      ),
      4,
    );
    expect(blocking).toEqual({
      byWallTimeMs: 100,
      byCpuTimeMs: 30,
      onCpuShare: 40 / 60,
      longestTaskCpuMs: 20,
    });
  });

  it('counts a task nested inside another once, in its parent', () => {
    const blocking = mainThreadBlocking(pageLoad(task(500, 40, 40), task(510, 20, 20)), 4);
    expect(blocking?.byWallTimeMs).toBe(110);
    expect(blocking?.longestTaskCpuMs).toBe(40);
  });

  it('scales with the CPU slowdown it is given', () => {
    expect(mainThreadBlocking(pageLoad(task(500, 30, 30)), 6)?.byCpuTimeMs).toBe(130);
  });

  it('has nothing to say about a trace without a page load that painted', () => {
    expect(mainThreadBlocking([], 4)).toBeNull();
    const withoutPaint = pageLoad(task(500, 30, 30)).filter((event) => event.name !== 'firstContentfulPaint');
    expect(mainThreadBlocking(withoutPaint, 4)).toBeNull();
  });
});
