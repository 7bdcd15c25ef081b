import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Alert } from '@/types/api';

import { alertKeys } from './get-alerts';

/** deleteAlert deletes one of my saved routes (404 once it is gone). */
export const deleteAlert = (alertId: number) => api.delete<void>(`/api/alerts/${alertId}`);

/** useDeleteAlert deletes a saved route and drops it from the cached list at once. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_, alertId) => {
      queryClient.setQueryData<Alert[]>(alertKeys.list(), (list) => list?.filter((a) => a.alertId !== alertId));
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
