import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AdminReport, ResolveAction } from '@/types/api';

import { adminKeys } from './keys';

/** resolveReport closes a report with an action; 409 invalid_state when it is resolved already. */
export const resolveReport = ({
  reportId,
  action,
  reason,
}: {
  reportId: number;
  action: ResolveAction;
  reason: string;
}) => api.post<AdminReport>(`/api/admin/reports/${reportId}/resolve`, reason ? { action, reason } : { action });

/** useResolveReport resolves a report; everything the admin sees is read again, on failure too (its state moved). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
