import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ParcelSize, PriceSuggestion } from '@/types/api';

// The suggested price of docs/product.md §5 comes from the server alone, so the parcel form, the ride form and the
// API never disagree.

/** PRICE_SIZES from the smallest. */
export const PRICE_SIZES = ['S', 'M', 'L', 'XL'] as const satisfies readonly ParcelSize[];

/** FAR_ABOVE is how many times the suggestion a price may be before the form asks "Are you sure?". */
export const FAR_ABOVE = 3;

/** isFarAbove tells whether a price is more than FAR_ABOVE times the suggestion. */
export const isFarAbove = (price: number, suggested: number): boolean => suggested > 0 && price > FAR_ABOVE * suggested;

/** priceKeys is the query-key factory of the suggestions. */
export const priceKeys = {
  all: ['prices'] as const,
  suggest: (from: number, to: number, size: ParcelSize) => [...priceKeys.all, 'suggest', from, to, size] as const,
};

/** getPriceSuggestion asks the server what a size costs between two cities. */
export const getPriceSuggestion = (from: number, to: number, size: ParcelSize, signal?: AbortSignal) =>
  api.get<PriceSuggestion>(`/api/prices/suggest?${new URLSearchParams({ from: `${from}`, to: `${to}`, size })}`, {
    signal,
  });

/** priceSuggestionQueryOptions asks only with two different cities and a size. */
export const priceSuggestionQueryOptions = (from: number | undefined, to: number | undefined, size: ParcelSize | '') =>
  queryOptions({
    queryKey: priceKeys.suggest(from ?? 0, to ?? 0, size || 'S'),
    queryFn: ({ signal }) => getPriceSuggestion(from ?? 0, to ?? 0, size || 'S', signal),
    enabled: !!from && !!to && from !== to && size !== '',
    staleTime: 10 * 60_000, // a route's figures move slowly
    retry: false,
  });

/** usePriceSuggestion is the suggestion for one size, once both cities and the size are chosen. */
export function usePriceSuggestion(from: number | undefined, to: number | undefined, size: ParcelSize | '') {
  return useQuery(priceSuggestionQueryOptions(from, to, size));
}

/** usePriceSuggestions are the suggestions for every size, in PRICE_SIZES order (undefined until each arrives). */
export function usePriceSuggestions(from: number | undefined, to: number | undefined) {
  return useQueries({
    queries: PRICE_SIZES.map((size) => priceSuggestionQueryOptions(from, to, size)),
    combine: (results) => results.map((r) => r.data),
  });
}
