import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { Parcel, Ride } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

interface ParcelMapProps {
  parcel: Parcel;
  /** ride is the query of the ride the parcel is on (idle while it is on none). */
  ride: Pick<UseQueryResult<Ride>, 'data' | 'isPending' | 'isError'>;
  RouteMap: ComponentType<RouteMapProps>;
}

/**
 * ParcelMap is a parcel's route on the map: on a ride, the ride's line with the parcel's pickup, drop-off and
 * detour, and when the ride passes them; on none (or when its ride cannot be read), the parcel's own from → to.
 */
export function ParcelMap({ parcel, ride, RouteMap }: ParcelMapProps) {
  const own = { from: parcel.shippingAddress, to: parcel.deliveryAddress };
  if (!parcel.rideId || ride.isError) return <RouteMap route={own} />;
  if (!ride.data) return <RouteMap route={own} loading />;
  const leg = { ...own, pickupEta: parcel.pickupEta ?? undefined, dropoffEta: parcel.dropoffEta ?? undefined };
  return <RouteMap route={{ from: ride.data.departureAddress, to: ride.data.arrivalAddress }} parcels={[leg]} />;
}
