import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadMatchedRoutes, routes } from './router.tsx';

/** The preloaders of the routes a path matches (the shell's, then the screen's), spied on and kept from loading. */
function spiedPreloads(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    return handle?.preload ? [vi.spyOn(handle, 'preload').mockResolvedValue(undefined)] : [];
  });
}

describe("preloading a path's code", () => {
  it("asks for the shell's files at once and the screen's in the next task", async () => {
    vi.useFakeTimers();
    const [shell, dashboard] = spiedPreloads('/dashboard');
    const settled = preloadMatchedRoutes('/dashboard');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(dashboard).toHaveBeenCalledTimes(1);
    await settled;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles when a load fails, leaving the failure to the route', async () => {
    const [shell] = spiedPreloads('/menu');
    shell?.mockRejectedValue(new Error('offline'));
    await expect(preloadMatchedRoutes('/menu')).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});
