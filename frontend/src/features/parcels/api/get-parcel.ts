import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel } from '@/types/api';

import { parcelKeys, syncParcel } from './get-parcels';

/** getParcel fetches one parcel: mine with the recipient's contacts, or someone's New one without them. */
export const getParcel = (id: number, signal?: AbortSignal) => api.get<Parcel>(`/api/parcels/${id}`, { signal });

/** getParcelQueryOptions is the query of one parcel; its answer also updates the cached list of mine. */
export const getParcelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: parcelKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const parcel = await getParcel(id, signal);
      syncParcel(client, parcel);
      return parcel;
    },
  });

/** getRepostSourceQueryOptions is the parcel a "Post again" form starts from: not retried, a blank form will do. */
export const getRepostSourceQueryOptions = (id: number) => queryOptions({ ...getParcelQueryOptions(id), retry: false });

/** useParcel reads one parcel. */
export function useParcel(id: number) {
  return useQuery(getParcelQueryOptions(id));
}
