import type { ParcelSize, VehicleType } from '@/types/api';

/**
 * Refine is what narrows an available list beside the route and day (docs/product.md §6), each optional: parcels
 * of at most a size (the parcels' list), rides on a vehicle type (the rides'), owners rated at least minRating,
 * matches with a detour of at most maxDetour km.
 */
export interface Refine {
  size?: ParcelSize;
  vehicle?: VehicleType;
  minRating?: number;
  maxDetour?: number;
}

/** SearchFilter is what an available list is asked for: cities (place ids) and a day, each optional. */
export interface SearchFilter extends Refine {
  from?: number;
  to?: number;
  /** date is YYYY-MM-DD. */
  date?: string;
  /** instant: rides only, those that accept a fitting request at once (instant booking). */
  instant?: boolean;
  /** sort orders the list otherwise than by detour (the server's default; docs/product.md §6). */
  sort?: SearchSort;
}

/** SORTS are the orders of an available list besides the default, least detour first. */
export const SORTS = ['date', 'price', 'rating'] as const;
export type SearchSort = (typeof SORTS)[number];
const isSort = (v: string | null): v is SearchSort => SORTS.some((s) => s === v);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const placeId = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** readSearchFilter reads an available list's filters from the address (?from=&to=&date=, cities by place id). */
export function readSearchFilter(params: URLSearchParams): SearchFilter {
  const date = params.get('date') ?? '';
  return {
    from: placeId(params.get('from')),
    to: placeId(params.get('to')),
    date: DAY.test(date) ? date : undefined,
    ...(params.get('instant') === 'true' && { instant: true }),
    ...(isSort(params.get('sort')) && { sort: params.get('sort') as SearchSort }),
  };
}

/**
 * availableKeys is the query-key factory of the available feature: the search results. My own rides and parcels
 * stay under the keys of their features (see my-items.ts).
 */
export const availableKeys = {
  all: ['available'] as const,
  parcels: (match: { rideId?: number } & SearchFilter) => [...availableKeys.all, 'parcels', match] as const,
  rides: (match: { parcelId?: number } & SearchFilter) => [...availableKeys.all, 'rides', match] as const,
  /** place is a city of the filters named by its id, kept apart from the results (which refetch as requests change). */
  place: (id: number, lang: string) => ['places', 'byId', id, lang] as const,
};

/** searchQuery builds the query string of an available list; empty values are left out (a detour of 0 is one). */
export function searchQuery(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '' && (v !== 0 || k === 'maxDetour') && v !== false) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
