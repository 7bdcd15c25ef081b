import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MemberListings } from '@/types/api';

import { userKeys } from './keys';

/** getListings fetches one page of a member's open rides and New parcels (up to 20 of each), soonest first. */
export const getListings = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api.get<MemberListings>(
    cursor ? `/api/users/${userId}/listings?cursor=${encodeURIComponent(cursor)}` : `/api/users/${userId}/listings`,
    { signal },
  );

/** getListingsQueryOptions pages through a member's listings with nextCursor ("Show more"). */
export const getListingsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: userKeys.listings(userId),
    queryFn: ({ pageParam, signal }) => getListings(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useListings lists what a member still offers, page by page. */
export function useListings(userId: number) {
  return useInfiniteQuery(getListingsQueryOptions(userId));
}
