import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx will answer the same way again; only network failures and 5xx are worth a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

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
