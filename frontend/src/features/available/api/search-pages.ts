import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

import type { AvailablePage } from '@/types/api';

/**
 * searchPagesOptions pages through an available list with nextCursor: getPage fetches the page at a cursor
 * (none: the first).
 */
export const searchPagesOptions = <T, K extends QueryKey>(
  queryKey: K,
  getPage: (cursor: string | undefined, signal: AbortSignal) => Promise<AvailablePage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
