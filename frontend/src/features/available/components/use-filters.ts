import { useLocation, useNavigate, useSearchParams } from 'react-router';

import type { Place } from '@/types/api';

import { usePlace } from '../api/get-place';
import { readSearchFilter, type Refine, type SearchSort } from '../api/keys';
import { readRefine, REFINE_KEYS, writeRefine } from '../api/refine';

import type { FilterValues } from './search-filters';

interface PlacesState {
  places?: { from?: Place | null; to?: Place | null };
}

/**
 * useFilters keeps the filters in the address (?from=&to=&date=, cities by place id, and the sidebar's
 * ?size=&vehicle=&minRating=&maxDetour=) so a search can be reloaded and shared; the chosen cities' names ride
 * along in the history state for the fields to show.
 */
export function useFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as PlacesState;

  const filter = { ...readSearchFilter(params), ...readRefine(params) };
  const placeFor = (id: number | undefined, place?: Place | null) =>
    id !== undefined && place?.placeId === id ? place : null;
  // A search opened from its address (shared, bookmarked, reloaded) knows its cities by id only: the gazetteer
  // names them, so the fields and the route line show what the list is filtered by.
  const known = { from: placeFor(filter.from, state.places?.from), to: placeFor(filter.to, state.places?.to) };
  const fromLookup = usePlace(known.from ? undefined : filter.from);
  const toLookup = usePlace(known.to ? undefined : filter.to);
  const values: FilterValues = {
    from: known.from ?? placeFor(filter.from, fromLookup.data),
    to: known.to ?? placeFor(filter.to, toLookup.data),
    date: filter.date ?? '',
    instant: filter.instant ?? false,
  };

  const go = (from: Place | null, to: Place | null, q: URLSearchParams) => {
    const search = q.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: { places: { from, to } } satisfies PlacesState },
    );
  };
  const apply = (next: FilterValues) => {
    const q = new URLSearchParams();
    // A city of the address not yet named (its field still empty) stays asked for while another filter changes.
    const fromId = next.from?.placeId ?? (next.from === values.from ? filter.from : undefined);
    const toId = next.to?.placeId ?? (next.to === values.to ? filter.to : undefined);
    if (fromId) q.set('from', String(fromId));
    if (toId) q.set('to', String(toId));
    if (next.date) q.set('date', next.date);
    if (next.instant) q.set('instant', 'true');
    writeRefine(q, readRefine(params));
    if (filter.sort) q.set('sort', filter.sort);
    go(next.from, next.to, q);
  };
  /** refine sets the sidebar's filters (size, vehicle, rating, detour) and keeps everything else. */
  const refine = (next: Refine) => go(values.from, values.to, writeRefine(new URLSearchParams(params), next));
  /** clearRefine takes the sidebar's filters out, keeping the route, the day and the order. */
  const clearRefine = () => refine({});
  /** sortBy changes the order and keeps every filter (also a city not yet named). */
  const sortBy = (sort: SearchSort | undefined) => {
    const q = new URLSearchParams(params);
    if (sort) q.set('sort', sort);
    else q.delete('sort');
    go(values.from, values.to, q);
  };

  const refined = REFINE_KEYS.some((k) => filter[k] !== undefined);
  const active =
    filter.from !== undefined ||
    filter.to !== undefined ||
    filter.date !== undefined ||
    filter.instant === true ||
    refined;
  // Clearing the filters keeps the order asked for (and, in a search for my ride or parcel, that one).
  const clear = () => {
    const q = new URLSearchParams(filter.sort ? { sort: filter.sort } : {});
    for (const mine of ['rideId', 'parcelId']) if (params.has(mine)) q.set(mine, params.get(mine) ?? '');
    go(null, null, q);
  };
  return { filter, values, apply, active, refined, clear, sortBy, refine, clearRefine };
}

/** Filters is an available list's filters, as useFilters keeps them. */
export type Filters = ReturnType<typeof useFilters>;
