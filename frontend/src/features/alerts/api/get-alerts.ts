import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Alert } from '@/types/api';

/** MAX_ALERTS is how many saved routes a user may keep (docs/product.md §5 Alert). */
export const MAX_ALERTS = 10;

/** alertKeys is the query-key factory of the alerts feature. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
};

/** getAlerts fetches my saved routes, newest first. */
export const getAlerts = () => api.get<Alert[]>('/api/alerts');

/** getAlertsQueryOptions is the query of my saved routes, for hooks and route loaders alike. */
export const getAlertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.list(),
    queryFn: getAlerts,
  });

/** useAlerts lists my saved routes. */
export function useAlerts({ enabled = true } = {}) {
  return useQuery({ ...getAlertsQueryOptions(), enabled });
}
