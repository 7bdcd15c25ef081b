import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DeliveryRequest } from '@/types/api';

import { requestKeys } from './get-parcel-requests';

/** RideRequests are a ride's requests as its driver sees them, newest first. */
export interface RideRequests {
  fromSenders: DeliveryRequest[];
  myRequests: DeliveryRequest[];
}

/** getRideRequests fetches the requests from senders and my offers for my ride. */
export const getRideRequests = async (id: number, signal?: AbortSignal): Promise<RideRequests> => {
  const data = await api.get<Partial<RideRequests> | null>(`/api/rides/${id}/requests`, { signal });
  return { fromSenders: data?.fromSenders ?? [], myRequests: data?.myRequests ?? [] };
};

/** getRideRequestsQueryOptions is the query of my ride's requests. */
export const getRideRequestsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requestKeys.ride(id),
    queryFn: ({ signal }) => getRideRequests(id, signal),
  });

/** useRideRequests reads my ride's requests. */
export function useRideRequests(id: number) {
  return useQuery(getRideRequestsQueryOptions(id));
}
