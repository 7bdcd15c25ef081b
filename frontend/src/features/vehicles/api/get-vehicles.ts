import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Vehicle } from '@/types/api';

/** vehicleKeys is the query-key factory of the vehicles feature. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
};

/** getVehicles fetches the signed-in user's vehicles, newest first. */
export const getVehicles = () => api.get<Vehicle[]>('/api/profile/vehicle');

/** getVehiclesQueryOptions is the query of my vehicles, for hooks and route loaders alike. */
export const getVehiclesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.list(),
    queryFn: getVehicles,
  });

/** useVehicles lists my vehicles. */
export function useVehicles() {
  return useQuery(getVehiclesQueryOptions());
}
