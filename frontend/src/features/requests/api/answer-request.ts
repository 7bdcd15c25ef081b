import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DeliveryRequest } from '@/types/api';

import { requestKeys } from './get-parcel-requests';

/** RequestAction is what one side may do with a pending request: the receiver approves or declines, the sender cancels. */
export type RequestAction = 'approve' | 'decline' | 'cancel';

/**
 * answerRequest posts one action (POST /api/requests/{id}/approve · decline · cancel). 403 forbidden for the
 * wrong side, 409 invalid_state once it is no longer pending, 409 ride_full when approving into a full ride.
 */
export const answerRequest = ({ requestId, action }: { requestId: number; action: RequestAction }) =>
  api.post<DeliveryRequest>(`/api/requests/${requestId}/${action}`);

/**
 * useAnswerRequest acts on a request, then refetches every request list (an approval expires the parcel's
 * other requests) and lets the screen refetch what the answer changed (the parcel, the ride).
 */
export function useAnswerRequest(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: requestKeys.all }), onChanged?.()]),
  });
}
