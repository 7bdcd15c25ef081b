import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Ride } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';

/** getRide fetches one ride: mine, or someone's Planned one. */
export const getRide = (id: number, signal?: AbortSignal) => api.get<Ride>(`/api/rides/${id}`, { signal });

/** getRideQueryOptions is the query of one ride; its answer also updates the cached list of mine. */
export const getRideQueryOptions = (id: number) =>
  queryOptions({
    queryKey: rideKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const ride = await getRide(id, signal);
      syncRide(client, ride);
      return ride;
    },
  });

/** useRide reads one ride. */
export function useRide(id: number) {
  return useQuery(getRideQueryOptions(id));
}
