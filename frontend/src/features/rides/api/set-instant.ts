import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Ride, RideInstant } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';

interface SetInstant {
  id: number;
  instant: boolean;
  /** series also sets the later rides of its regular trip that are still on. */
  series?: boolean;
}

/** setInstant turns instant booking on or off for my ride; 409 invalid_state once the ride is over. */
export const setInstant = ({ id, instant, series }: SetInstant) =>
  api.put<RideInstant>(`/api/rides/${id}/instant`, series ? { instant, series: true } : { instant });

/** useSetInstant sets it and shows the answer in place, keeping what the ride's query already knew. */
export function useSetInstant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInstant,
    onSuccess: (ride) => {
      const updated = queryClient.setQueryData<Ride>(rideKeys.detail(ride.rideId), (old) => ({ ...old, ...ride }));
      syncRide(queryClient, updated ?? ride);
      return queryClient.invalidateQueries({ queryKey: rideKeys.list() });
    },
  });
}
