/** SearchFilter is what an available list is asked for: cities (place ids) and a day, each optional. */
export interface SearchFilter {
  from?: number;
  to?: number;
  /** date is YYYY-MM-DD. */
  date?: string;
}

/** availableKeys is the query-key factory of the available feature. */
export const availableKeys = {
  all: ['available'] as const,
  parcels: (match: { rideId?: number } & SearchFilter) => [...availableKeys.all, 'parcels', match] as const,
  rides: (match: { parcelId?: number } & SearchFilter) => [...availableKeys.all, 'rides', match] as const,
  myRides: () => [...availableKeys.all, 'my-rides'] as const,
  myParcels: () => [...availableKeys.all, 'my-parcels'] as const,
  myRide: (id: number) => [...availableKeys.all, 'my-ride', id] as const,
  myParcel: (id: number) => [...availableKeys.all, 'my-parcel', id] as const,
};

/** searchQuery builds the query string of an available list; empty values are left out. */
export function searchQuery(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && v !== 0) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
