import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n';
import { api } from '@/lib/api-client';
import type { Language, Place } from '@/types/api';

import { availableKeys } from './keys';

/** getPlace names one city of the gazetteer by its id (a search opened from its address knows only ids). */
export const getPlace = (id: number, lang: Language, signal?: AbortSignal) =>
  api.get<Place>(`/api/places/${id}?${new URLSearchParams({ lang })}`, { signal });

/** getPlaceQueryOptions is the city of id; no id asks nothing. An unknown id stays unnamed (no retry). */
export const getPlaceQueryOptions = (id: number | undefined, lang: Language) =>
  queryOptions({
    queryKey: availableKeys.place(id ?? 0, lang),
    queryFn: ({ signal }) => getPlace(id ?? 0, lang, signal),
    enabled: id !== undefined,
    retry: false,
    staleTime: Infinity,
  });

/** usePlace names the city of id, in the interface language. */
export function usePlace(id: number | undefined) {
  return useQuery(getPlaceQueryOptions(id, currentLanguage()));
}
