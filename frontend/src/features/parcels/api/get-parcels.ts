import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { prependToList, replaceInList } from '@/lib/list-merge';
import type { Parcel } from '@/types/api';

/** parcelKeys is the query-key factory of the parcels feature. */
export const parcelKeys = {
  all: ['parcels'] as const,
  list: () => [...parcelKeys.all, 'list'] as const,
  detail: (id: number) => [...parcelKeys.all, 'detail', id] as const,
};

/** getParcels fetches my parcels, newest first. */
export const getParcels = (signal?: AbortSignal) => api.get<Parcel[]>('/api/parcels', { signal });

/** getParcelsQueryOptions is the query of my parcels. */
export const getParcelsQueryOptions = () =>
  queryOptions({
    queryKey: parcelKeys.list(),
    queryFn: ({ signal }) => getParcels(signal),
  });

/** useParcels lists my parcels. */
export function useParcels() {
  return useQuery(getParcelsQueryOptions());
}

const parcelId = (p: Parcel) => p.parcelId;

/** syncParcel puts a parcel fetched by id, cancelled or created into the cached list of mine (docs/product.md §4). */
export function syncParcel(client: QueryClient, parcel: Parcel, { created = false } = {}): void {
  client.setQueryData<Parcel[]>(parcelKeys.list(), (list) =>
    created ? prependToList(list, parcel, parcelId) : replaceInList(list, parcel, parcelId),
  );
}
