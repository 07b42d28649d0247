import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { coalescedTimeouts } from './coalesced-timeouts.ts';
import { warmWhenIdle } from './route-preload.ts';

/** A 4xx will answer the same way again; only network failures and 5xx are worth a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

// Before any query exists: TanStack's timers can only be cleared by the provider that set them.
timeoutManager.setTimeoutProvider(coalescedTimeouts);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's server-state cache, created with the shell's code: the login reads nothing through it (TanStack
 * Query stays out of its first load; decision 0117), every screen behind the login does.
 */
export const appQueryClient = createQueryClient();

/** Query keys of data that belongs to the logged-in guest; dropped when another guest logs in. */
export const GUEST_QUERY_KEY = ['guest'] as const;

/**
 * Calls `callback` once no query of `client` is fetching. Returns a function that cancels the wait.
 */
export function whenQueriesSettled(client: QueryClient, callback: () => void): () => void {
  let waiting = true;
  const check = () => {
    if (!waiting || client.isFetching() > 0) return;
    stop();
    callback();
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  // In a task of its own: the screen's queries start as it mounts, which may come after the caller asks.
  const timer = setTimeout(check);
  function stop() {
    waiting = false;
    unsubscribe();
    clearTimeout(timer);
  }
  return stop;
}

/**
 * Warms code the guest may want next (`warmWhenIdle`) once the screen's data is in: on a slow network the code's
 * downloads otherwise compete with the calls the guest is waiting for (on the dashboard, every section came
 * 1.3 s later). Returns a function that stops what has not started.
 */
export function warmAfterData(loads: readonly (() => Promise<unknown>)[]): () => void {
  let stopWarming = () => {};
  const stopWaiting = whenQueriesSettled(appQueryClient, () => {
    stopWarming = warmWhenIdle(loads);
  });
  return () => {
    stopWaiting();
    stopWarming();
  };
}
