import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fetch-mock.ts';
import { preloadRoute, registerRoutePreloader, warmWhenIdle } from './route-preload.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  registerRoutePreloader(() => Promise.resolve());
});

describe('warming code while the browser is idle', () => {
  it('loads one screen per idle moment, the next only when the last is in, and stops when asked', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const started: string[] = [];
    const loads = new Map<string, ReturnType<typeof deferred<void>>>();
    registerRoutePreloader((pathname) => {
      started.push(pathname);
      const load = deferred<void>();
      loads.set(pathname, load);
      return load.promise;
    });

    const stop = warmWhenIdle(['/menu', '/cart', '/account'].map((pathname) => () => preloadRoute(pathname)));
    expect(started).toEqual([]);
    idle.shift()!();
    expect(started).toEqual(['/menu']);
    // Nothing else is asked for while the menu's code is still coming.
    expect(idle).toHaveLength(0);
    loads.get('/menu')!.resolve();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(started).toEqual(['/menu', '/cart']);
    stop();
    loads.get('/cart')!.resolve();
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    expect(started).toEqual(['/menu', '/cart']);
  });

  it('goes on to the next load when one fails', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = vi.fn(() => Promise.resolve());

    warmWhenIdle([failing, next]);
    idle.shift()!();
    expect(failing).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(next).toHaveBeenCalledOnce();
  });
});
