import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { prependToList, replaceInList } from '@/lib/list-merge';
import type { Ride } from '@/types/api';

/** rideKeys is the query-key factory of the rides feature. */
export const rideKeys = {
  all: ['rides'] as const,
  list: () => [...rideKeys.all, 'list'] as const,
  detail: (id: number) => [...rideKeys.all, 'detail', id] as const,
  accepted: (id: number) => [...rideKeys.all, 'detail', id, 'accepted'] as const,
};

/** getRides fetches my rides, newest first. */
export const getRides = (signal?: AbortSignal) => api.get<Ride[]>('/api/rides', { signal });

/** getRidesQueryOptions is the query of my rides. */
export const getRidesQueryOptions = () =>
  queryOptions({
    queryKey: rideKeys.list(),
    queryFn: ({ signal }) => getRides(signal),
  });

/** useRides lists my rides. */
export function useRides() {
  return useQuery(getRidesQueryOptions());
}

const rideId = (r: Ride) => r.rideId;

/** syncRide puts a ride fetched by id, cancelled or created into the cached list of mine (docs/product.md §4). */
export function syncRide(client: QueryClient, ride: Ride, { created = false } = {}): void {
  client.setQueryData<Ride[]>(rideKeys.list(), (list) =>
    created ? prependToList(list, ride, rideId) : replaceInList(list, ride, rideId),
  );
}
