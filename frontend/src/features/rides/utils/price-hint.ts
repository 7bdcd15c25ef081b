/** Coordinates of a city, as the gazetteer gives them. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** distanceKm is the great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** PRICE_PER_KM is what senders usually offer per parcel and kilometre, in hryvnias: a rule of thumb. */
export const PRICE_PER_KM = { low: 1, high: 1.5 } as const;
/** MIN_PRICE is the least the hint suggests, however short the trip. */
export const MIN_PRICE = 50;

const round10 = (value: number) => Math.round(value / 10) * 10;

/** PriceHint is a range of usual prices per parcel for a distance. */
export interface PriceHint {
  km: number;
  low: number;
  high: number;
}

/**
 * priceHint suggests what senders usually offer per parcel between two cities: ₴1.0–1.5 per kilometre of
 * great-circle distance, rounded to ₴10, never below ₴50. Only a hint: senders set their own prices.
 */
export function priceHint(from: LatLng, to: LatLng): PriceHint {
  const km = distanceKm(from, to);
  const low = Math.max(MIN_PRICE, round10(km * PRICE_PER_KM.low));
  const high = Math.max(low + 10, round10(km * PRICE_PER_KM.high));
  return { km: Math.round(km), low, high };
}
