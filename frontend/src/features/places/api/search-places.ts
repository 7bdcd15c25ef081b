import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Language, Place } from '@/types/api';

/** placeKeys is the query-key factory of the places feature. */
export const placeKeys = {
  all: ['places'] as const,
  search: (q: string, lang: Language) => [...placeKeys.all, 'search', lang, q] as const,
};

/** searchPlaces asks the gazetteer for up to 10 cities matching q, best first, named in lang. */
export const searchPlaces = (q: string, lang: Language, signal?: AbortSignal) =>
  api.get<Place[]>(`/api/places?${new URLSearchParams({ q, lang })}`, { signal });

/** searchPlacesQueryOptions is the search for q; an empty q asks nothing. */
export const searchPlacesQueryOptions = (q: string, lang: Language) =>
  queryOptions({
    queryKey: placeKeys.search(q, lang),
    queryFn: ({ signal }) => searchPlaces(q, lang, signal),
    enabled: q !== '',
  });

/** usePlaceSearch searches as the user types, keeping the last answer on screen until the next arrives. */
export function usePlaceSearch(q: string, lang: Language) {
  return useQuery({ ...searchPlacesQueryOptions(q, lang), placeholderData: keepPreviousData });
}
