import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AvailablePage, AvailableParcel } from '@/types/api';

import { availableKeys, searchQuery, type SearchFilter } from './keys';
import { searchPagesOptions } from './search-pages';

/** ParcelMatch asks for parcels that fit one of my rides, or the cities and day of the filters. */
export type ParcelMatch = { rideId?: number } & SearchFilter;

/** getAvailableParcels fetches one page (20) of others' New parcels that fit, least detour first. */
export const getAvailableParcels = (match: ParcelMatch, cursor?: string, signal?: AbortSignal) =>
  api.get<AvailablePage<AvailableParcel>>(`/api/parcels/available${searchQuery({ ...match, cursor })}`, { signal });

/** getAvailableParcelsQueryOptions pages through the list with nextCursor. */
export const getAvailableParcelsQueryOptions = (match: ParcelMatch) =>
  searchPagesOptions(availableKeys.parcels(match), (cursor, signal) => getAvailableParcels(match, cursor, signal));

/** useAvailableParcels lists parcels I could carry. */
export function useAvailableParcels(match: ParcelMatch) {
  return useInfiniteQuery(getAvailableParcelsQueryOptions(match));
}
