import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DeliveryRequest } from '@/types/api';

import { availableKeys } from './keys';

/**
 * approveRequest approves a request the other side sent (POST /api/requests/{id}/approve): a sender's ask to
 * my ride, or a driver's offer for my parcel. 409 invalid_state once it is no longer pending, ride_full.
 */
export const approveRequest = (requestId: number) => api.post<DeliveryRequest>(`/api/requests/${requestId}/approve`);

/**
 * useApproveRequest approves; the lists are fetched afresh next time (the card says it meanwhile), and
 * onChanged refetches what else the approval changed (my ride or parcel, which other features own).
 */
export function useApproveRequest(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: availableKeys.all, refetchType: 'none' }), onChanged?.()]),
  });
}
