import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AdminPage, AuditEntry } from '@/types/api';

import { adminKeys, adminPath } from './keys';

/** getAudit fetches one page of what admins did, newest first. */
export const getAudit = (cursor?: string, signal?: AbortSignal) =>
  api.get<AdminPage<AuditEntry>>(adminPath('/api/admin/audit', { cursor }), { signal });

/** getAuditQueryOptions pages through the audit log ("Show more"). */
export const getAuditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useAudit lists the audit log, page by page. */
export function useAudit() {
  return useInfiniteQuery(getAuditQueryOptions());
}
