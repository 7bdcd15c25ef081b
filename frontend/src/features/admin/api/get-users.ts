import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AdminPage, AdminUser } from '@/types/api';

import { adminKeys, adminPath } from './keys';

/** getUsers fetches one page of accounts whose e-mail or name starts with q (all of them without q). */
export const getUsers = (q: string, cursor?: string, signal?: AbortSignal) =>
  api.get<AdminPage<AdminUser>>(adminPath('/api/admin/users', { q: q.trim(), cursor }), { signal });

/** getUsersQueryOptions pages through the accounts found for q ("Show more"). */
export const getUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(q.trim()),
    queryFn: ({ pageParam, signal }) => getUsers(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useAdminUsers finds accounts; while a new search runs, the last results stay on show. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({ ...getUsersQueryOptions(q), placeholderData: keepPreviousData });
}
