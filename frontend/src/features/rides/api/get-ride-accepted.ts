import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AcceptedParcel, Ride } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';

/** getRideAccepted fetches the parcels accepted onto my ride, with their contacts (driver only). */
export const getRideAccepted = (id: number, signal?: AbortSignal) =>
  api.get<AcceptedParcel[] | null>(`/api/rides/${id}/accepted`, { signal });

/** attachAccepted sets a ride's acceptedParcelList (docs/product.md §4) in its query and in the list of mine. */
export function attachAccepted(client: QueryClient, id: number, accepted: AcceptedParcel[]): void {
  const ride = client.setQueryData<Ride>(rideKeys.detail(id), (old) => old && { ...old, acceptedParcelList: accepted });
  if (ride) syncRide(client, ride);
}

/** patchAccepted changes one accepted parcel of my ride where it is held: its query, the ride's, my list's. */
export function patchAccepted(
  client: QueryClient,
  rideId: number,
  parcelId: number,
  patch: Partial<AcceptedParcel>,
): void {
  const edit = (list?: AcceptedParcel[]) => list?.map((p) => (p.parcelId === parcelId ? { ...p, ...patch } : p));
  const accepted =
    client.setQueryData<AcceptedParcel[]>(rideKeys.accepted(rideId), edit) ??
    edit(client.getQueryData<Ride>(rideKeys.detail(rideId))?.acceptedParcelList);
  if (accepted) attachAccepted(client, rideId, accepted);
}

/** getRideAcceptedQueryOptions is the query of a ride's accepted parcels; an empty answer is an empty list. */
export const getRideAcceptedQueryOptions = (id: number) =>
  queryOptions({
    queryKey: rideKeys.accepted(id),
    queryFn: async ({ signal, client }) => {
      const accepted = (await getRideAccepted(id, signal)) ?? [];
      attachAccepted(client, id, accepted);
      return accepted;
    },
  });

/** useRideAccepted loads the accepted parcels of my ride once `enabled` (the viewer is its driver). */
export function useRideAccepted(id: number, enabled: boolean) {
  return useQuery({ ...getRideAcceptedQueryOptions(id), enabled });
}
