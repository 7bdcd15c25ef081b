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

/** deliverParcel says I handed an In Transit parcel over; the recipient then confirms through their link. */
export const deliverParcel = (parcelId: number) => api.post<DeliverAnswer>(`/api/parcels/${parcelId}/deliver`);

/** useDeliverParcel reports a delivery, then refetches the ride and its accepted parcels. */
export function useDeliverParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
