import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Review, ReviewsPage } from '@/types/api';

import { userKeys } from './keys';

/** getReviews fetches one page (20) of a user's reviews, as driver and as sender, newest first. */
export const getReviews = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api.get<ReviewsPage>(
    cursor ? `/api/users/${userId}/reviews?cursor=${encodeURIComponent(cursor)}` : `/api/users/${userId}/reviews`,
    { signal },
  );

/** getReviewsQueryOptions pages through a user's reviews with nextCursor ("Show more"). */
export const getReviewsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: userKeys.reviews(userId),
    queryFn: ({ pageParam, signal }) => getReviews(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** reviewsOf flattens the pages fetched so far into one list. */
export const reviewsOf = (data: InfiniteData<ReviewsPage, unknown> | undefined): Review[] =>
  data?.pages.flatMap((page) => page.items ?? []) ?? [];

/** useReviews lists a user's reviews, page by page. */
export function useReviews(userId: number) {
  return useInfiniteQuery(getReviewsQueryOptions(userId));
}
