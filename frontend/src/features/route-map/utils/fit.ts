import { geoInterpolate, geoMercator, type GeoProjection } from 'd3-geo';

import type { MapPlace } from '@/types/route-map';

/** MAP_SIZE is the map's drawing box: it scales to the card's width, this shape at every width. */
export const MAP_SIZE = { width: 340, height: 210 } as const;

/** PAD keeps room around the route for the cities' names: more sideways, where names run. */
const PAD = { x: 56, y: 30 };

/** MIN_SPAN is the least the map shows around a short route, in degrees of longitude and latitude. */
const MIN_SPAN = { lng: 3, lat: 1.8 };

type Point = [number, number];

/**
 * fitProjection is a Mercator projection that fits the places (and the bulge of the great circle between the
 * first two) into the map with room for labels, clipped to it. A short route is shown with some land around it,
 * in each direction.
 */
export function fitProjection(places: MapPlace[], { width, height } = MAP_SIZE): GeoProjection {
  const points: Point[] = places.map((p) => [p.lng, p.lat]);
  if (points.length >= 2) points.push(geoInterpolate(points[0], points[1])(0.5) as Point);
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const [cx, cy] = [(west + east) / 2, (south + north) / 2];
  const [halfLng, halfLat] = [Math.max(east - west, MIN_SPAN.lng) / 2, Math.max(north - south, MIN_SPAN.lat) / 2];
  points.push([cx - halfLng, cy - halfLat], [cx + halfLng, cy + halfLat]);
  // A great circle bends on a Mercator map: finer resampling (in px) draws the bend smooth, not as a kink.
  return geoMercator()
    .precision(0.1)
    .fitExtent(
      [
        [PAD.x, PAD.y],
        [width - PAD.x, height - PAD.y],
      ],
      { type: 'MultiPoint', coordinates: points },
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}
