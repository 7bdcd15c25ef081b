import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel, Ride } from '@/types/api';

import { availableKeys } from './keys';

// The request dialogs offer my own rides and parcels; the search screens sum up the one asked for.

/** getMyRidesQueryOptions: my rides (GET /api/rides), of which only open ones can be offered. */
export const getMyRidesQueryOptions = () =>
  queryOptions({
    queryKey: availableKeys.myRides(),
    queryFn: ({ signal }) => api.get<Ride[]>('/api/rides', { signal }),
  });

/** useMyRides lists my rides, for the offer dialog to pick those that fit the parcel. */
export function useMyRides(enabled = true) {
  return useQuery({ ...getMyRidesQueryOptions(), enabled });
}

/** getMyParcelsQueryOptions: my parcels (GET /api/parcels), of which only New ones can be sent. */
export const getMyParcelsQueryOptions = () =>
  queryOptions({
    queryKey: availableKeys.myParcels(),
    queryFn: ({ signal }) => api.get<Parcel[]>('/api/parcels', { signal }),
  });

/** useMyParcels lists my parcels, for the ask dialog to pick the New ones that fit the ride. */
export function useMyParcels(enabled = true) {
  return useQuery({ ...getMyParcelsQueryOptions(), enabled });
}

/** useMyRide reads the ride a search is for (?rideId=). */
export function useMyRide(id: number | undefined) {
  return useQuery({
    queryKey: availableKeys.myRide(id ?? 0),
    queryFn: ({ signal }) => api.get<Ride>(`/api/rides/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** useMyParcel reads the parcel a search is for (?parcelId=). */
export function useMyParcel(id: number | undefined) {
  return useQuery({
    queryKey: availableKeys.myParcel(id ?? 0),
    queryFn: ({ signal }) => api.get<Parcel>(`/api/parcels/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
