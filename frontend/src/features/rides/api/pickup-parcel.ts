import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel } from '@/types/api';

import { rideKeys } from './get-rides';

/** pickupParcel marks a parcel of my ride as picked up: Accepted → In Transit, the ride → In Progress. */
export const pickupParcel = (parcelId: number) => api.post<Parcel>(`/api/parcels/${parcelId}/pickup`);

/** usePickupParcel picks a parcel up, then refetches the ride (its state) and its accepted parcels. */
export function usePickupParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickupParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
