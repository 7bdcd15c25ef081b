import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AdminStats } from '@/types/api';

import { adminKeys } from './keys';

/** getStats fetches the instance's figures (404 for anyone but an admin). */
export const getStats = (signal?: AbortSignal) => api.get<AdminStats>('/api/admin/stats', { signal });

/** getStatsQueryOptions is the query of the figures at the top of the Admin screen. */
export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getStats(signal) });

/** useStats reads the instance's figures. */
export function useStats() {
  return useQuery(getStatsQueryOptions());
}
