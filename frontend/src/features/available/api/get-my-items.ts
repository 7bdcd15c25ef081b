import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel, Ride } from '@/types/api';

import { availableKeys } from './keys';

// The request dialogs offer my own rides and parcels; the search screens sum up the one asked for.

/** getMyRidesQueryOptions: my rides (GET /api/rides), of which only Planned ones can be offered. */
export const getMyRidesQueryOptions = () =>
  queryOptions({
    queryKey: availableKeys.myRides(),
    queryFn: ({ signal }) => api.get<Ride[]>('/api/rides', { signal }),
  });

/** useMyPlannedRides lists my Planned rides, the ones I can offer to carry a parcel. */
export function useMyPlannedRides(enabled = true) {
  return useQuery({ ...getMyRidesQueryOptions(), enabled, select: (rides) => rides.filter((r) => r.status === 'Planned') });
}

/** getMyParcelsQueryOptions: my parcels (GET /api/parcels), of which only New ones can be sent. */
export const getMyParcelsQueryOptions = () =>
  queryOptions({
    queryKey: availableKeys.myParcels(),
    queryFn: ({ signal }) => api.get<Parcel[]>('/api/parcels', { signal }),
  });

/** useMyNewParcels lists my New parcels, the ones I can ask a driver to carry. */
export function useMyNewParcels(enabled = true) {
  return useQuery({ ...getMyParcelsQueryOptions(), enabled, select: (parcels) => parcels.filter((p) => p.status === 'New') });
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
