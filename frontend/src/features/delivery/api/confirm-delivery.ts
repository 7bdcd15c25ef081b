import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import type { Delivery, ParcelStatus } from '@/types/api';

import { deliveryKeys, deliveryPath } from './get-delivery';

/** ConfirmDeliveryInput is the recipient's answer through one link. */
export interface ConfirmDeliveryInput {
  token: string;
  delivered: boolean;
}

/** ConfirmDeliveryResult is the parcel's new state. */
export interface ConfirmDeliveryResult {
  parcelId: number;
  status: ParcelStatus;
}

/** confirmDelivery answers whether the parcel arrived (In Transit → Delivered or Failed). */
export const confirmDelivery = ({ token, delivered }: ConfirmDeliveryInput) =>
  api.post<ConfirmDeliveryResult>(`${deliveryPath(token)}/confirm`, { delivered });

/**
 * useConfirmDelivery sends the answer and puts the new status into the cached delivery. When the server says
 * the state changed meanwhile (409) or the link is not valid (404), the delivery is read again so the screen
 * shows what is true now.
 */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSuccess: ({ status }, { token }) => {
      queryClient.setQueryData<Delivery>(deliveryKeys.detail(token), (d) => (d ? { ...d, status } : d));
    },
    onError: (err, { token }) => {
      if (isApiError(err) && (err.status === 409 || err.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(token) });
      }
    },
  });
}
