import type { SearchFilter } from '../api/keys';

/** FEW_RESULTS is the most results a search by cities may find and still offer to tell of new ones. */
export const FEW_RESULTS = 2;

/** ThinSearch is a search by two cities that found few results: its route, day, and how many it found. */
export interface ThinSearch {
  from: number;
  to: number;
  date?: string;
  found: number;
}

/**
 * thinSearch is the route of a search by both cities (two different ones) whose answer counts FEW_RESULTS or
 * fewer (`total`, undefined while it loads), so the screen can offer "Notify me"; null for any other search.
 */
export function thinSearch(filter: SearchFilter, total: number | undefined): ThinSearch | null {
  const { from, to, date } = filter;
  if (from === undefined || to === undefined || from === to) return null;
  if (total === undefined || total > FEW_RESULTS) return null;
  return { from, to, date, found: total };
}
