import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { UserCard } from '@/types/api';

import { userKeys } from './keys';

/** getUser fetches a user's public card (ratings both ways, deliveries) and whether I have blocked them. */
export const getUser = (userId: number, signal?: AbortSignal) => api.get<UserCard>(`/api/users/${userId}`, { signal });

/** getUserQueryOptions is the query of the user card screen. */
export const getUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.card(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

/** useUser reads a user's card; a 404 (no such user) is an error the screen turns into "not found". */
export function useUser(userId: number) {
  return useQuery(getUserQueryOptions(userId));
}
