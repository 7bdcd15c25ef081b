import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Delivery } from '@/types/api';

/** deliveryKeys names the cached answers of the recipient's link, one per token. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  detail: (token: string) => [...deliveryKeys.all, token] as const,
};

/** deliveryPath is the API path of one link; the token is opaque, so it is escaped. */
export const deliveryPath = (token: string) => `/api/delivery/${encodeURIComponent(token)}`;

/** getDelivery fetches what the link shows the recipient (no sign-in: the token is the key). */
export const getDelivery = (token: string, signal?: AbortSignal) => api.get<Delivery>(deliveryPath(token), { signal });

/** getDeliveryQueryOptions is the query of one link. */
export const getDeliveryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: deliveryKeys.detail(token),
    queryFn: ({ signal }) => getDelivery(token, signal),
  });

/** useDelivery reads the delivery of a link; without a token nothing is asked. */
export function useDelivery(token: string) {
  return useQuery({ ...getDeliveryQueryOptions(token), enabled: token !== '' });
}
