import type { Address } from './api';

/** MapPlace is a city on a route map: its names and the gazetteer's coordinates (an Address has them). */
export type MapPlace = Pick<Address, 'city' | 'cityUk' | 'lat' | 'lng'>;

/** MapLeg is a parcel's pickup and drop-off on a ride's line, with the detour it adds when the server said it. */
export interface MapLeg {
  from: MapPlace;
  to: MapPlace;
  detourKm?: number;
  /** pickupEta and dropoffEta (RFC 3339) are when the ride passes from and to, when the server said it. */
  pickupEta?: string;
  dropoffEta?: string;
}

/**
 * RouteMapProps is what a screen gives the route map it is handed (the route-map feature's): the line drawn (a
 * ride's, or a parcel's own while it is on no ride) and the parcels' pickups and drop-offs on it. Features never
 * import each other, so screens take the map as a component prop.
 */
export interface RouteMapProps {
  route: { from: MapPlace; to: MapPlace };
  parcels?: MapLeg[];
  /** loading keeps the map's place, empty, while the screen still waits for the route (a parcel's ride). */
  loading?: boolean;
}

/** RouteMapToggleProps is a route map behind a "Map" button (a result's card): describedBy names the result. */
export type RouteMapToggleProps = RouteMapProps & { describedBy?: string };
