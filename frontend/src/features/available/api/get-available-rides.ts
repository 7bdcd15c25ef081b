import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AvailablePage, AvailableRide } from '@/types/api';

import { availableKeys, searchQuery, type SearchFilter } from './keys';
import { searchPagesOptions } from './search-pages';

/** RideMatch asks for rides that fit one of my parcels, or the cities and day of the filters. */
export type RideMatch = { parcelId?: number } & SearchFilter;

/** getAvailableRides fetches one page (20) of others' Planned rides with room, least detour first. */
export const getAvailableRides = (match: RideMatch, cursor?: string, signal?: AbortSignal) =>
  api.get<AvailablePage<AvailableRide>>(`/api/rides/available${searchQuery({ ...match, cursor })}`, { signal });

/** getAvailableRidesQueryOptions pages through the list with nextCursor. */
export const getAvailableRidesQueryOptions = (match: RideMatch) =>
  searchPagesOptions(availableKeys.rides(match), (cursor, signal) => getAvailableRides(match, cursor, signal));

/** useAvailableRides lists drivers who could carry my parcel. */
export function useAvailableRides(match: RideMatch) {
  return useInfiniteQuery(getAvailableRidesQueryOptions(match));
}
