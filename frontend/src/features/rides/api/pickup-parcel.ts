import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel, PickupRequest } from '@/types/api';

import { rideKeys } from './get-rides';

/**
 * pickupParcel marks a parcel of my ride as picked up, saying whether I saw what is inside: Accepted → In Transit,
 * the ride → In Progress.
 */
export const pickupParcel = ({ parcelId, inspected }: { parcelId: number; inspected: boolean }) =>
  api.post<Parcel>(`/api/parcels/${parcelId}/pickup`, { inspected } satisfies PickupRequest);

/** usePickupParcel picks a parcel up, then refetches the ride (its state) and its accepted parcels. */
export function usePickupParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickupParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
