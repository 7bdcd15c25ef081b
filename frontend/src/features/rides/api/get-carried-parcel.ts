import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel } from '@/types/api';

import { rideKeys } from './get-rides';

/**
 * carriedParcelKey is a parcel of my ride as GET /api/parcels/{id} shows it to its driver (its pickup plan and
 * photos): under the ride's key, so what refreshes the ride (a pickup, a live update) refreshes it too.
 */
export const carriedParcelKey = (rideId: number, parcelId: number) =>
  [...rideKeys.accepted(rideId), 'parcel', parcelId] as const;

/** getCarriedParcelQueryOptions is the query of one parcel on my ride. */
export const getCarriedParcelQueryOptions = (rideId: number, parcelId: number) =>
  queryOptions({
    queryKey: carriedParcelKey(rideId, parcelId),
    queryFn: ({ signal }) => api.get<Parcel>(`/api/parcels/${parcelId}`, { signal }),
  });

/** useCarriedParcel reads a parcel of my ride once `enabled`. */
export function useCarriedParcel(rideId: number, parcelId: number, enabled: boolean) {
  return useQuery({ ...getCarriedParcelQueryOptions(rideId, parcelId), enabled });
}
