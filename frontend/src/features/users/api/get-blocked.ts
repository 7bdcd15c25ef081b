import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PublicCard } from '@/types/api';

import { userKeys } from './keys';

/** getBlocked fetches the users I have blocked, as public cards. */
export const getBlocked = async (signal?: AbortSignal) =>
  (await api.get<PublicCard[] | null>('/api/profile/blocked', { signal })) ?? [];

/** getBlockedQueryOptions is the query of the blocked users screen. */
export const getBlockedQueryOptions = () =>
  queryOptions({ queryKey: userKeys.blocked(), queryFn: ({ signal }) => getBlocked(signal) });

/** useBlocked lists the users I have blocked. */
export function useBlocked() {
  return useQuery(getBlockedQueryOptions());
}
