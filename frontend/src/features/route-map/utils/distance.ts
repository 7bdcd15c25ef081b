import type { MapLeg, MapPlace } from '@/types/route-map';

/** EARTH_RADIUS_KM is the server's (server/places/geo.go), so the map's distances are the matching's. */
const EARTH_RADIUS_KM = 6371;

const radians = (deg: number) => (deg * Math.PI) / 180;

// Haversine, as the server has it; no map library is needed to say a route in words.
function km(a: MapPlace, b: MapPlace): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** distanceKm is the great-circle distance between two cities, in whole km. */
export const distanceKm = (a: MapPlace, b: MapPlace): number => Math.round(km(a, b));

/**
 * detourKm is how much farther the ride goes to carry the parcel (docs/product.md §5 Matching): from → pickup →
 * drop-off → to, less from → to; never below 0.
 */
export function detourKm(route: { from: MapPlace; to: MapPlace }, leg: Pick<MapLeg, 'from' | 'to'>): number {
  const via = km(route.from, leg.from) + km(leg.from, leg.to) + km(leg.to, route.to);
  return Math.max(0, Math.round(via - km(route.from, route.to)));
}
