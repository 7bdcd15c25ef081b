import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

// The searches offer my own rides and parcels and sum up the one searched for. Those belong to the rides and
// parcels features, under their keys; features don't import each other, so the app hands them over. One cache
// entry then serves every screen: what one fetches or changes, the others show.

/** MyItemsQuery is the query of my rides or my parcels, as its feature defines it (key and fetcher). */
export type MyItemsQuery<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

/** MyItem is the ride or parcel of mine a search is for (?rideId=, ?parcelId=), as the app read it. */
export type MyItem<T> = Pick<UseQueryResult<T>, 'data' | 'error'>;
