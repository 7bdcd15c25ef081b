import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AvailableParcel, AvailableRide } from '@/types/api';

/** SharedKind is what a shared link is for. */
export type SharedKind = 'ride' | 'parcel';

/** SharedItem is what a stranger sees of a shared ride or parcel, or its status alone once no longer on offer. */
export type SharedItem = AvailableRide | AvailableParcel | { status: string };

/** getSharedItem reads GET /api/public/rides/{id} or /api/public/parcels/{id} (no sign-in). */
export const getSharedItem = (kind: SharedKind, id: number) =>
  api.get<SharedItem>(`/api/public/${kind === 'ride' ? 'rides' : 'parcels'}/${id}`);

export const getSharedItemQueryOptions = (kind: SharedKind, id: number) =>
  queryOptions({ queryKey: ['available', 'shared', kind, id] as const, queryFn: () => getSharedItem(kind, id) });

/** useSharedItem is the shared link's item. */
export const useSharedItem = (kind: SharedKind, id: number) => useQuery(getSharedItemQueryOptions(kind, id));
