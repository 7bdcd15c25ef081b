import type { Ride } from '@/types/api';

/**
 * RideWhereabouts is what my active ride carries: parcels still to pick up before it leaves, or parcels with me
 * on the road and when the ride should arrive.
 */
export type RideWhereabouts =
  { stage: 'toPickUp'; count: number } | { stage: 'onTheRoad'; count: number; arrivesAt?: string };

/**
 * rideWhereabouts says what an active ride of mine carries, from what my list of rides holds (its accepted places,
 * its arrival); a ride with nothing on it before it leaves, or a finished one, has none.
 */
export function rideWhereabouts(r: Pick<Ride, 'status' | 'usedCapacity' | 'arrivalDate'>): RideWhereabouts | null {
  if (r.status === 'In Progress')
    return { stage: 'onTheRoad', count: r.usedCapacity, arrivesAt: r.arrivalDate ?? undefined };
  if (r.status === 'Planned' && r.usedCapacity > 0) return { stage: 'toPickUp', count: r.usedCapacity };
  return null;
}
