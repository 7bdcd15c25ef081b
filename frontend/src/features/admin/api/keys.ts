import type { AdminReportStatus } from '@/types/api';

/** adminKeys is the query-key factory of the admin feature; every admin change invalidates `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  reports: (status: AdminReportStatus) => [...adminKeys.all, 'reports', status] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
};

/** adminPath builds an admin call's address with the set values of params as its query. */
export function adminPath(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
