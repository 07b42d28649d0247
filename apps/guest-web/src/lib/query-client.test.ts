import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fetch-mock.ts';
import { createQueryClient, whenQueriesSettled } from './query-client.ts';

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
