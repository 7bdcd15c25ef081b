import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Ride } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';

/** cancelRide cancels my ride; 409 invalid_state once a parcel is picked up or the ride is over. */
export const cancelRide = (id: number) => api.post<Ride>(`/api/rides/${id}/cancel`);

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
