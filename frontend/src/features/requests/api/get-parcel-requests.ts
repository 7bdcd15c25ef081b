import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DeliveryRequest } from '@/types/api';

/** requestKeys is the query-key factory of the requests feature. */
export const requestKeys = {
  all: ['requests'] as const,
  parcel: (id: number) => [...requestKeys.all, 'parcel', id] as const,
  ride: (id: number) => [...requestKeys.all, 'ride', id] as const,
};

/** ParcelRequests are a parcel's requests as its sender sees them, newest first. */
export interface ParcelRequests {
  fromDrivers: DeliveryRequest[];
  myRequests: DeliveryRequest[];
}

/** getParcelRequests fetches the offers from drivers and my requests to rides for my parcel. */
export const getParcelRequests = async (id: number, signal?: AbortSignal): Promise<ParcelRequests> => {
  const data = await api.get<Partial<ParcelRequests> | null>(`/api/parcels/${id}/requests`, { signal });
  return { fromDrivers: data?.fromDrivers ?? [], myRequests: data?.myRequests ?? [] };
};

/** getParcelRequestsQueryOptions is the query of my parcel's requests. */
export const getParcelRequestsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requestKeys.parcel(id),
    queryFn: ({ signal }) => getParcelRequests(id, signal),
  });

/** useParcelRequests reads my parcel's requests. */
export function useParcelRequests(id: number) {
  return useQuery(getParcelRequestsQueryOptions(id));
}
