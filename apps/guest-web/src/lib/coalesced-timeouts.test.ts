import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, coalescedTimeouts } from './coalesced-timeouts.ts';

const {
  setTimeout: later,
  clearTimeout: cancel,
  setInterval: every,
  clearInterval: stop,
} = coalescedTimeouts;

beforeEach(() => {
  vi.useFakeTimers();
  // In the middle of a second, so that "the same whole second" is not an accident of the clock.
  vi.setSystemTime(new Date('2026-11-28T07:00:00.400Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("TanStack Query's timers", () => {
  it('runs long timers due in the same second on one browser timer, never early and at most a second late', () => {
    const ran: string[] = [];
    later(() => ran.push('stale'), 30_000);
    later(() => ran.push('stale, 200 ms later'), 30_200);
    later(() => ran.push('garbage collection'), 300_000);
    expect(vi.getTimerCount()).toBe(2);

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(601); // 30.6 s from the start: the whole second after both deadlines
    expect(ran).toEqual(['stale', 'stale, 200 ms later']);
    vi.advanceTimersByTime(300_000 - 30_600);
    expect(ran).toHaveLength(2);
    vi.advanceTimersByTime(600);
    expect(ran).toEqual(['stale', 'stale, 200 ms later', 'garbage collection']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a cleared long timer without clearing the others of its second', () => {
    const ran: string[] = [];
    const cleared = later(() => ran.push('cleared'), 30_000);
    later(() => ran.push('kept'), 30_100);
    cancel(cleared);
    cancel(cleared);
    cancel(undefined);
    vi.advanceTimersByTime(31_000);
    expect(ran).toEqual(['kept']);
  });

  it('leaves short timers and intervals to the browser, exactly on time, and clears them', () => {
    const ran: number[] = [];
    later(() => ran.push(Date.now()), 1_000);
    const clearedShort = later(() => ran.push(-1), 2_000);
    expect(COALESCE_FROM_MS).toBeGreaterThan(2_000);
    cancel(clearedShort);
    const interval = every(() => ran.push(0), 60_000);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([new Date('2026-11-28T07:00:01.400Z').getTime()]);
    vi.advanceTimersByTime(120_000);
    expect(ran).toEqual([new Date('2026-11-28T07:00:01.400Z').getTime(), 0, 0]);
    stop(interval);
    vi.advanceTimersByTime(120_000);
    expect(ran).toHaveLength(3);
  });

  it('runs the rest of a second when one of its callbacks throws, and reports the error', () => {
    const ran: string[] = [];
    later(() => {
      throw new Error('broken callback');
    }, 30_000);
    later(() => ran.push('after the broken one'), 30_000);
    vi.advanceTimersByTime(30_600);
    expect(ran).toEqual(['after the broken one']);
    // Thrown from a timer of its own, as the browser would report it.
    expect(() => vi.runOnlyPendingTimers()).toThrow('broken callback');
  });
});
