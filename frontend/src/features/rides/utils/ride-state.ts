import type { Ride, RideStatus } from '@/types/api';

/** ACTIVE_RIDE are the states of a ride still under way; the rest are history. */
export const ACTIVE_RIDE: readonly RideStatus[] = ['Planned', 'In Progress'];

/** takesParcels: a ride takes requests and approvals while it has not left, is under way and has a free place. */
export const takesParcels = (ride: Ride, now = Date.now()) =>
  ACTIVE_RIDE.includes(ride.status) && Date.parse(ride.departureDate) > now && ride.usedCapacity < ride.capacity;

/** RIDE_SECTIONS are the ids of the Ride screen's sections a next step takes the driver to. */
export const RIDE_SECTIONS = { accepted: 'ride-accepted', requests: 'ride-requests' } as const;
