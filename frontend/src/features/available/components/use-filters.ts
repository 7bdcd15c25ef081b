import { useLocation, useNavigate, useSearchParams } from 'react-router';

import type { Place } from '@/types/api';

import { readSearchFilter } from '../api/keys';

import type { FilterValues } from './search-filters';

interface PlacesState {
  places?: { from?: Place | null; to?: Place | null };
}

/**
 * useFilters keeps the filters in the address (?from=&to=&date=, cities by place id) so a search can be
 * reloaded and shared; the chosen cities' names ride along in the history state for the fields to show.
 */
export function useFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as PlacesState;

  const filter = readSearchFilter(params);
  const placeFor = (id: number | undefined, place?: Place | null) =>
    id !== undefined && place?.placeId === id ? place : null;
  const values: FilterValues = {
    from: placeFor(filter.from, state.places?.from),
    to: placeFor(filter.to, state.places?.to),
    date: filter.date ?? '',
  };

  const apply = (next: FilterValues) => {
    const q = new URLSearchParams();
    if (next.from) q.set('from', String(next.from.placeId));
    if (next.to) q.set('to', String(next.to.placeId));
    if (next.date) q.set('date', next.date);
    const search = q.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      {
        replace: true,
        state: { places: { from: next.from, to: next.to } } satisfies PlacesState,
      },
    );
  };

  const active = filter.from !== undefined || filter.to !== undefined || filter.date !== undefined;
  return { filter, values, apply, active, clear: () => apply({ from: null, to: null, date: '' }) };
}

/** Filters is an available list's filters, as useFilters keeps them. */
export type Filters = ReturnType<typeof useFilters>;
