import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-client';

/** MUTATION_GC_MS keeps a finished mutation's result for a minute after its last subscriber. */
export const MUTATION_GC_MS = 60_000;

/** shouldRetry never retries a client error (4xx) and retries others once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * createQueryClient builds the client with docs/product.md §4 defaults: GET data is never cached. A screen shows a failed
 * answer it finds (a route loader's prefetch) rather than asking again on mount; its Retry asks again. Calls go out
 * even when the browser says it is offline (networkMode "always"): they fail at once and the screen or toast says
 * the user is offline, where TanStack Query would otherwise hold them, the screen loading for ever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        gcTime: 0,
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retryOnMount: false,
        retry: shouldRetry,
      },
      mutations: {
        networkMode: 'always',
        gcTime: MUTATION_GC_MS,
        retry: false,
      },
    },
  });
}

/**
 * clearServerData drops every cached server answer when the user changes. Queries marked
 * `meta: { keepOnSignOut: true }` (the start-up session check) stay, so the app does not start over.
 */
export function clearServerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
  queryClient.getMutationCache().clear();
}
