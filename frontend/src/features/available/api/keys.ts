/** SearchFilter is what an available list is asked for: cities (place ids) and a day, each optional. */
export interface SearchFilter {
  from?: number;
  to?: number;
  /** date is YYYY-MM-DD. */
  date?: string;
}

/**
 * availableKeys is the query-key factory of the available feature: the search results. My own rides and parcels
 * stay under the keys of their features (see my-items.ts).
 */
export const availableKeys = {
  all: ['available'] as const,
  parcels: (match: { rideId?: number } & SearchFilter) => [...availableKeys.all, 'parcels', match] as const,
  rides: (match: { parcelId?: number } & SearchFilter) => [...availableKeys.all, 'rides', match] as const,
};

/** searchQuery builds the query string of an available list; empty values are left out. */
export function searchQuery(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && v !== 0) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
