import { cityName } from '@/lib/format';
import type { Parcel } from '@/types/api';
import type { MapLeg } from '@/types/route-map';

import { placeOnMap } from '../utils/along';

import type { SearchedStops } from './ride-along';
import type { FilterValues } from './search-filters';

/**
 * searchedRoute is what a list of rides was searched for, as its cards show it: my parcel's cities, or the
 * filters'. stops name them (where a card tells when the ride passes); leg is the route a map draws on the ride's
 * line, when both ends are known.
 */
export function searchedRoute(
  parcel: Parcel | undefined,
  filters: FilterValues,
): { stops: SearchedStops; leg?: MapLeg } {
  if (parcel) {
    const from = parcel.shippingAddress;
    const to = parcel.deliveryAddress;
    return { stops: { pickup: cityName(from), dropoff: cityName(to) }, leg: { from, to } };
  }
  const { from, to } = filters;
  const stops = {
    pickup: from ? cityName(placeOnMap(from)) : undefined,
    dropoff: to ? cityName(placeOnMap(to)) : undefined,
  };
  return { stops, leg: from && to ? { from: placeOnMap(from), to: placeOnMap(to) } : undefined };
}
