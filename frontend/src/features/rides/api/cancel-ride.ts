import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Ride, RideCancelled } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';

interface CancelRide {
  id: number;
  /** series also cancels the later Planned rides of its regular trip that carry no accepted parcel. */
  series?: boolean;
}

/** cancelRide cancels my ride; 409 invalid_state once a parcel is picked up or the ride is over. */
export const cancelRide = ({ id, series }: CancelRide) =>
  api.post<RideCancelled>(`/api/rides/${id}/cancel`, series ? { series: true } : undefined);

/** useCancelRide cancels and shows the answer in place, keeping what the ride's query already knew. */
export function useCancelRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRide,
    onSuccess: (ride) => {
      const updated = queryClient.setQueryData<Ride>(rideKeys.detail(ride.rideId), (old) => ({ ...old, ...ride }));
      syncRide(queryClient, updated ?? ride);
      return queryClient.invalidateQueries({ queryKey: rideKeys.list() });
    },
  });
}
