import type { Ride } from '@/types/api';

import { ACTIVE_RIDE } from './ride-state';

/** RideGroup is one ride, or the active rides of one regular trip (soonest first), as Home lists them. */
export type RideGroup = { kind: 'ride'; ride: Ride } | { kind: 'series'; rides: Ride[] };

/**
 * groupSeries puts the active rides of each regular trip into one group, in the place of its first (docs/product.md
 * §5 "Series in lists"); a trip with one active ride left, and every past ride, stay rides of their own.
 */
export function groupSeries(rides: readonly Ride[]): RideGroup[] {
  const bySeries = new Map<number, Ride[]>();
  for (const r of rides) {
    if (r.seriesId != null && r.series && ACTIVE_RIDE.includes(r.status)) {
      bySeries.set(r.seriesId, [...(bySeries.get(r.seriesId) ?? []), r]);
    }
  }
  const out: RideGroup[] = [];
  const placed = new Set<number>();
  for (const r of rides) {
    const group = r.seriesId != null ? bySeries.get(r.seriesId) : undefined;
    if (!group || group.length < 2 || !group.includes(r)) {
      out.push({ kind: 'ride', ride: r });
    } else if (!placed.has(r.seriesId!)) {
      placed.add(r.seriesId!);
      out.push({
        kind: 'series',
        rides: [...group].sort((a, b) => Date.parse(a.departureDate) - Date.parse(b.departureDate)),
      });
    }
  }
  return out;
}
