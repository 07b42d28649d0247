import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fetch-mock.ts';
import { coalescedTimeouts } from './coalesced-timeouts.ts';
import { createQueryClient, whenQueriesSettled } from './query-client.ts';

describe("the app's query client", () => {
  it("sets TanStack Query's timers through the coalescing provider (decision 0129)", () => {
    const setTimer = vi.spyOn(coalescedTimeouts, 'setTimeout');
    const client = createQueryClient();
    client.setQueryData(['slides'], ['pool']);
    // The new query's garbage collection: TanStack's default five minutes.
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 5 * 60_000);
    client.clear();
    setTimer.mockRestore();
  });
});

describe('waiting for the screen’s data before warming code', () => {
  it('calls back once every query has its answer, not before', async () => {
    const client = createQueryClient();
    const slides = deferred<string[]>();
    const weather = deferred<string>();
    void client.prefetchQuery({ queryKey: ['slides'], queryFn: () => slides.promise });
    void client.prefetchQuery({ queryKey: ['weather'], queryFn: () => weather.promise });
    const settled = vi.fn();
    whenQueriesSettled(client, settled);

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    slides.resolve(['pool']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    weather.resolve('sunny');
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('calls back in the next task when nothing is fetching, and never once cancelled', async () => {
    const client = createQueryClient();
    const settled = vi.fn();
    whenQueriesSettled(client, settled);
    expect(settled).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());

    const cancelled = vi.fn();
    const cancel = whenQueriesSettled(client, cancelled);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
