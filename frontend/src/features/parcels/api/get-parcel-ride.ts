import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel, Ride } from '@/types/api';

import { parcelKeys } from './get-parcels';

/**
 * parcelRideKey sits under the parcel's own key, so whatever refreshes the parcel (a live pickup_planned, an
 * answered request) refreshes the ride it travels on too.
 */
export const parcelRideKey = (parcelId: number, rideId: number) =>
  [...parcelKeys.detail(parcelId), 'ride', rideId] as const;

/** getParcelRideQueryOptions is the ride my accepted parcel travels on, in full for me (departure, vehicle, plate). */
export const getParcelRideQueryOptions = (parcelId: number, rideId: number) =>
  queryOptions({
    queryKey: parcelRideKey(parcelId, rideId),
    queryFn: ({ signal }) => api.get<Ride>(`/api/rides/${rideId}`, { signal }),
  });

/** useParcelRide reads the ride of my parcel while it is on one and `enabled`. */
export function useParcelRide(parcel: Pick<Parcel, 'parcelId' | 'rideId'>, enabled: boolean) {
  return useQuery({
    ...getParcelRideQueryOptions(parcel.parcelId, parcel.rideId ?? 0),
    enabled: enabled && !!parcel.rideId,
  });
}
