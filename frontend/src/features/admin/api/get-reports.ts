import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AdminPage, AdminReport, AdminReportStatus } from '@/types/api';

import { adminKeys, adminPath } from './keys';

/** getReports fetches one page of open or resolved reports. */
export const getReports = (status: AdminReportStatus, cursor?: string, signal?: AbortSignal) =>
  api.get<AdminPage<AdminReport>>(adminPath('/api/admin/reports', { status, cursor }), { signal });

/** getReportsQueryOptions pages through the reports of one status ("Show more"). */
export const getReportsQueryOptions = (status: AdminReportStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam, signal }) => getReports(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useReports lists the reports of one status, page by page. */
export function useReports(status: AdminReportStatus) {
  return useInfiniteQuery(getReportsQueryOptions(status));
}
