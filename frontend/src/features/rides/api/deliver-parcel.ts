import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ParcelStatus } from '@/types/api';

import { rideKeys } from './get-rides';

/** DeliverAnswer says whether the recipient was e-mailed the link to confirm the delivery. */
export interface DeliverAnswer {
  parcelId: number;
  status: ParcelStatus;
  emailSent: boolean;
}

/**
 * deliverParcel asks the recipient of an In Transit parcel to confirm the delivery: the server e-mails them
 * the link. 409 no_recipient_email when they have no e-mail; 429 rate_limited after 3 a day for one parcel.
 */
export const deliverParcel = (parcelId: number) => api.post<DeliverAnswer>(`/api/parcels/${parcelId}/deliver`);

/** useDeliverParcel asks for the confirmation, then refetches the ride and its accepted parcels. */
export function useDeliverParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
